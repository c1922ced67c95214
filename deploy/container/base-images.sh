#!/usr/bin/env bash
# Makes the Containerfile's two base images from Debian packages (mmdebstrap), so an image can be built
# where no container registry is reachable or trusted:
#   localhost/pdfrest-runtime-base:bookworm  minbase + CA certificates (glibc, libstdc++ for Node)
#   localhost/pdfrest-build-base:bookworm    the same + Debian's nodejs/npm, only to run `npm ci`, which
#                                            installs the project's own Node 24 (the `node` package)
# Needs root, mmdebstrap and buildah (apt-get install mmdebstrap buildah). DEBIAN_MIRROR and
# DEBIAN_SECURITY_MIRROR point at another mirror.
set -euo pipefail

mirror="${DEBIAN_MIRROR:-http://deb.debian.org/debian}"
security="${DEBIAN_SECURITY_MIRROR:-http://deb.debian.org/debian-security}"
suite=bookworm
work="$(mktemp -d)"
trap 'rm -rf "$work"' EXIT

# Documentation, manuals and locales have no use in a server image.
slim=(
  --dpkgopt='path-exclude=/usr/share/doc/*'
  --dpkgopt='path-exclude=/usr/share/man/*'
  --dpkgopt='path-exclude=/usr/share/info/*'
  --dpkgopt='path-exclude=/usr/share/locale/*'
  --dpkgopt='path-include=/usr/share/locale/locale.alias'
)

make_base() {
  local name="$1" packages="$2"
  echo "[base-images] $name: mmdebstrap $suite ($packages)"
  mmdebstrap --variant=minbase --include="$packages" "${slim[@]}" \
    --customize-hook='rm -rf "$1"/var/lib/apt/lists/* "$1"/var/cache/apt/*' \
    "$suite" "$work/$name.tar" \
    "deb $mirror $suite main" "deb $mirror $suite-updates main" "deb $security $suite-security main"
  local container
  container="$(buildah from scratch)"
  buildah add "$container" "$work/$name.tar" / >/dev/null
  buildah config --env PATH=/usr/local/sbin:/usr/local/bin:/usr/sbin:/usr/bin:/sbin:/bin \
    --cmd /bin/bash "$container"
  buildah commit --rm "$container" "localhost/$name:$suite"
}

make_base pdfrest-runtime-base ca-certificates
make_base pdfrest-build-base ca-certificates,nodejs,npm
