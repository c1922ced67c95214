import { serve } from 'srvx'

/**
 * The mocked services as one standalone server (`npm run mocks`), for several site instances to
 * share: start it, then start each instance with the variables it prints (docs/deploy.md).
 */
process.env.MOCKS = 'true'
// A test double, never the site: its controls run outside production, with no secret to set.
process.env.NODE_ENV = 'development'
const port = Number(process.env.MOCK_PORT ?? 3999)
const host = process.env.MOCK_HOST ?? '127.0.0.1'
const base = `http://${host}:${port}`
const { createStandaloneMocks, standaloneSiteEnv } = await import('../mocks/standalone.ts')
const handle = createStandaloneMocks(base)

const server = serve({ port, hostname: host, gracefulShutdown: { gracefulTimeout: 2 }, fetch: handle })
await server.ready()
console.log(`[mocks] every service mocked at ${base}; point a site instance at it with:`)
for (const [name, value] of Object.entries(standaloneSiteEnv(base))) console.log(`${name}=${value}`)
