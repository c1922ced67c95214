#!/usr/bin/env bash
# The one test command (README, .ci/run): installs what npm cannot (Debian chromium, redis-server,
# haproxy and prometheus), then checks the generated block files and runs typecheck, lint, unit tests, a production
# build, the end-to-end suite against it (the rolling deploy behind HAProxy included) and the contract
# suites against the real Strapi project in cms/ and the real Ghost project in blog/.
set -euo pipefail
cd "$(dirname "$0")/.."

# What npm cannot install: a Debian package, installed with apt-get when missing (as root), or else
# a clear stop naming the package and the variable that points at another binary.
needs() {
  local binary="$1" package="$2" variable="$3" purpose="$4"
  command -v "$binary" >/dev/null 2>&1 && return 0
  if [ "$(id -u)" = "0" ] && command -v apt-get >/dev/null 2>&1; then
    echo "[test] installing Debian $package for $purpose"
    apt-get update -q
    DEBIAN_FRONTEND=noninteractive apt-get install -y -q --no-install-recommends "$package"
  else
    echo "[test] $package is missing ($binary), needed for $purpose." >&2
    echo "[test] Install Debian's package as root: apt-get update && apt-get install -y $package" >&2
    echo "[test] or point $variable at its binary." >&2
    exit 1
  fi
}
needs "${CHROMIUM_PATH:-/usr/bin/chromium}" chromium CHROMIUM_PATH "the end-to-end tests"
# The shared-store tests and the cluster test run a real redis-server (or valkey-server).
needs "${REDIS_SERVER:-redis-server}" redis-server REDIS_SERVER "the shared-store and cluster tests"
# The rolling-deploy test puts a real HAProxy in front of two instances.
needs "${HAPROXY:-haproxy}" haproxy HAPROXY "the rolling-deploy test"
# The alert rules' unit tests run promtool; the operability test scrapes two instances with a real Prometheus.
needs "${PROMTOOL:-promtool}" prometheus PROMTOOL "the alert rules' unit tests"
needs "${PROMETHEUS:-prometheus}" prometheus PROMETHEUS "the operability test"

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
