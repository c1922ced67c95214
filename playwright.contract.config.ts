import { defineConfig } from '@playwright/test'
import baseConfig from './playwright.config.ts'
import { serveCommand } from './scripts/server-flags.ts'

/**
 * The contract suite (scripts/contract.sh sets the ports, secrets and token): the real Strapi,
 * the site reading it (every other service mocked), and the site on the fully mocked stack.
 */
const env = (name: string) => {
  const value = process.env[name]
  if (!value) throw new Error(`${name} is not set: run the contract suite with npm run test:contract`)
  return value
}
const cmsPort = env('CONTRACT_CMS_PORT')
const sitePort = env('CONTRACT_SITE_PORT')
const mockSitePort = env('CONTRACT_MOCK_SITE_PORT')
const secrets = { REVALIDATE_SECRET: env('REVALIDATE_SECRET'), PREVIEW_SECRET: env('PREVIEW_SECRET') }

export default defineConfig({
  ...baseConfig,
  testDir: 'tests/contract',
  // The marketer checks look at a fresh seed first; the site checks then add drafts of their own.
  projects: [
    // The admin is a large single-page app: room for a machine several times slower than this one.
    { name: 'admin', testMatch: /admin\.spec\.ts/, timeout: 180_000, expect: { timeout: 30_000 } },
    { name: 'site', testMatch: /strapi\.spec\.ts/, dependencies: ['admin'] },
  ],
  use: { ...baseConfig.use, baseURL: `http://127.0.0.1:${sitePort}` },
  webServer: [
    {
      command: `"${env('CMS_NODE')}" scripts/start.js`,
      cwd: 'cms',
      url: `http://127.0.0.1:${cmsPort}/_health`,
      timeout: 120_000,
      reuseExistingServer: false,
      // Strapi logs every request: keep its errors only.
      stdout: 'ignore',
      stderr: 'pipe',
      env: {
        ...secrets,
        HOST: '127.0.0.1',
        PORT: cmsPort,
        DATABASE_FILENAME: env('DATABASE_FILENAME'),
        SITE_URL: `http://127.0.0.1:${sitePort}`,
        ADMIN_RATE_LIMIT: 'false',
        NODE_ENV: 'production',
      },
    },
    {
      command: serveCommand,
      url: `http://127.0.0.1:${sitePort}/api/health/`,
      timeout: 60_000,
      reuseExistingServer: false,
      stdout: 'pipe',
      stderr: 'pipe',
      env: {
        ...secrets,
        PORT: sitePort,
        HOST: '127.0.0.1',
        SITE_URL: `http://127.0.0.1:${sitePort}`,
        STRAPI_URL: `http://127.0.0.1:${cmsPort}`,
        STRAPI_TOKEN: env('CONTRACT_SITE_TOKEN'),
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
