#!/usr/bin/env bash
# npm run blog: the real Ghost 6 (blog/) on http://localhost:2368/ghost/ with the site's learning
# content. Installs Ghost on first run, seeds what is missing (editors' changes are kept;
# `npm run blog -- --reset` restores the fixtures) and keeps Ghost running.
# Start the site against it in a second terminal: npm run start:blog
source "$(dirname "$0")/blog-env.sh"
export SITE_URL="${SITE_URL:-http://localhost:3000}"
export REVALIDATE_SECRET="${REVALIDATE_SECRET:-dev-revalidate-secret}"
port="${GHOST_PORT:-2368}"
export GHOST_URL="http://localhost:$port"
export url="$GHOST_URL" server__host=127.0.0.1 server__port="$port"

(cd "$ghost" && PATH="$BLOG_PATH" NODE_ENV=production exec node index.js) &
ghost_pid=$!
trap 'kill "$ghost_pid" 2>/dev/null || true' EXIT INT TERM
blog_run "$blog" node scripts/seed.js "$@"
echo "[blog] Ghost is running (Ctrl-C stops it); the site on it: npm run start:blog"
wait "$ghost_pid"
