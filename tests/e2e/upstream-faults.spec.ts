import { type ChildProcess, spawn } from 'node:child_process'
import { once } from 'node:events'
import { expect, test } from '@playwright/test'
import { type RedisServer, startRedisServer } from '../../scripts/redis-server.ts'
import { serverNodeFlags } from '../../scripts/server-flags.ts'
import { startStandaloneMocks } from '../../scripts/standalone-mocks.ts'
import { SERVICE_TIMEOUT_MS } from '../../server-functions/http/service-client.server.ts'
import { AUTH_MESSAGES } from '../../shared/api/auth.schema.ts'
import { callApi } from './session-cookie.ts'

/**
 * The built site under load while its outside services fail for real: the standalone mock server
 * (every service) is killed and started again, then frozen (SIGSTOP) and thawed, then Redis is
 * killed and started again. Ports beside the suite's own (E2E_PORT + 4 and + 5; Redis a free one).
 * The breaker opens after 2 calls without an answer and probes after 1 s (the environment sets both),
 * so a freeze of a few seconds shows what a long one would.
 *
 * Bounds: once the circuit is open, sign-in and /account/ answer within 100 ms (only the
 * call that probes the frozen service waits, one per probe interval); cached pages within 50 ms at
 * p99; the site works again within 5 s of the service's return; no error is publicly cacheable.
 * Each latency bound is added to the slowest answer the same server gave before any fault, the
 * crowded machine's own noise (as the hostile-traffic test does).
 */
const basePort = Number(process.env.E2E_PORT ?? 4173)
const [sitePort, mockPort] = [basePort + 4, basePort + 5]
const site = `http://127.0.0.1:${sitePort}`
const HALF_OPEN_MS = 1_000
const FREEZE_MS = SERVICE_TIMEOUT_MS + 5_000
const OPEN_BOUND_MS = 100
const PAGE_P99_MS = 50
const RECOVERY_MS = 5_000
const CACHED_PAGE = '/pricing/'

test.describe.configure({ mode: 'serial', timeout: 120_000 })

type Kind = 'page' | 'sign-in' | 'account'
type Sample = { kind: Kind; start: number; ms: number; status: number; cacheControl: string; body: string }

let redis: RedisServer
let site$: ChildProcess | undefined
let mocks: ChildProcess | undefined
let variables: Record<string, string> = {}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))

/** Polls a condition: the test waits on states, never on the clock. */
async function until(check: () => Promise<boolean>, timeoutMs = 20_000) {
  const deadline = Date.now() + timeoutMs
  while (!(await check().catch(() => false))) {
    if (Date.now() > deadline) throw new Error('condition not met in time')
    await sleep(50)
  }
}

/** Starts the standalone mock server on its port; resolves with the variables it prints. */
async function startMocks(): Promise<Record<string, string>> {
  const started = await startStandaloneMocks(mockPort)
  mocks = started.process
  return started.siteEnv
}

async function stop(child: ChildProcess | undefined, signal: NodeJS.Signals) {
  if (!child || child.exitCode !== null || child.signalCode !== null) return
  const exited = once(child, 'exit')
  child.kill(signal)
  await exited
}

