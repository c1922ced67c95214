import { describe, expect, it } from 'vitest'
import { createStandaloneMocks, standaloneSiteEnv } from '../mocks/standalone.ts'
import { parseEnv } from '#server/env.server.ts'
import { demoSecrets } from './mocked-stack-env.ts'
import { siteEnvFromMockServer } from './standalone-mocks.ts'

const base = 'http://127.0.0.1:4999'
// What scripts/mock-server.ts prints: a sentence, then one variable a line.
const printed = [
  `[mocks] every service mocked at ${base}; point a site instance at it with:`,
  ...Object.entries(standaloneSiteEnv(base)).map(([name, value]) => `${name}=${value}`),
  '',
].join('\n')

describe('siteEnvFromMockServer', () => {
  it('points every service at the mock server and mocks nothing in the site process', () => {
    const env = siteEnvFromMockServer(printed)
    expect(env).toMatchObject({ ...standaloneSiteEnv(base), MOCKS: 'false' })
    const parsed = parseEnv({
      ...env,
      ...demoSecrets,
      NODE_ENV: 'production',
      SITE_URL: 'http://127.0.0.1:4420',
    })
    expect(Object.values(parsed.services).every((service) => !service.mocked)).toBe(true)
    expect(parsed.services.strapi.url.startsWith(base)).toBe(true)
  })

  it('answers as the services would through the mock server it points at', async () => {
    const env = siteEnvFromMockServer(printed)
    const handle = createStandaloneMocks(base)
    const strapi = await handle(
      new Request(`${env.STRAPI_URL}/api/pages?filters[slug][$eq]=pricing`, {
        headers: { authorization: `Bearer ${env.STRAPI_TOKEN}` },
      }),
    )
    expect(strapi.status).toBe(200)
  })
})
