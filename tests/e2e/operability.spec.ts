import { type ChildProcess, execFile, spawn } from 'node:child_process'
import { once } from 'node:events'
import { mkdtemp, rm, writeFile } from 'node:fs/promises'
import { type IncomingHttpHeaders, type Server, createServer, request as httpRequest } from 'node:http'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { promisify } from 'node:util'
import { expect, test } from '@playwright/test'
import { z } from 'zod'
import { dashboardQueries, runnableQuery } from '../../scripts/grafana-dashboard.ts'
import { accelerated, ruleGroups, writeRulesFile } from '../../scripts/prometheus-rules.ts'
import { type RedisServer, freePort, startRedisServer } from '../../scripts/redis-server.ts'
import { serverNodeFlags } from '../../scripts/server-flags.ts'
import { siteEnvFromMockServer } from '../../scripts/standalone-mocks.ts'

/**
 * What an operator sees, proven with real parts: a trace of one request from the SDK's in-memory
 * exporter, then Debian's Prometheus scraping two instances (sharing a real redis-server and the
 * standalone mock server) under load and a fault sequence, with the site's own alert rules run 60
 * times faster (5 min windows become 5 s). Every assertion about metrics and alerts is a PromQL query.
 */
test.describe.configure({ mode: 'serial', timeout: 90_000 })

const children: ChildProcess[] = []
let redis: RedisServer
let mockPort = 0
let mocks = ''
let mockServer: ChildProcess | undefined
let siteVariables: Record<string, string> = {}
const secrets = {
  SESSION_SECRET: 'operability-session-secret-0123456789abcdef',
  REVALIDATE_SECRET: 'operability-revalidate-secret',
  PREVIEW_SECRET: 'operability-preview-secret',
}

function start(args: string[], env: Record<string, string>, command = process.execPath) {
  const child = spawn(command, args, { env: { ...process.env, ...env }, stdio: ['ignore', 'pipe', 'pipe'] })
  children.push(child)
  let output = ''
  child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()))
  child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()))
  return { child, output: () => output }
}

/** Polls a condition: the suite waits on states, never on the clock. */
async function until(check: () => Promise<boolean>, what: string, timeoutMs = 30_000) {
  const deadline = Date.now() + timeoutMs
  while (!(await check().catch(() => false))) {
    if (Date.now() > deadline) throw new Error(`not in time: ${what}`)
    await new Promise((resolve) => setTimeout(resolve, 200))
  }
}

async function startMocks() {
  const server = start(['dist/mock-server/mock-server.js'], { MOCK_PORT: String(mockPort) })
  mockServer = server.child
  await until(async () => /CDN_PURGE_TOKEN=\S+\n/.test(server.output()), 'the mock server')
  return server.output()
}

test.beforeAll(async () => {
  test.setTimeout(120_000)
  redis = await startRedisServer()
  mockPort = await freePort()
  mocks = `http://127.0.0.1:${mockPort}`
  const printed = await startMocks()
  siteVariables = siteEnvFromMockServer(printed)
})

test.afterAll(async () => {
  await Promise.all(
    children.map(async (child) => {
      if (child.exitCode !== null || child.signalCode !== null) return
      const exited = once(child, 'exit')
      child.kill('SIGCONT')
      child.kill('SIGTERM')
      await exited
    }),
  )
  await redis?.stop()
})

