import { type ChildProcess, spawn } from 'node:child_process'
import { once } from 'node:events'
import { expect, test } from '@playwright/test'
import autocannon from 'autocannon'
import { type Haproxy, startHaproxy } from '../../scripts/haproxy.ts'
import { type RedisServer, startRedisServer } from '../../scripts/redis-server.ts'
import { serverNodeFlags } from '../../scripts/server-flags.ts'
import { startStandaloneMocks } from '../../scripts/standalone-mocks.ts'
import { callApi } from './session-cookie.ts'

/**
 * A rolling deploy as operators run it: Debian's HAProxy in front of two built instances that share a
 * real redis-server and one standalone mock server, with steady load through the balancer while each
 * instance in turn gets SIGTERM, drains, exits and is started again, and the next waits until the
 * balancer has it back. No request may fail or answer 5xx, sessions must survive, and a sign-out made
 * mid-roll must hold on both instances. Ports follow E2E_PORT (+10 to +15).
 */
const basePort = Number(process.env.E2E_PORT ?? 4173)
const balancerPort = basePort + 10
const statsPort = basePort + 11
const [portA, portB, mockPort, redisPort] = [basePort + 12, basePort + 13, basePort + 14, basePort + 15]
const direct = (port: number) => `http://127.0.0.1:${port}`
const PREMIUM_KEY = 'demo-premium-0002-key'
// Long enough for HAProxy (a check every 250 ms) to take a draining instance out on a slow machine.
const SHUTDOWN_DELAY_SECONDS = '4'

test.describe.configure({ mode: 'serial', timeout: 240_000 })

type Instance = { name: 'a' | 'b'; port: number; child: ChildProcess | undefined }
const instances: Instance[] = [
  { name: 'a', port: portA, child: undefined },
  { name: 'b', port: portB, child: undefined },
]
const others: ChildProcess[] = []
let redis: RedisServer | undefined
let balancer: Haproxy | undefined
let instanceEnv: Record<string, string> = {}

/** Polls a condition: the suite waits on states, never on the clock. */
async function until(check: () => Promise<boolean>, timeoutMs = 30_000) {
  const deadline = Date.now() + timeoutMs
  while (!(await check().catch(() => false))) {
    if (Date.now() > deadline) throw new Error('condition not met in time')
    await new Promise((resolve) => setTimeout(resolve, 50))
  }
}

function startInstance(instance: Instance) {
  instance.child = spawn(process.execPath, [...serverNodeFlags, 'scripts/serve.ts'], {
    env: { ...process.env, ...instanceEnv, PORT: String(instance.port) },
    stdio: ['ignore', 'ignore', 'inherit'],
  })
}

async function stopChild(child: ChildProcess | undefined) {
  if (!child || child.exitCode !== null || child.signalCode !== null) return
  const exited = once(child, 'exit')
  child.kill('SIGTERM')
  await exited
}

const balancerSees = async (name: string, state: string) => (await balancer?.status())?.[name] === state

async function account(origin: string, cookie: string) {
  const response = await fetch(`${origin}/account/`, { redirect: 'manual', headers: { cookie } })
  return { status: response.status, body: await response.text() }
}

/** The mix the load walks through: pages (cached after their first render), a file, health. */
const loadRequests = ['/', '/pricing/', '/apitools/', '/learning/', '/robots.txt', '/', '/pricing/'].map(
  (path) => ({ method: 'GET' as const, path, headers: { 'accept-encoding': 'br, gzip' } }),
)

function startLoad(duration: number) {
  let stop = () => {}
  const result = new Promise<autocannon.Result>((resolve, reject) => {
    const instance = autocannon(
      { url: direct(balancerPort), connections: 8, duration, timeout: 20, requests: loadRequests },
      (error, finished) => (error ? reject(error) : resolve(finished)),
    )
    stop = () => instance.stop()
  })
  return { stop: () => stop(), result }
}

const figures = (result: autocannon.Result) => ({
  requests: result.requests.total,
  perSecond: Math.round(result.requests.total / result.duration),
  p99Ms: result.latency.p99,
  failed: result.errors + result.timeouts,
  status5xx: result['5xx'],
  outside2xx3xx: result['1xx'] + result['4xx'] + result['5xx'],
  statusCodes: Object.fromEntries(
    Object.entries(result.statusCodeStats ?? {}).map(([code, { count }]) => [code, count]),
  ),
})

