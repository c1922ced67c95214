#!/usr/bin/env bash
# npm run cms: the real Strapi 5 project (cms/) on http://localhost:1337/admin with the site's
# content. Seeds what is missing (editors' changes are kept; `npm run cms -- --reset` restores the
# fixtures), then starts Strapi in development mode (content-type builder on).
# Start the site against it in a second terminal: npm run start:cms
source "$(dirname "$0")/cms-env.sh"
export SITE_URL="${SITE_URL:-http://localhost:3000}"
cms_run node scripts/seed.js "$@"
exec env PATH="$CMS_PATH" bash -c "cd '$cms' && exec node node_modules/@strapi/strapi/bin/strapi.js develop --no-watch-admin"
