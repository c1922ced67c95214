#!/usr/bin/env bash
# npm run cms:guide: retakes the screenshots of the marketer's guide (cms/README.md) from the real
# Strapi admin, on a fresh seed in its own database, then stops that Strapi.
source "$(dirname "$0")/cms-env.sh"
cd "$root"
build_admin
export DATABASE_FILENAME=.tmp/guide.db
rm -f "$cms/$DATABASE_FILENAME"
cms_run node scripts/seed.js > "$cms/.tmp/guide-seed.log" 2>&1 || { cat "$cms/.tmp/guide-seed.log"; exit 1; }
port=${GUIDE_CMS_PORT:-1339}
# A "Remember me" sign-in lasts ten idle minutes here and is warned of from the first seconds, for
# the picture of the session notice; the guide's own sign-in keeps Strapi's two hours.
(cd "$cms" && PATH="$CMS_PATH" HOST=127.0.0.1 PORT=$port NODE_ENV=production ADMIN_RATE_LIMIT=false \
  ADMIN_REMEMBERED_IDLE_SECONDS=600 ADMIN_SESSION_WARNING_SECONDS=597 \
  exec node scripts/start.js > "$cms/.tmp/guide-strapi.log" 2>&1) &
strapi=$!
trap 'kill $strapi 2>/dev/null' EXIT
until curl -sf -o /dev/null "http://127.0.0.1:$port/_health"; do
  kill -0 $strapi 2>/dev/null || { cat "$cms/.tmp/guide-strapi.log"; exit 1; }
  sleep 1
done
GUIDE_CMS_URL="http://127.0.0.1:$port" node scripts/cms-guide-screenshots.ts