test.beforeAll(async () => {
  test.setTimeout(180_000)
  redis = await startRedisServer(redisPort)
  const mockServer = await startStandaloneMocks(mockPort)
  others.push(mockServer.process)
  instanceEnv = {
    ...mockServer.siteEnv,
    NODE_ENV: 'production',
    HOST: '127.0.0.1',
    SITE_URL: direct(balancerPort),
    MOCKS: 'false',
    REDIS_URL: redis.url,
    // One deployment, one set of secrets: a cookie sealed by one instance opens on the other.
    SESSION_SECRET: 'rolling-session-secret-0123456789abcdef',
    REVALIDATE_SECRET: 'rolling-revalidate-secret',
    PREVIEW_SECRET: 'rolling-preview-secret',
    // HAProxy adds X-Forwarded-For; only its address may speak for the client.
    TRUSTED_PROXIES: '127.0.0.1/32',
    FORWARDED_HEADER: 'x-forwarded-for',
    SHUTDOWN_DELAY_SECONDS,
  }
  for (const instance of instances) startInstance(instance)
  balancer = await startHaproxy({
    port: balancerPort,
    statsPort,
    backends: instances.map(({ name, port }) => ({ name, port })),
  })
  await until(async () => (await balancerSees('a', 'UP')) && (await balancerSees('b', 'UP')), 90_000)
})

test.afterAll(async () => {
  await balancer?.stop()
  await Promise.all([...instances.map(({ child }) => child), ...others].map(stopChild))
  await redis?.stop()
})

test('a rolling restart under load through HAProxy drops nothing and keeps sessions and sign-outs', async () => {
  const kept = await callApi(direct(balancerPort), '/api/auth/sign-in/', {
    email: 'premium@example.com',
    password: 'Demo-pass-1!',
  })
  const signedOut = await callApi(direct(balancerPort), '/api/auth/sign-in/', {
    email: 'pro@example.com',
    password: 'Demo-pass-1!',
  })
  expect(kept.cookie).toBeTruthy()
  expect(signedOut.cookie).toBeTruthy()
  for (const { port } of instances) {
    expect((await account(direct(port), kept.cookie)).body).toContain(PREMIUM_KEY)
    expect((await account(direct(port), signedOut.cookie)).status).toBe(200)
  }

  // Every path rendered and cached on both instances, then the same load with nothing changing.
  await startLoad(3).result
  const before = figures(await startLoad(8).result)

  const load = startLoad(180)
  for (const instance of instances) {
    const old = instance.child
    expect(old).toBeDefined()
    const exited = old ? once(old, 'exit') : Promise.resolve([0])
    old?.kill('SIGTERM')

    // Draining: health says so at once while pages are still served, each connection closed after.
    await until(async () => (await fetch(`${direct(instance.port)}/api/health/`)).status === 503, 5_000)
    const page = await fetch(`${direct(instance.port)}/pricing/`)
    expect(page.status).toBe(200)
    expect(page.headers.get('connection')).toBe('close')
    // The balancer takes it out before it stops listening.
    await until(() => balancerSees(instance.name, 'DOWN'), 10_000)
    expect(old?.exitCode).toBeNull()
    expect(await exited).toEqual([0, null])

    if (instance.name === 'a') {
      // Signed out while only b serves: the new a never saw it in its memory, only in Redis.
      expect((await callApi(direct(balancerPort), '/api/auth/sign-out/', {}, signedOut.cookie)).status).toBe(
        200,
      )
      expect((await account(direct(portB), signedOut.cookie)).status).toBe(307)
    }

    startInstance(instance)
    await until(() => balancerSees(instance.name, 'UP'), 90_000)
    expect((await account(direct(instance.port), signedOut.cookie)).status).toBe(307)
  }
  load.stop()
  const during = figures(await load.result)
  console.log(`[rolling-deploy] before ${JSON.stringify(before)} during ${JSON.stringify(during)}`)
  test.info().annotations.push({ type: 'figures', description: JSON.stringify({ before, during }) })

  for (const result of [before, during]) {
    expect(result.requests).toBeGreaterThan(0)
    expect(result).toMatchObject({ failed: 0, status5xx: 0, outside2xx3xx: 0 })
  }
  for (const { port } of instances) {
    const signedIn = await account(direct(port), kept.cookie)
    expect(signedIn.status).toBe(200)
    expect(signedIn.body).toContain(PREMIUM_KEY)
    const refused = await account(direct(port), signedOut.cookie)
    expect(refused.status).toBe(307)
  }
})
