#!/usr/bin/env bash
# Builds the site's image with buildah (Debian package): makes the Debian bases first when missing,
# then the Containerfile. IMAGE names the result (default localhost/pdfrest-site:dev). Where an
# egress proxy re-signs TLS, NODE_EXTRA_CA_CERTS (a CA bundle on this machine) is mounted for the
# build's npm steps only.
set -euo pipefail
cd "$(dirname "$0")/../.."
image="${IMAGE:-localhost/pdfrest-site:dev}"

if ! buildah inspect --type image localhost/pdfrest-runtime-base:bookworm >/dev/null 2>&1 ||
  ! buildah inspect --type image localhost/pdfrest-build-base:bookworm >/dev/null 2>&1; then
  bash deploy/container/base-images.sh
fi

ca=()
if [ -n "${NODE_EXTRA_CA_CERTS:-}" ] && [ -f "$NODE_EXTRA_CA_CERTS" ]; then
  ca=(--volume "$NODE_EXTRA_CA_CERTS:/run/build-ca.crt:ro" --build-arg NODE_EXTRA_CA_CERTS=/run/build-ca.crt)
fi
# chroot isolation: builds where no OCI runtime can create containers (nested, cgroups v1/v2 hybrid).
# Docker format: OCI images have no HEALTHCHECK.
buildah build --isolation chroot --network host --format docker --layers "${ca[@]}" \
  -f Containerfile -t "$image" .
buildah images --format '{{.Name}}:{{.Tag}} {{.Size}}' "$image"