test.beforeAll(async () => {
  redis = await startRedisServer()
  variables = await startMocks()
  site$ = spawn(process.execPath, [...serverNodeFlags, 'scripts/serve.ts'], {
    env: {
      ...process.env,
      ...variables,
      PORT: String(sitePort),
      HOST: '127.0.0.1',
      SITE_URL: site,
      MOCKS: 'false',
      REDIS_URL: redis.url,
      SESSION_SECRET: 'upstream-faults-session-secret-0123456789',
      REVALIDATE_SECRET: 'upstream-faults-revalidate-secret',
      PREVIEW_SECRET: 'upstream-faults-preview-secret',
      SERVICE_BREAKER_FAILURES: '2',
      SERVICE_BREAKER_HALF_OPEN_MS: String(HALF_OPEN_MS),
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  })
  await until(async () => (await fetch(`${site}/api/health/`)).ok, 60_000)
})

test.afterAll(async () => {
  if (mocks?.signalCode === 'SIGSTOP') mocks.kill('SIGCONT')
  await stop(site$, 'SIGTERM')
  await stop(mocks, 'SIGKILL')
  await redis?.stop()
})

/** Requests of one kind one after another until `running()` is false, each recorded. */
async function loop(
  kind: Kind,
  samples: Sample[],
  running: () => boolean,
  request: (n: number) => Promise<Response>,
  pauseMs = 0,
) {
  for (let n = 0; running(); n += 1) {
    const start = Date.now()
    try {
      const response = await request(n)
      const body = await response.text()
      samples.push({
        kind,
        start,
        ms: Date.now() - start,
        status: response.status,
        cacheControl: response.headers.get('cache-control') ?? '',
        body: body.slice(0, 2000),
      })
    } catch {
      samples.push({ kind, start, ms: Date.now() - start, status: 0, cacheControl: '', body: '' })
    }
    if (pauseMs) await sleep(pauseMs)
  }
}

const between = (samples: Sample[], kind: Kind, from: number, to: number) =>
  samples.filter((sample) => sample.kind === kind && sample.start >= from && sample.start + sample.ms <= to)

const p99 = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length * 0.99)] ?? 0
const max = (values: number[]) => Math.max(0, ...values)

