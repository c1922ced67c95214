# Sourced by scripts/cms.sh and scripts/contract.sh: prepares cms/ (the Strapi 5 project).
# Strapi runs on the machine's own Node (20+), not the project's Node 24: better-sqlite3 is compiled
# against the headers npm is configured with, which are the machine's.
set -euo pipefail
root="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
cms="$root/cms"

# The machine's PATH without any node_modules/.bin (npm puts the project's Node 24 there).
CMS_PATH="$(printf '%s' "$PATH" | tr ':' '\n' | grep -v '/node_modules/\.bin$' | paste -sd: -)"
cms_run() { (cd "$cms" && PATH="$CMS_PATH" "$@"); }

echo "[cms] node $(cms_run node --version)"
# Installed again when the lockfile or a patch of Strapi's packages (cms/patches/) changes. A changed
# patch cannot be applied over its older self: the packages it patches are removed first, so npm puts
# them back as published and patch-package applies every patch to clean files.
stamp="$cms/node_modules/.installed-from"
installed_from="$(cat "$cms/package-lock.json" "$cms"/patches/* | cksum)"
if [ ! -f "$stamp" ] || [ "$(cat "$stamp")" != "$installed_from" ]; then
  echo "[cms] installing Strapi (cms/package-lock.json, cms/patches/); better-sqlite3 builds from source when no prebuilt binary can be fetched"
  start=$(date +%s)
  for patch in "$cms"/patches/*.patch; do
    name="$(basename "$patch" .patch)"
    package="${name%+*}"
    rm -rf "$cms/node_modules/${package//+//}"
  done
  # npm ci refuses this lockfile: the registry lacks some platform builds of optional packages
  # (e.g. @swc/core-darwin-*), so they are missing from it. install keeps the locked versions.
  cms_run npm install --no-save --no-audit --no-fund --loglevel=error
  printf '%s' "$installed_from" > "$stamp"
  echo "[cms] installed in $(( $(date +%s) - start )) s"
fi

# Strapi's own secrets: generated once per checkout into cms/.env (git-ignored), never committed.
if [ ! -f "$cms/.env" ]; then
  secret() { cms_run node -e "process.stdout.write(require('node:crypto').randomBytes(24).toString('base64'))"; }
  {
    echo "APP_KEYS=$(secret),$(secret)"
    echo "ADMIN_JWT_SECRET=$(secret)"
    echo "API_TOKEN_SALT=$(secret)"
    echo "TRANSFER_TOKEN_SALT=$(secret)"
    echo "ENCRYPTION_KEY=$(secret)"
    echo "JWT_SECRET=$(secret)"
  } > "$cms/.env"
  chmod 600 "$cms/.env"
  echo "[cms] wrote cms/.env with fresh secrets"
fi

# The same fixtures the mocked CMS serves (project Node: they are TypeScript).
(cd "$root" && "$root/node_modules/.bin/node" scripts/cms-seed-data.ts)

# The admin panel, served by a production Strapi (contract suite, guide screenshots): built once,
# again only when Strapi or the admin customisation (cms/src/admin/) changes.
build_admin() {
  local stamp="$cms/build/.built-from" source
  source="$(cat "$cms/package-lock.json" "$cms"/src/admin/* "$cms"/patches/* | cksum)"
  if [ -f "$stamp" ] && [ "$(cat "$stamp")" = "$source" ]; then return 0; fi
  echo "[cms] building the admin panel (first run: a few minutes)"
  local start
  start=$(date +%s)
  mkdir -p "$cms/.tmp"
  cms_run env NODE_ENV=production node node_modules/@strapi/strapi/bin/strapi.js build > "$cms/.tmp/admin-build.log" 2>&1 \
    || { cat "$cms/.tmp/admin-build.log"; return 1; }
  printf '%s' "$source" > "$stamp"
  echo "[cms] admin built in $(( $(date +%s) - start )) s"
}
