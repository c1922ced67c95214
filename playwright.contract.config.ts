import { defineConfig } from '@playwright/test'
import baseConfig from './playwright.config.ts'
import { mockedSiteServer, scriptEnv, siteServer } from './scripts/playwright-servers.ts'
import { mocksExcept } from './server-functions/env.server.ts'

/**
 * The contract suite (scripts/contract.sh sets the ports, secrets and token): the real Strapi,
 * the site reading it (every other service mocked), and the site on the fully mocked stack.
 */
const env = scriptEnv('npm run test:contract')
const cmsPort = env('CONTRACT_CMS_PORT')
const sitePort = env('CONTRACT_SITE_PORT')
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
        SCHEDULE_EVERY_SECONDS: '1',
        // A "Remember me" sign-in (session.admin.spec.ts alone uses one) ends after 20 s without a
        // refresh and is warned of 16 s before: the warning shows 4 s after signing in.
        ADMIN_REMEMBERED_IDLE_SECONDS: '20',
        ADMIN_SESSION_WARNING_SECONDS: '16',
        NODE_ENV: 'production',
      },
    },
    siteServer(sitePort, {
      ...secrets,
      MOCKS: mocksExcept('strapi'),
      STRAPI_URL: `http://127.0.0.1:${cmsPort}`,
      STRAPI_TOKEN: env('CONTRACT_SITE_TOKEN'),
    }),
    mockedSiteServer(env('CONTRACT_MOCK_SITE_PORT')),
  ],
})
