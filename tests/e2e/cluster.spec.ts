import { type ChildProcess, spawn } from 'node:child_process'
import { once } from 'node:events'
import { expect, test } from '@playwright/test'
import { type RedisServer, startRedisServer } from '../../scripts/redis-server.ts'
import { serverNodeFlags } from '../../scripts/server-flags.ts'
import { siteEnvFromMockServer } from '../../scripts/standalone-mocks.ts'
import { callApi } from './session-cookie.ts'

/**
 * Two instances of the built site behind no balancer, sharing a real redis-server and one standalone
 * mock server: what one instance counts, revokes or purges, the other sees. Ports follow E2E_PORT
 * (the suite's own server) so parallel checkouts do not collide; Redis takes CLUSTER_REDIS_PORT or
 * a free port.
 */
const basePort = Number(process.env.E2E_PORT ?? 4173)
const [portA, portB, mockPort] = [basePort + 1, basePort + 2, basePort + 3]
const one = `http://127.0.0.1:${portA}`
const two = `http://127.0.0.1:${portB}`
const mocks = `http://127.0.0.1:${mockPort}`
const REVALIDATE_SECRET = 'cluster-revalidate-secret'
const UNAVAILABLE =
  'Sign-in, sign-up and password recovery are briefly unavailable while a service recovers. Please try again in a minute.'

test.describe.configure({ mode: 'serial', timeout: 90_000 })

let redis: RedisServer
const children: ChildProcess[] = []

/** Starts a Node script; `output()` is everything it has printed so far. */
function start(script: string, env: Record<string, string>, nodeFlags: string[] = []) {
  const child = spawn(process.execPath, [...nodeFlags, script], {
    env: { ...process.env, ...env },
    stdio: ['ignore', 'pipe', 'inherit'],
  })
  children.push(child)
  let output = ''
  child.stdout?.on('data', (chunk: Buffer) => {
    output += chunk.toString()
  })
  return { child, output: () => output }
}

async function health(origin: string) {
  const response = await fetch(`${origin}/api/health/`)
  const body: { status: string; store: { kind: string; status: string } } = await response.json()
  return { code: response.status, ...body }
}

/** Polls a condition: the suite waits on states, never on the clock. */
async function until(check: () => Promise<boolean>, timeoutMs = 20_000) {
  const deadline = Date.now() + timeoutMs
  while (!(await check().catch(() => false))) {
    if (Date.now() > deadline) throw new Error('condition not met in time')
    await new Promise((resolve) => setTimeout(resolve, 50))
  }
}

const signIn = (origin: string, email: string, password = 'Demo-pass-1!') =>
  callApi(origin, '/api/auth/sign-in/', { email, password })

async function page(origin: string, path: string, cookie = '') {
  const response = await fetch(`${origin}${path}`, { redirect: 'manual', headers: cookie ? { cookie } : {} })
  return { status: response.status, headers: response.headers, body: await response.text() }
}

const titleOf = (html: string) => html.match(/<title>([^<]*)<\/title>/)?.[1]

test.beforeAll(async () => {
  test.setTimeout(120_000)
  redis = await startRedisServer(
    process.env.CLUSTER_REDIS_PORT ? Number(process.env.CLUSTER_REDIS_PORT) : undefined,
  )
  const mockServer = start('dist/mock-server/mock-server.js', { MOCK_PORT: String(mockPort) })
  await until(async () => /CDN_PURGE_TOKEN=\S+\n/.test(mockServer.output()))
  const variables = siteEnvFromMockServer(mockServer.output())
  for (const [port, origin] of [
    [portA, one],
    [portB, two],
  ] as const) {
    start(
      'scripts/serve.ts',
      {
        ...variables,
        PORT: String(port),
        HOST: '127.0.0.1',
        SITE_URL: origin,
        MOCKS: 'false',
        REDIS_URL: redis.url,
        // Every instance of a deployment shares its secrets: a cookie sealed by one opens on the other.
        SESSION_SECRET: 'cluster-session-secret-0123456789abcdef',
        REVALIDATE_SECRET,
        PREVIEW_SECRET: 'cluster-preview-secret',
      },
      serverNodeFlags,
    )
  }
  await until(async () => (await health(one)).status === 'ok' && (await health(two)).status === 'ok', 60_000)
})