test('a trace of GET /pricing/ on a cache miss: the Strapi call is a child span, and Strapi got its traceparent', async () => {
  // A recording proxy in front of the mock Strapi: what the upstream really received.
  const received: { path: string; headers: IncomingHttpHeaders }[] = []
  const proxy: Server = createServer((incoming, outgoing) => {
    received.push({ path: incoming.url ?? '', headers: incoming.headers })
    const forwarded = httpRequest(
      `${mocks}${incoming.url ?? '/'}`,
      { method: incoming.method, headers: incoming.headers },
      (answer) => {
        outgoing.writeHead(answer.statusCode ?? 502, answer.headers)
        answer.pipe(outgoing)
      },
    )
    incoming.pipe(forwarded)
  })
  const proxyPort = await freePort()
  await new Promise<void>((resolve) => proxy.listen(proxyPort, '127.0.0.1', resolve))
  try {
    const { stdout } = await promisify(execFile)(
      process.execPath,
      ['scripts/trace-request.ts', '/pricing/', '--json'],
      {
        env: {
          ...process.env,
          ...siteVariables,
          ...secrets,
          STRAPI_URL: (siteVariables.STRAPI_URL ?? '').replace(mocks, `http://127.0.0.1:${proxyPort}`),
          MOCKS: 'false',
          SITE_URL: 'http://127.0.0.1:3000',
        },
        maxBuffer: 16 * 1024 * 1024,
      },
    )
    const lastLine = stdout.trim().split('\n').at(-1) ?? ''
    const trace = z
      .object({
        status: z.number(),
        requestId: z.string(),
        spans: z.array(
          z.object({
            name: z.string(),
            traceId: z.string(),
            spanId: z.string(),
            parentSpanId: z.string().optional(),
            attributes: z.record(z.string(), z.unknown()),
          }),
        ),
      })
      .parse(JSON.parse(lastLine))
    expect(trace.status).toBe(200)
    const root = trace.spans.find((span) => span.name === 'GET document')
    expect(root?.parentSpanId).toBeUndefined()
    expect(root?.attributes).toMatchObject({ 'pdfrest.page_cache': 'miss', 'http.response.status_code': 200 })
    // The request id is the trace id, and every span belongs to that one trace.
    expect(trace.requestId).toBe(root?.traceId)
    expect(new Set(trace.spans.map((span) => span.traceId))).toEqual(new Set([root?.traceId]))
    const render = trace.spans.find((span) => span.name === 'page-cache render')
    expect(render?.parentSpanId).toBe(root?.spanId)
    const byId = new Map(trace.spans.map((span) => [span.spanId, span]))
    const underRender = (spanId: string | undefined): boolean =>
      spanId === render?.spanId || (spanId !== undefined && underRender(byId.get(spanId)?.parentSpanId))
    const strapiSpans = trace.spans.filter((span) => span.name === 'strapi SDK')
    expect(strapiSpans.length).toBeGreaterThan(0)
    const pricing = strapiSpans.find((span) => String(span.attributes['url.path']).includes('pricing'))
    expect(pricing, JSON.stringify(strapiSpans.map((span) => span.attributes))).toBeDefined()
    expect(underRender(pricing?.parentSpanId)).toBe(true)
    // Each Strapi call the site made carried its own span's context to Strapi.
    const sent = new Set(received.map(({ headers }) => headers.traceparent))
    for (const span of strapiSpans) expect(sent).toContain(`00-${span.traceId}-${span.spanId}-01`)
  } finally {
    proxy.close()
  }
})

