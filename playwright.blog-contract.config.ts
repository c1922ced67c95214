import { defineConfig } from '@playwright/test'
import baseConfig from './playwright.config.ts'
import { mockedSiteServer, scriptEnv, siteServer } from './scripts/playwright-servers.ts'
import { mocksExcept } from './server-functions/env.server.ts'

/**
 * The Ghost contract suite (scripts/blog-contract.sh starts and seeds Ghost, then sets the ports,
 * secret and Content API key): the site reading the real Ghost (every other service mocked) and
 * the site on the fully mocked stack.
 */
const env = scriptEnv('npm run test:contract:blog')
const sitePort = env('CONTRACT_BLOG_SITE_PORT')

export default defineConfig({
  ...baseConfig,
  testDir: 'tests/contract-blog',
  use: { ...baseConfig.use, baseURL: `http://127.0.0.1:${sitePort}` },
  webServer: [
    siteServer(sitePort, {
      REVALIDATE_SECRET: env('REVALIDATE_SECRET'),
      PREVIEW_SECRET: env('PREVIEW_SECRET'),
      MOCKS: mocksExcept('ghost'),
      GHOST_URL: env('GHOST_URL'),
      GHOST_CONTENT_KEY: env('CONTRACT_GHOST_KEY'),
      GHOST_ADMIN_KEY: env('CONTRACT_GHOST_ADMIN_KEY'),
    }),
    mockedSiteServer(env('CONTRACT_BLOG_MOCK_SITE_PORT')),
  ],
})
