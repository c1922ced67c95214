#!/usr/bin/env bash
# npm run start:blog: the site on the mocked stack, except Ghost: it reads the local real Ghost
# started by `npm run blog` (Content API key from blog/.tmp/site-key, written by the seed).
# Ghost's revalidate webhooks are signed with REVALIDATE_SECRET (the same default on both sides).
set -euo pipefail
cd "$(dirname "$0")/.."
key_file=blog/.tmp/site-key
if [ ! -s "$key_file" ]; then
  echo "[site] no blog/.tmp/site-key: start Ghost first with npm run blog" >&2
  exit 1
fi
export GHOST_URL="${GHOST_URL:-http://localhost:${GHOST_PORT:-2368}}"
GHOST_CONTENT_KEY="$(cat "$key_file")"
export GHOST_CONTENT_KEY
npm run build
exec npm run --silent serve
