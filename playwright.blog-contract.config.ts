import { defineConfig } from '@playwright/test'
import baseConfig from './playwright.config.ts'
import { serveCommand } from './scripts/server-flags.ts'

/**
 * The Ghost contract suite (scripts/blog-contract.sh starts and seeds Ghost, then sets the ports,
 * secret and Content API key): the site reading the real Ghost (every other service mocked) and
 * the site on the fully mocked stack.
 */
const env = (name: string) => {
  const value = process.env[name]
  if (!value)
    throw new Error(`${name} is not set: run the Ghost contract suite with npm run test:contract:blog`)
  return value
}
const sitePort = env('CONTRACT_BLOG_SITE_PORT')
const mockSitePort = env('CONTRACT_BLOG_MOCK_SITE_PORT')

export default defineConfig({
  ...baseConfig,
  testDir: 'tests/contract-blog',
  use: { ...baseConfig.use, baseURL: `http://127.0.0.1:${sitePort}` },
  webServer: [
    {
      command: serveCommand,
      url: `http://127.0.0.1:${sitePort}/api/health/`,
      timeout: 60_000,
      reuseExistingServer: false,
      stdout: 'pipe',
      stderr: 'pipe',
      env: {
        PORT: sitePort,
        HOST: '127.0.0.1',
        SITE_URL: `http://127.0.0.1:${sitePort}`,
        REVALIDATE_SECRET: env('REVALIDATE_SECRET'),
        GHOST_URL: env('GHOST_URL'),
        GHOST_CONTENT_KEY: env('CONTRACT_GHOST_KEY'),
      },
    },
    {
      command: serveCommand,
      url: `http://127.0.0.1:${mockSitePort}/api/health/`,
      timeout: 60_000,
      reuseExistingServer: false,
      stdout: 'pipe',
      stderr: 'pipe',
      env: {
        PORT: mockSitePort,
        HOST: '127.0.0.1',
        MOCKS: 'true',
        SITE_URL: `http://127.0.0.1:${mockSitePort}`,
      },
    },
  ],
})
