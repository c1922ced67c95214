/**
 * Debian chromium on this machine: no sandbox (root), no GPU, and none of the background
 * networking the closed network refuses. Shared by Playwright and the Lighthouse runs.
 */
export const chromiumFlags = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-dev-shm-usage',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--disable-default-apps',
  '--disable-extensions',
  '--metrics-recording-only',
]
