#!/usr/bin/env bash
# The one test command (README, .ci/run): installs what npm cannot (Debian chromium and redis-server), then runs
# typecheck, lint, unit tests, a production build, the end-to-end suite against it and the contract
# suite against the real Strapi project in cms/. The Ghost contract suite (npm run test:contract:blog)
# runs on its own until its first install and its last differences are settled (docs/decisions/025).
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

step() { echo; echo "[test] $1"; }
step "node $(node --version)"
step "typecheck"; npm run --silent typecheck
step "lint"; npm run --silent lint
step "unit tests"; npm run --silent test:unit
step "production build"; npm run --silent build
step "end-to-end tests"; npm run --silent test:e2e
step "contract tests: the site on the real Strapi (cms/)"; npm run --silent test:contract
