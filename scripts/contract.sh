#!/usr/bin/env bash
# npm run test:contract: the site against the real Strapi 5 project (cms/), seeded from the same
# fixtures as the mock, compared page by page with the site on the mocked CMS; drafts only in
# preview (opened through Strapi's own preview URL); a publish in Strapi reaching the site through
# the revalidate webhook. Needs `npm run build` first (npm test runs it before this).
source "$(dirname "$0")/cms-env.sh"
cd "$root"
[ -f dist/server/server.js ] || npm run build

# The admin panel, for the marketer checks in a real browser (tests/contract/admin.spec.ts).
build_admin

# A fresh database each run, seeded with fixed secrets shared by Strapi and the site under test.
export CONTRACT_CMS_PORT=1338 CONTRACT_SITE_PORT=4180 CONTRACT_MOCK_SITE_PORT=4181
export DATABASE_FILENAME=.tmp/contract.db
export SITE_URL="http://127.0.0.1:$CONTRACT_SITE_PORT"
export REVALIDATE_SECRET=contract-revalidate-secret PREVIEW_SECRET=contract-preview-secret
rm -f "$cms/$DATABASE_FILENAME"
start=$(date +%s)
cms_run node scripts/seed.js > "$cms/.tmp/contract-seed.log" 2>&1 || { cat "$cms/.tmp/contract-seed.log"; exit 1; }
grep '^\[cms\] seed:' "$cms/.tmp/contract-seed.log"
echo "[contract] seeded in $(( $(date +%s) - start )) s"
CONTRACT_SITE_TOKEN="$(cat "$cms/.tmp/site-token")"
export CONTRACT_SITE_TOKEN
export CMS_NODE="$(PATH="$CMS_PATH" command -v node)"
npx playwright test -c playwright.contract.config.ts "$@"
