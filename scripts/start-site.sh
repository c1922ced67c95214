#!/usr/bin/env bash
# npm run start:cms / npm run start:blog: the site on the mocked stack, except one real service
# started beside it: Strapi by `npm run cms` (token from cms/.tmp/site-token) or Ghost by
# `npm run blog` (Content API key from blog/.tmp/site-key); its seed writes the file. The mocks are
# asked for by name (MOCKS lists every other service) and the demo secrets set by serve:mocked: the
# built server runs in production, which mocks nothing and defaults no secret on its own.
set -euo pipefail
cd "$(dirname "$0")/.."
case "${1:-}" in
  cms)
    secret_file=cms/.tmp/site-token secret_name=STRAPI_TOKEN service="the CMS" start="npm run cms" real=strapi
    # localhost, like the admin URL Strapi prints: the site's frame-ancestors names this origin, so
    # Strapi's preview panel (http://localhost:1337/admin) may frame the site.
    export STRAPI_URL="${STRAPI_URL:-http://localhost:1337}"
    ;;
  blog)
    secret_file=blog/.tmp/site-key secret_name=GHOST_CONTENT_KEY service=Ghost start="npm run blog" real=ghost
    # Ghost's revalidate webhooks are signed with REVALIDATE_SECRET (blog.sh and serve:mocked use the
    # same demo value).
    export GHOST_URL="${GHOST_URL:-http://localhost:${GHOST_PORT:-2368}}"
    ;;
  *)
    echo "usage: bash scripts/start-site.sh cms|blog (npm run start:cms, npm run start:blog)" >&2
    exit 2
    ;;
esac
if [ ! -s "$secret_file" ]; then
  echo "[site] no $secret_file: start $service first with $start" >&2
  exit 1
fi
export "$secret_name=$(cat "$secret_file")"
# Ghost's Admin API key (written by its seed) lets writers preview drafts on the site.
if [ "${1:-}" = blog ] && [ -s blog/.tmp/admin-key ]; then export GHOST_ADMIN_KEY="$(cat blog/.tmp/admin-key)"; fi
MOCKS="$(node scripts/mocks-except.ts "$real")"
export MOCKS
npm run build
exec npm run --silent serve:mocked
