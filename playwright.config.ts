import { defineConfig, devices } from '@playwright/test'
import { chromiumFlags } from './scripts/chromium-flags.ts'
import { mockedSiteServer } from './scripts/playwright-servers.ts'

const port = Number(process.env.E2E_PORT ?? 4173)

export default defineConfig({
  testDir: 'tests/e2e',
  // One worker: the suite shares one mocked stack whose state some tests change.
  workers: 1,
  fullyParallel: false,
  forbidOnly: Boolean(process.env.CI),
  retries: 0,
  // Room for a machine three times slower than an idle two-core one: the slowest tests take ~25 s
  // on a busy machine (load average ~8), and every wait is on a condition, so a roomy limit costs
  // nothing when things go well.
  timeout: 90_000,
  expect: { timeout: 20_000 },
  reporter: [['list']],
  use: {
    baseURL: `http://127.0.0.1:${port}`,
    trace: 'retain-on-failure',
    ...devices['Desktop Chrome'],
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: chromiumFlags,
    },
  },
  webServer: mockedSiteServer(String(port), 180_000),
})
