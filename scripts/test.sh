#!/usr/bin/env bash
# The one test command (README, .ci/run): installs what npm cannot (Debian chromium, redis-server,
# haproxy and prometheus), then checks the generated block files and runs typecheck, lint, the
# architecture rules, unit tests, a production build, the end-to-end suite against it (the rolling
# deploy behind HAProxy included) and the contract suites against the real Strapi project in cms/
# and the real Ghost project in blog/.
set -euo pipefail
cd "$(dirname "$0")/.."

# What npm cannot install: a Debian package, installed with apt-get when missing (as root), or else
# a clear stop naming the package and the variable that points at another binary.
# A fifth argument checks something other than a binary on the PATH (a language's module).
needs() {
  local binary="$1" package="$2" variable="$3" purpose="$4" check="${5:-}"
  if [ -n "$check" ]; then
    bash -c "$check" >/dev/null 2>&1 && return 0
  else
    command -v "$binary" >/dev/null 2>&1 && return 0
  fi
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
# The published-samples test runs every reference page's sample in each language this machine can
# run (tests/e2e/published-samples.spec.ts): cURL, Python with requests, PHP with curl, Java (the
# samples use the JDK's own HttpClient, run from source: a JDK, no library), and openssl for the
# signing credential the Sign PDF sample sends. C# is not run: Debian has no .NET SDK.
needs curl curl PATH "the published cURL samples"
needs "${PYTHON:-python3}" python3-requests PYTHON "the published Python samples" \
  "${PYTHON:-python3} -c 'import requests'"
needs "${PHP:-php}" php-cli PHP "the published PHP samples"
needs "${PHP:-php}" php-curl PHP "the published PHP samples" "${PHP:-php} -r 'exit(function_exists(\"curl_init\") ? 0 : 1);'"
needs "${JAVA:-java}" openjdk-17-jdk-headless JAVA "the published Java samples" \
  "${JAVA:-java} --list-modules | grep -q jdk.compiler"
needs openssl openssl OPENSSL "the published Sign PDF samples' credential"
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
# No import circle but the router's generated pair, no component importing an island (a few seconds).
step "architecture rules"; npm run --silent architecture -- --check
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