test('upstream killed, frozen and back, and Redis killed and back, under load', async () => {
  let { cookie } = await callApi(site, '/api/auth/sign-in/', {
    email: 'premium@example.com',
    password: 'Demo-pass-1!',
  })
  expect(cookie).toBeTruthy()
  await (await fetch(`${site}${CACHED_PAGE}`)).text()

  const samples: Sample[] = []
  let running = true
  // A few visitors at once: the first calls into a frozen service time out together.
  const signIn = (lane: number) => (n: number) =>
    fetch(`${site}/api/auth/sign-in/`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'sec-fetch-site': 'same-origin' },
      body: JSON.stringify({ email: `load-${lane}-${n}@example.com`, password: 'Demo-pass-1!' }),
    })
  const account = () => fetch(`${site}/account/`, { headers: { cookie }, redirect: 'manual' })
  const load = Promise.all([
    loop(
      'page',
      samples,
      () => running,
      () => fetch(`${site}${CACHED_PAGE}`),
    ),
    ...[1, 2, 3].map(() => loop('account', samples, () => running, account, 50)),
    // Unknown addresses, paced: the sign-in limits (60 an address, 10 an email in 15 minutes) stay clear.
    ...[1, 2].map((lane) => loop('sign-in', samples, () => running, signIn(lane), 1_500)),
  ])
  /**
   * How long after `from` the site works again: a demo user signs in (identity, the account services
   * and Redis all answer), tried every 500 ms (a user's own limit is 10 attempts). The load's
   * /account/ goes on with the new session: a restarted identity service signs with a new key.
   */
  async function recovered(from: number, email: string): Promise<number> {
    for (let attempt = 0; attempt < 10; attempt += 1) {
      const signedIn = await callApi(site, '/api/auth/sign-in/', { email, password: 'Demo-pass-1!' })
      if (signedIn.cookie) {
        cookie = signedIn.cookie
        return Date.now() - from
      }
      await sleep(500)
    }
    throw new Error(`${email} could not sign in within 5 s`)
  }

  try {
    const baselineFrom = Date.now()
    await sleep(2_000)
    const baselineTo = Date.now()

    // Killed: connections refused, answered at once whether or not the circuit is open.
    const killedAt = Date.now()
    await stop(mocks, 'SIGKILL')
    await sleep(3_000)
    const killedTo = Date.now()
    variables = await startMocks()
    const killRecoveryMs = await recovered(Date.now(), 'pro@example.com')

    // Frozen: every call waits out the 5 s timeout until the circuit opens.
    const frozenAt = Date.now()
    mocks?.kill('SIGSTOP')
    await sleep(FREEZE_MS)
    const thawedAt = Date.now()
    mocks?.kill('SIGCONT')
    const freezeRecoveryMs = await recovered(thawedAt, 'enterprise@example.com')

    // Redis killed: sign-in refuses with its message, pages are still served.
    const redisAt = Date.now()
    await redis.stop()
    await sleep(3_000)
    const redisTo = Date.now()
    await redis.start()
    const redisRecoveryMs = await recovered(Date.now(), 'admin@example.com')
    running = false
    await load

    const baseline = (kind: Kind) =>
      max(between(samples, kind, baselineFrom, baselineTo).map((sample) => sample.ms))
    const summary = (kind: Kind, from: number, to: number) => {
      const some = between(samples, kind, from, to)
      return {
        count: some.length,
        p99: p99(some.map((s) => s.ms)),
        max: max(some.map((s) => s.ms)),
        statuses: [...new Set(some.map((s) => s.status))],
      }
    }
    // The circuit has opened once every call that started before it has timed out.
    const openFrom = frozenAt + SERVICE_TIMEOUT_MS + 1_000
    console.log(
      JSON.stringify(
        {
          baseline: { page: baseline('page'), account: baseline('account'), signIn: baseline('sign-in') },
          killed: {
            page: summary('page', killedAt, killedTo),
            signIn: summary('sign-in', killedAt, killedTo),
            account: summary('account', killedAt, killedTo),
          },
          frozenOpen: {
            page: summary('page', openFrom, thawedAt),
            signIn: summary('sign-in', openFrom, thawedAt),
            account: summary('account', openFrom, thawedAt),
          },
          redisDown: {
            page: summary('page', redisAt, redisTo),
            signIn: summary('sign-in', redisAt, redisTo),
          },
          recoveryMs: { kill: killRecoveryMs, freeze: freezeRecoveryMs, redis: redisRecoveryMs },
        },
        null,
        1,
      ),
    )

    // Cached pages: served throughout, stale where they must be, fast.
    const pages = samples.filter((sample) => sample.kind === 'page')
    expect(pages.every((sample) => sample.status === 200)).toBe(true)
    for (const [from, to] of [
      [killedAt, killedTo],
      [frozenAt, thawedAt],
      [redisAt, redisTo],
    ] as const) {
      expect(p99(between(samples, 'page', from, to).map((s) => s.ms))).toBeLessThanOrEqual(
        PAGE_P99_MS + baseline('page'),
      )
    }

    // Sign-in while the identity service is unreachable, and while Redis is: the same clear messages as
    // before the breaker (the service's, then the protection's).
    for (const [from, to, message] of [
      [killedAt + 500, killedTo, AUTH_MESSAGES.unavailable],
      [openFrom, thawedAt, AUTH_MESSAGES.unavailable],
      [redisAt + 1_000, redisTo, AUTH_MESSAGES.protectionUnavailable],
    ] as const) {
      const refused = between(samples, 'sign-in', from, to)
      expect(refused.length).toBeGreaterThan(0)
      for (const sample of refused) expect(sample.body).toContain(message)
    }

    // Once open, sign-in and /account/ answer at once; only a probe (one per interval) waits.
    const probes = Math.ceil((thawedAt - openFrom) / HALF_OPEN_MS) + 1
    for (const kind of ['sign-in', 'account'] as const) {
      const open = between(samples, kind, openFrom, thawedAt)
      expect(open.length).toBeGreaterThan(0)
      const slow = open.filter((sample) => sample.ms > OPEN_BOUND_MS + baseline(kind))
      expect(slow.length, `${kind}: ${JSON.stringify(slow.map((s) => s.ms))}`).toBeLessThanOrEqual(probes)
      expect(slow.length).toBeLessThan(open.length / 2)
    }
    for (const sample of between(samples, 'account', openFrom, thawedAt))
      expect([200, 503]).toContain(sample.status)

    expect(killRecoveryMs).toBeLessThanOrEqual(RECOVERY_MS)
    expect(freezeRecoveryMs).toBeLessThanOrEqual(RECOVERY_MS)

    // No error is publicly cacheable.
    for (const sample of samples.filter((one) => one.status >= 400)) {
      expect(sample.cacheControl, `${sample.kind} ${sample.status}`).not.toMatch(
        /public|s-maxage|stale-if-error/,
      )
    }
  } finally {
    running = false
    await load
  }
})
