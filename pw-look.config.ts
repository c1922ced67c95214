import { defineConfig } from '@playwright/test'
import { chromiumFlags } from '/work/wt/lead25/scripts/chromium-flags.ts'
export default defineConfig({
  testDir: './tests/contract',
  workers: 1, timeout: 60_000, expect: { timeout: 10_000 }, reporter: [['list']],
  use: { trace: 'retain-on-failure', screenshot: 'only-on-failure', launchOptions: { executablePath: '/usr/bin/chromium', args: chromiumFlags } },
  outputDir: '/tmp/look/results',
})
