#!/usr/bin/env bash
# The one test command (README, .ci/run): installs what npm cannot (Debian chromium, redis-server and
# haproxy), then checks the generated block files and runs typecheck, lint, unit tests, a production
# build, the end-to-end suite against it (the rolling deploy behind HAProxy included) and the contract
# suites against the real Strapi project in cms/ and the real Ghost project in blog/.
set -euo pipefail
cd "$(dirname "$0")/.."

chromium="${CHROMIUM_PATH:-/usr/bin/chromium}"
if [ ! -x "$chromium" ]; then
  if [ "$(id -u)" = "0" ] && command -v apt-get >/dev/null 2>&1; then
    echo "[test] installing Debian chromium for the end-to-end tests"
    apt-get update -q
    DEBIAN_FRONTEND=noninteractive apt-get install -y -q --no-install-recommends chromium
  else
    echo "[test] Chromium is missing at $chromium." >&2
    echo "[test] Install Debian's package as root: apt-get update && apt-get install -y chromium" >&2
    echo "[test] or point CHROMIUM_PATH at a Chromium binary." >&2
    exit 1
  fi
fi

# The shared-store tests and the cluster test run a real redis-server (Debian package).
redis="${REDIS_SERVER:-redis-server}"
if ! command -v "$redis" >/dev/null 2>&1; then
  if [ "$(id -u)" = "0" ] && command -v apt-get >/dev/null 2>&1; then
    echo "[test] installing Debian redis-server for the shared-store and cluster tests"
    apt-get update -q
    DEBIAN_FRONTEND=noninteractive apt-get install -y -q --no-install-recommends redis-server
  else
    echo "[test] redis-server is missing." >&2
    echo "[test] Install Debian's package as root: apt-get update && apt-get install -y redis-server" >&2
    echo "[test] or point REDIS_SERVER at a redis-server (or valkey-server) binary." >&2
    exit 1
  fi
fi

# The rolling-deploy test puts a real HAProxy (Debian package) in front of two instances.
haproxy="${HAPROXY:-haproxy}"
if ! command -v "$haproxy" >/dev/null 2>&1; then
  if [ "$(id -u)" = "0" ] && command -v apt-get >/dev/null 2>&1; then
    echo "[test] installing Debian haproxy for the rolling-deploy test"
    apt-get update -q
    DEBIAN_FRONTEND=noninteractive apt-get install -y -q --no-install-recommends haproxy
  else
    echo "[test] haproxy is missing." >&2
    echo "[test] Install Debian's package as root: apt-get update && apt-get install -y haproxy" >&2
    echo "[test] or point HAPROXY at a haproxy binary." >&2
    exit 1
  fi
fi

step() { echo; echo "[test] $1"; }
step "node $(node --version)"

# Ghost's first install (blog/ghost/, git-ignored) is mostly downloads and compiling re2: it runs in
# the background at the lowest priority while the other suites run, and the Ghost contract waits
# for it. Later runs find it installed and take a few seconds.
mkdir -p blog/.tmp
blog_install_log="blog/.tmp/install.log"
# Its own process group (setsid), so that a failing step stops the compiler too.
setsid nice -n 19 bash scripts/blog-install.sh > "$blog_install_log" 2>&1 &
blog_install=$!
trap 'kill -- -"$blog_install" 2>/dev/null || true' EXIT
# The block lists and Strapi components are generated from the block folders and committed. This
# step only checks them: a block changed without npm run cms:components fails here, naming the files,
# instead of being regenerated mid-run (the build regenerates the lists too, after the unit tests).
step "generated block files"; npm run --silent cms:components -- --check
step "typecheck"; npm run --silent typecheck
step "lint"; npm run --silent lint
step "unit tests"; npm run --silent test:unit
step "production build"; npm run --silent build
step "end-to-end tests"; npm run --silent test:e2e
step "contract tests: the site on the real Strapi (cms/)"; npm run --silent test:contract
step "contract tests: the site on the real Ghost (blog/)"
waited=$(date +%s)
if ! wait "$blog_install"; then
  echo "[test] Ghost's install failed; its log ($blog_install_log):" >&2
  tail -60 "$blog_install_log" >&2
  exit 1
fi
echo "[test] waited $(( $(date +%s) - waited )) s for Ghost's install; its log:"
grep '^\[blog\]' "$blog_install_log" || true
npm run --silent test:contract:blog