test('Prometheus scrapes two instances under load and faults: the right series move, the right alerts fire', async () => {
  test.setTimeout(180_000)
  const [siteA, siteB, metricsA, metricsB, promPort] = await Promise.all(
    Array.from({ length: 5 }, () => freePort()),
  )
  const sites = [siteA, siteB].map((port) => `http://127.0.0.1:${port}`)
  const [one = '', two = ''] = sites
  const instances: ReturnType<typeof start>[] = []
  for (const [port, metricsPort] of [
    [siteA, metricsA],
    [siteB, metricsB],
  ] as const) {
    const instance = start([...serverNodeFlags, 'scripts/serve.ts'], {
      ...siteVariables,
      ...secrets,
      PORT: String(port),
      HOST: '127.0.0.1',
      SITE_URL: `http://127.0.0.1:${port}`,
      MOCKS: 'false',
      REDIS_URL: redis.url,
      METRICS_PORT: String(metricsPort),
      METRICS_HOST: '127.0.0.1',
      SHUTDOWN_DELAY_SECONDS: '5',
      TRUSTED_PROXIES: '1',
      FORWARDED_HEADER: 'x-forwarded-for',
    })
    instances.push(instance)
  }
  const folder = await mkdtemp(join(tmpdir(), 'pdfrest-prometheus-'))
  writeRulesFile(join(folder, 'rules.yaml'), accelerated(ruleGroups(), 60))
  await writeFile(
    join(folder, 'prometheus.yml'),
    JSON.stringify({
      global: { scrape_interval: '1s', evaluation_interval: '1s' },
      rule_files: ['rules.yaml'],
      scrape_configs: [
        {
          job_name: 'pdfrest-site',
          static_configs: [{ targets: [metricsA, metricsB].map((port) => `127.0.0.1:${port}`) }],
        },
      ],
    }),
  )
  const prometheus = `http://127.0.0.1:${promPort}`
  start(
    [
      `--config.file=${join(folder, 'prometheus.yml')}`,
      `--storage.tsdb.path=${join(folder, 'data')}`,
      `--web.listen-address=127.0.0.1:${promPort}`,
    ],
    {},
    process.env.PROMETHEUS ?? 'prometheus',
  )

  const resultSchema = z.object({
    status: z.literal('success'),
    data: z.object({
      result: z.array(
        z.object({ metric: z.record(z.string(), z.string()), value: z.tuple([z.number(), z.string()]) }),
      ),
    }),
  })
  const query = async (promql: string) => {
    const response = await fetch(`${prometheus}/api/v1/query?query=${encodeURIComponent(promql)}`)
    return resultSchema.parse(await response.json()).data.result
  }
  /** Waits until the query answers at least `count` series. */
  const moved = async (promql: string, count = 1, timeoutMs?: number) => {
    try {
      await until(async () => (await query(promql)).length >= count, promql, timeoutMs)
    } catch (error) {
      // What the upstreams did, to tell which service the fault reached.
      const calls = await query('sum by (service, outcome) (pdfrest_upstream_calls_total)')
      throw new Error(
        `${String(error)}\nupstream calls: ${JSON.stringify(calls.map((call) => [call.metric, call.value[1]]))}`,
        { cause: error },
      )
    }
  }
  const alert = (name: string, labels: string) =>
    `ALERTS{alertname="${name}",alertstate=~"pending|firing"${labels}}`
  const firing = (name: string, labels = '') => `ALERTS{alertname="${name}",alertstate="firing"${labels}}`

  await until(
    async () => (await query('up{job="pdfrest-site"} == 1')).length === 2,
    'both instances scraped',
    60_000,
  ).catch((error: unknown) => {
    // A site that refused to start says why on its own output.
    const said = instances.map((instance) => instance.output().slice(-2_000)).join('\n---\n')
    throw new Error(`${String(error)}\nwhat the instances printed:\n${said}`, { cause: error })
  })

  // Load: anonymous visitors on cached pages, on both instances, until the test ends.
  let loading = true
  let misses = false
  let missCount = 0
  const visitor = async (origin: string) => {
    while (loading) {
      const path = misses
        ? `/no-such-page-${(missCount += 1)}/`
        : ['/', '/pricing/'][Math.floor(Math.random() * 2)]
      await fetch(`${origin}${path}`)
        .then((response) => response.arrayBuffer())
        .catch(() => undefined)
    }
  }
  const visitors = [visitor(one), visitor(two), visitor(one), visitor(two)]
  // Each from its own address (behind one trusted proxy), so no per-address limit stops them.
  let signIns = 0
  const signIn = (origin: string) => {
    signIns += 1
    return fetch(`${origin}/api/auth/sign-in/`, {
      method: 'POST',
      headers: {
        'sec-fetch-site': 'same-origin',
        'content-type': 'application/json',
        'x-forwarded-for': `10.1.${signIns >> 8}.${signIns & 255}`,
      },
      body: JSON.stringify({ email: `visitor-${signIns}@example.com`, password: 'Wrong-pass-1!' }),
    }).then((response) => response.text())
  }

  try {
    // Healthy: requests on both instances, cache hits, Redis up, the runtime's own metrics.
    await moved(
      'sum by (instance) (rate(pdfrest_http_request_duration_seconds_count{kind="document"}[5s])) > 0',
      2,
    )
    await moved('sum(increase(pdfrest_page_cache_requests_total{state="hit"}[5s])) > 0')
    await moved('pdfrest_shared_store_up{kind="redis"} == 1', 2)
    await moved('nodejs_eventloop_lag_p99_seconds > 0', 2)
    await moved('nodejs_heap_size_used_bytes > 0', 2)

    // Cache-busting traffic: every request a page the cache does not hold; the hit ratio falls.
    misses = true
    await moved(alert('PageCacheHitRatioFalling', ''))
    await moved(firing('PageCacheHitRatioFalling'))
    misses = false
    await moved('pdfrest:page_cache_hits:ratio_rate5m > 0.9')

    // The upstreams killed: sign-ins cannot reach identity (503 "briefly unavailable"); cached
    // documents are still served.
    mockServer?.kill('SIGKILL')
    const failing = setInterval(() => void signIn(signIns % 2 ? one : two), 400)
    try {
      await moved(firing('UpstreamErrors', ',service="identity"'))
      await moved('sum(increase(pdfrest_upstream_calls_total{service="identity",outcome="error"}[10s])) > 0')
      await moved(firing('SLOAvailabilityBudgetBurnFast', ',kind="sign-in"'))
    } finally {
      clearInterval(failing)
    }
    expect(await query(alert('SLOAvailabilityBudgetBurnFast', ',kind="document"'))).toEqual([])
    expect(await query('pdfrest:slo_errors:ratio_rate5m{kind="document"} > 0')).toEqual([])

    // Frozen: the mock server back, then stopped mid-flight; calls wait out the 5 s deadline.
    await startMocks()
    mockServer?.kill('SIGSTOP')
    // Sign-ins keep coming: the circuit opened by the kill lets one probe through each time it
    // half-opens, and that probe is the call that waits out the deadline.
    const frozen: Promise<string>[] = []
    const waiting = setInterval(() => frozen.push(signIn(signIns % 2 ? one : two)), 400)
    try {
      await moved(alert('UpstreamTimeouts', ',service="identity"'), 1, 45_000)
      await moved(
        'sum(increase(pdfrest_upstream_calls_total{service="identity",outcome="timeout"}[30s])) > 0',
        1,
        45_000,
      )
    } finally {
      clearInterval(waiting)
      mockServer?.kill('SIGCONT')
    }
    await Promise.all(frozen)

    // Redis killed: both instances report the store down; sign-ins are refused, and counted so.
    await redis.stop()
    await moved('pdfrest_shared_store_up{kind="redis"} == 0', 2)
    await moved(firing('SharedStoreDown'), 2)
    await signIn(one)
    await moved('sum(pdfrest_throttle_refusals_total{reason="store_down"}) > 0')
    // The dashboard's rate needs two scrapes of the counter after the refusal.
    await moved('sum(rate(pdfrest_throttle_refusals_total{reason="store_down"}[10s])) > 0')

    // Every dashboard query runs against these series (circuits and cache sizes come from modules
    // that register them; this build has none yet).
    for (const { panel, expr } of dashboardQueries()) {
      const runnable = runnableQuery(expr, { service: 'identity', window: '10s' })
      const result = await query(runnable)
      if (!/pdfrest_upstream_circuit_state|pdfrest_cache_entries/.test(expr))
        expect(result.length, `${panel}: ${runnable}`).toBeGreaterThan(0)
    }

    // A deploy: one instance told to stop reports its drain until it exits.
    await redis.start()
    const stopping = children.find((child) => child.spawnargs.includes('scripts/serve.ts'))
    stopping?.kill('SIGTERM')
    await moved('pdfrest_draining == 1')
  } finally {
    loading = false
    mockServer?.kill('SIGCONT')
    await Promise.all(visitors)
    await rm(folder, { recursive: true, force: true })
  }
})
