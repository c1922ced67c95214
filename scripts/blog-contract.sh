#!/usr/bin/env bash
# npm run test:contract:blog: the site against the real Ghost 6 (blog/), seeded through the Admin
# API from the same fixtures as the mock, compared route by route with the site on the mocked
# Ghost; plus Ghost's own answers to the site's queries beside the mock's, and a post edited in
# Ghost reaching the site through the signed revalidate webhook. Needs `npm run build` first.
source "$(dirname "$0")/blog-env.sh"
cd "$root"
[ -f dist/server/server.js ] || npm run build

# A fresh database each run; fixed secrets shared by Ghost's webhooks and the site under test.
# Each overridable, so two engineers can run the suite side by side on their own ports.
export CONTRACT_GHOST_PORT="${CONTRACT_GHOST_PORT:-2370}" CONTRACT_BLOG_SITE_PORT="${CONTRACT_BLOG_SITE_PORT:-4361}" CONTRACT_BLOG_MOCK_SITE_PORT="${CONTRACT_BLOG_MOCK_SITE_PORT:-4362}"
export GHOST_URL="http://127.0.0.1:$CONTRACT_GHOST_PORT"
# localhost, as `npm run blog` defaults to: the seed must point Ghost's webhooks where they arrive.
export SITE_URL="http://localhost:$CONTRACT_BLOG_SITE_PORT"
export REVALIDATE_SECRET=contract-revalidate-secret PREVIEW_SECRET=contract-preview-secret
export BLOG_ADMIN_EMAIL=blog-admin@example.com BLOG_ADMIN_PASSWORD='Demo-pass-1!'
contract_dir="$blog/.tmp/contract"
rm -rf "$contract_dir" && mkdir -p "$contract_dir"
cp -r "$ghost/content/." "$contract_dir/content/"
log="$contract_dir/ghost.log"

start=$(date +%s)
(
  export url="$GHOST_URL" server__host=127.0.0.1 server__port="$CONTRACT_GHOST_PORT"
  export database__connection__filename="$contract_dir/ghost.db" paths__contentPath="$contract_dir/content"
  cd "$ghost" && exec env PATH="$BLOG_PATH" NODE_ENV=production node index.js
) > "$log" 2>&1 &
ghost_pid=$!
trap 'kill "$ghost_pid" 2>/dev/null || true; wait "$ghost_pid" 2>/dev/null || true' EXIT
BLOG_SITE_KEY_FILE="$contract_dir/site-key" BLOG_ADMIN_KEY_FILE="$contract_dir/admin-key" blog_run "$blog" node scripts/seed.js > "$contract_dir/seed.log" 2>&1 \
  || { cat "$contract_dir/seed.log"; echo "[contract] Ghost's log:"; tail -40 "$log"; exit 1; }
grep -v '^\[blog\] sign in' "$contract_dir/seed.log"
echo "[contract] Ghost booted and seeded in $(( $(date +%s) - start )) s"
CONTRACT_GHOST_KEY="$(cat "$contract_dir/site-key")"
CONTRACT_GHOST_ADMIN_KEY="$(cat "$contract_dir/admin-key")"
export CONTRACT_GHOST_KEY CONTRACT_GHOST_ADMIN_KEY
status=0
npx playwright test -c playwright.blog-contract.config.ts "$@" || status=$?
if [ "$status" != 0 ]; then echo "[contract] Ghost's log (last lines):"; tail -40 "$log"; fi
exit "$status"
