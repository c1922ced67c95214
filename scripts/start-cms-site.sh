#!/usr/bin/env bash
# npm run start:cms: the site on the mocked stack, except Strapi: it reads the local real Strapi
# started by `npm run cms` (token from cms/.tmp/site-token, written by the seed).
set -euo pipefail
cd "$(dirname "$0")/.."
token_file=cms/.tmp/site-token
if [ ! -s "$token_file" ]; then
  echo "[site] no cms/.tmp/site-token: start the CMS first with npm run cms" >&2
  exit 1
fi
# localhost, like the admin URL Strapi prints: the site's frame-ancestors names this origin, so
# Strapi's preview panel (http://localhost:1337/admin) may frame the site.
export STRAPI_URL="${STRAPI_URL:-http://localhost:1337}"
STRAPI_TOKEN="$(cat "$token_file")"
export STRAPI_TOKEN
npm run build
exec npm run --silent serve
