#!/usr/bin/env bash
# Installs the pinned Ghost into blog/ghost/ (and the seed's dependencies) without starting it:
# scripts/test.sh runs this in the background, at low priority, while the other suites run.
source "$(dirname "$0")/blog-env.sh"
echo "[blog] Ghost $ghost_version is installed in blog/ghost/"