test.afterAll(async () => {
  await Promise.all(
    children.map(async (child) => {
      if (child.exitCode !== null) return
      const exited = once(child, 'exit')
      child.kill('SIGTERM')
      await exited
    }),
  )
  await redis?.stop()
})

test('both instances use the shared store', async () => {
  expect(await health(one)).toMatchObject({ code: 200, status: 'ok', store: { kind: 'redis', status: 'ok' } })
  expect(await health(two)).toMatchObject({ code: 200, status: 'ok', store: { kind: 'redis', status: 'ok' } })
})

test('sign-in attempts on one instance count on the other', async () => {
  // Ten failed attempts per email in 15 minutes, spread over both instances.
  for (let attempt = 0; attempt < 10; attempt += 1) {
    const { text } = await signIn(attempt % 2 ? two : one, 'starter@example.com', 'wrong-password')
    expect(text).toContain('password invalid')
  }
  const refused = await signIn(two, 'starter@example.com')
  expect(refused.text).toContain('Too many attempts. Please wait 15 minutes and try again.')
  expect(refused.cookie).toBe('')
})

test('a sign-out on one instance revokes the session on the other', async () => {
  const { cookie } = await signIn(one, 'premium@example.com')
  expect(cookie).toBeTruthy()
  const before = await page(two, '/account/', cookie)
  expect(before.status).toBe(200)
  expect(before.body).toContain('demo-premium-0002-key')
  await callApi(one, '/api/auth/sign-out/', {}, cookie)
  const after = await page(two, '/account/', cookie)
  expect(after.status).toBe(307)
  expect(after.body).not.toContain('demo-premium-0002-key')
})

test('a publish webhook to one instance purges both, and the CDN by the page’s tags', async () => {
  for (const origin of [one, two]) {
    await page(origin, '/pricing/')
    const cached = await page(origin, '/pricing/')
    expect(cached.headers.get('x-page-cache')).toBe('hit')
    expect(cached.headers.get('cache-tag')?.split(',')).toContain('strapi:pages:pricing')
    expect(cached.headers.get('surrogate-key')?.split(' ')).toContain('strapi:pages:pricing')
    expect(titleOf(cached.body)).toBe('Pricing | pdfRest')
  }
  const published = await fetch(`${mocks}/_mocks/content`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      service: 'strapi',
      collection: 'pages',
      slug: 'pricing',
      fields: { seo: { metaTitle: 'Pricing, published on one', metaDescription: 'New prices' } },
    }),
  })
  expect(published.status).toBe(201)
  expect(titleOf((await page(two, '/pricing/')).body)).toBe('Pricing | pdfRest')

  const hook = await fetch(`${one}/api/revalidate/`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-revalidate-secret': REVALIDATE_SECRET },
    body: JSON.stringify({ event: 'entry.publish', model: 'page', entry: { slug: 'pricing' } }),
  })
  expect(hook.status).toBe(200)
  await until(async () => titleOf((await page(two, '/pricing/')).body) === 'Pricing, published on one', 5_000)
  expect(titleOf((await page(one, '/pricing/')).body)).toBe('Pricing, published on one')
  const purges: { api: string; tags: string[] }[] = await (await fetch(`${mocks}/_mocks/cdn`)).json()
  expect(purges).toEqual([
    expect.objectContaining({ api: 'cloudflare', tags: ['strapi:pages:pricing', 'strapi:slugs:pages'] }),
  ])
})

test('without Redis: sign-in refused with a clear message, pages still served, health degraded; back without a restart', async () => {
  await page(two, '/')
  await redis.stop()
  await until(async () => (await health(one)).store.status === 'degraded')
  await until(async () => (await health(two)).store.status === 'degraded')
  expect(await health(one)).toMatchObject({ code: 200, status: 'degraded' })

  const refused = await signIn(one, 'pro@example.com')
  expect(refused.text).toContain(UNAVAILABLE)
  expect(refused.cookie).toBe('')
  const home = await page(two, '/')
  expect(home.status).toBe(200)
  expect(home.body).toContain('</html>')

  await redis.start()
  await until(async () => (await health(one)).status === 'ok' && (await health(two)).status === 'ok')
  const again = await signIn(one, 'pro@example.com')
  expect(again.cookie).toBeTruthy()
  expect((await page(two, '/account/', again.cookie)).status).toBe(200)
})
