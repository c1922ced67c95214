import { existsSync, readFileSync } from 'node:fs'
import { request as httpRequest } from 'node:http'
import { Worker } from 'node:worker_threads'
import { z } from 'zod'
import { updateAdminUserAction } from '../shared/api/actions/admin-users.ts'
import { labRunAction } from '../shared/api/actions/lab-run.ts'
import { signInAction } from '../shared/api/actions/sign-in.ts'

/**
 * Hostile traffic against a running server: each attack class for a few seconds while a separate
 * thread measures /api/health/ and a cached page one request after another. Used by the e2e test
 * (tests/e2e/hostile-traffic.spec.ts) and by `node scripts/hostile-traffic.ts` for the figures of
 * decision 019. Every loop is bounded: a class stops sending after its time, and a request still
 * open after its cap is dropped (and counted as such).
 */

const MB = 1024 * 1024
export const CACHED_PAGE = '/pricing/'

export type Latency = { count: number; p50: number; p99: number; max: number }
export type AttackReport = {
  name: string
  seconds: number
  statuses: Record<string, number>
  health: Latency
  page: Latency
  /** The same two measured with no attack, just before this one (the machine's own noise). */
  idle?: { health: Latency; page: Latency }
  /** The server's own longest event-loop delay meanwhile, when it runs with the monitor. */
  eventLoopMaxMs?: number
}

type Shot = {
  method: string
  path: string
  headers?: Record<string, string>
  body?: Buffer
  trickle?: boolean
}
/** `pauseMs` between one lane's requests: the attacker shares the machine's CPU with the server. */
type Attack = {
  name: string
  concurrency: number
  capMs: number
  pauseMs?: number
  shot: (n: number) => Shot
}

/** The ids of the built server's functions, from its manifest (`/_serverFn/<id>`). */
export function builtServerFnIds(serverFile = 'dist/server/server.js'): Map<string, string> {
  const source = readFileSync(serverFile, 'utf8')
  const entry = /"([0-9a-f]{64})": \{\s*functionName: "(\w+)_createServerFn_handler"/g
  return new Map([...source.matchAll(entry)].map(([, id = '', name = '']) => [name, id]))
}

function serverFnHeaders(origin: string): Record<string, string> {
  return { 'x-tsr-serverfn': 'true', 'sec-fetch-site': 'same-origin', origin }
}

/** What the site's own client sends with an action (the same-site check passes: only the body is hostile). */
function actionHeaders(origin: string): Record<string, string> {
  return { 'sec-fetch-site': 'same-origin', origin }
}

function multipartUpload(bytes: number): { body: Buffer; contentType: string } {
  const boundary = '----hostile-traffic-boundary'
  const head = Buffer.from(
    `--${boundary}\r\ncontent-disposition: form-data; name="tool"\r\n\r\ncompressed-pdf\r\n` +
      `--${boundary}\r\ncontent-disposition: form-data; name="file"; filename="big.pdf"\r\n` +
      'content-type: application/pdf\r\n\r\n%PDF-',
  )
  const tail = Buffer.from(`\r\n--${boundary}--\r\n`)
  return {
    body: Buffer.concat([head, Buffer.alloc(bytes), tail]),
    contentType: `multipart/form-data; boundary=${boundary}`,
  }
}

/** The attack classes of the issue, each a request generator. */
export function attackClasses(origin: string, fnIds: Map<string, string>): Attack[] {
  // Every server function is a page's read; the gate bounds a body before it knows which one it is.
  const jsonFn = fnIds.get('getLabContext')
  if (!jsonFn) throw new Error('getLabContext must be in the build')
  const depth = 5 * MB
  const nested = Buffer.from('['.repeat(depth) + ']'.repeat(depth))
  const upload = multipartUpload(100 * MB)
  const fn = serverFnHeaders(origin)
  const action = actionHeaders(origin)
  const methods = ['OPTIONS', 'TRACE', 'PUT', 'DELETE']
  const spellings = ['0x400', '640.0', '%20640', '0640', '+640']
  const formats = ['avif', 'webp', 'png']
  return [
    {
      name: 'nested JSON (10 MB) to a server function',
      concurrency: 1,
      capMs: 30_000,
      pauseMs: 50,
      shot: () => ({
        method: 'POST',
        path: `/_serverFn/${jsonFn}`,
        headers: { ...fn, 'content-type': 'application/json' },
        body: nested,
      }),
    },
    {
      name: 'anonymous 100 MB upload to the API lab',
      concurrency: 1,
      capMs: 30_000,
      pauseMs: 50,
      shot: () => ({
        method: 'POST',
        path: labRunAction.path,
        headers: { ...action, 'content-type': upload.contentType },
        body: upload.body,
      }),
    },
    {
      name: 'bodies that trickle in (1 byte / 200 ms) to an action',
      concurrency: 20,
      capMs: 15_000,
      shot: () => ({
        method: 'POST',
        path: updateAdminUserAction.path,
        headers: { ...action, 'content-type': 'application/json', 'content-length': '2000' },
        trickle: true,
      }),
    },
    {
      name: 'large encodes of distinct images (AVIF, WebP, PNG)',
      concurrency: 4,
      capMs: 60_000,
      shot: (n) => ({
        method: 'GET',
        path: `/api/image/?url=%2Fuploads%2Fmedia%2Fhostile-${n}-${Date.now()}.png&w=3072&h=2048&f=${formats[n % formats.length]}&q=90&fit=fill`,
      }),
    },
    {
      name: 'odd spellings of image widths',
      concurrency: 4,
      capMs: 30_000,
      shot: (n) => ({
        method: 'GET',
        path: `/api/image/?url=%2Fuploads%2Fmedia%2Fspelling-${n % 50}.png&w=${spellings[n % spellings.length]}`,
      }),
    },
    {
      name: 'OPTIONS, TRACE, PUT, DELETE on /',
      concurrency: 2,
      capMs: 30_000,
      shot: (n) => ({ method: methods[n % methods.length] ?? 'PUT', path: '/' }),
    },
    {
      name: 'unique query strings on cached pages',
      concurrency: 2,
      capMs: 30_000,
      shot: (n) => ({ method: 'GET', path: `${n % 2 ? '/learning/' : CACHED_PAGE}?x=${n}&utm_source=${n}` }),
    },
    {
      // The hostile review: a stale hit made the server fetch whatever Host it was sent (a port that never
      // answers kept the page stale for good), and JSON actions took text/plain bodies.
      name: 'pages asked for with another Host, JSON actions sent as text/plain',
      concurrency: 2,
      capMs: 30_000,
      shot: (n) =>
        n % 2
          ? { method: 'GET', path: '/learning/', headers: { host: '127.0.0.1:9' } }
          : {
              method: 'POST',
              path: signInAction.path,
              headers: { ...action, 'content-type': 'text/plain' },
              body: Buffer.from(JSON.stringify({ email: 'pro@example.com', password: 'x' })),
            },
    },
  ]
}

/** One request; resolves with its status, or how it failed. Never rejects. */
function send(origin: string, shot: Shot, capMs: number): Promise<string> {
  return new Promise((resolve) => {
    const url = new URL(shot.path, origin)
    let settled = false
    let ticker: NodeJS.Timeout | undefined
    const done = (outcome: string) => {
      if (settled) return
      settled = true
      clearTimeout(cap)
      clearInterval(ticker)
      request.destroy()
      resolve(outcome)
    }
    const request = httpRequest(
      url,
      { method: shot.method, headers: { connection: 'close', ...shot.headers }, agent: false },
      (response) => {
        response.resume()
        response.on('end', () => done(String(response.statusCode)))
        response.on('error', () => done(String(response.statusCode)))
      },
    )
    const cap = setTimeout(() => done('still open at cap'), capMs)
    request.on('error', (error: NodeJS.ErrnoException) => done(error.code ?? 'error'))
    if (shot.trickle) {
      request.flushHeaders()
      ticker = setInterval(() => request.write('['), 200)
    } else request.end(shot.body)
  })
}

const PROBE_SOURCE = `
const { parentPort, workerData } = require('node:worker_threads')
const samples = { health: [], page: [] }
let running = true
parentPort.on('message', (message) => {
  if (message === 'stop') running = false
})
async function probe(kind, path) {
  const started = performance.now()
  try {
    const response = await fetch(workerData.origin + path, { signal: AbortSignal.timeout(60000) })
    await response.arrayBuffer()
  } catch {}
  samples[kind].push(performance.now() - started)
}
;(async () => {
  while (running) {
    await probe('health', '/api/health/')
    await probe('page', workerData.page)
  }
  parentPort.postMessage(samples)
})()
`

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))

const samplesSchema = z.object({ health: z.array(z.number()), page: z.array(z.number()) })

function latency(samples: number[]): Latency {
  const sorted = [...samples].sort((a, b) => a - b)
  const at = (share: number) =>
    Math.round(sorted[Math.min(sorted.length - 1, Math.floor(share * sorted.length))] ?? 0)
  return { count: sorted.length, p50: at(0.5), p99: at(0.99), max: Math.round(sorted.at(-1) ?? 0) }
}

/** Measures the health route and a cached page, one request after another, until `work` is done. */
export async function whileProbing<T>(
  origin: string,
  work: () => Promise<T>,
): Promise<{ result: T; health: Latency; page: Latency }> {
  const worker = new Worker(PROBE_SOURCE, { eval: true, workerData: { origin, page: CACHED_PAGE } })
  const samples = new Promise<unknown>((resolve, reject) => {
    worker.once('message', resolve)
    worker.once('error', reject)
  })
  const result = await work()
  worker.postMessage('stop')
  const measured = samplesSchema.parse(await samples)
  await worker.terminate()
  return { result, health: latency(measured.health), page: latency(measured.page) }
}

/** Keeps `concurrency` requests of one class open for `seconds`, then waits for the last ones. */
async function runAttack(origin: string, attack: Attack, seconds: number): Promise<Record<string, number>> {
  const statuses: Record<string, number> = {}
  const until = Date.now() + seconds * 1000
  let sent = 0
  const lane = async () => {
    while (Date.now() < until) {
      const outcome = await send(origin, attack.shot(sent++), attack.capMs)
      statuses[outcome] = (statuses[outcome] ?? 0) + 1
      if (attack.pauseMs) await sleep(attack.pauseMs)
    }
  }
  await Promise.all(Array.from({ length: attack.concurrency }, lane))
  return statuses
}

const delaySchema = z.object({ at: z.number(), maxMs: z.number() })

/** The longest delay the server's monitor (scripts/event-loop-monitor.ts) logged between two times. */
export function eventLoopMaxMs(log: string, from: number, to: number): number | undefined {
  if (!existsSync(log)) return undefined
  const delays = readFileSync(log, 'utf8')
    .split('\n')
    .filter(Boolean)
    .map((line) => delaySchema.parse(JSON.parse(line)))
    .filter((entry) => entry.at >= from && entry.at <= to + 300)
  return delays.length ? Math.max(...delays.map((entry) => entry.maxMs)) : undefined
}

export async function runHostileTraffic(
  origin: string,
  {
    seconds = 4,
    fnIds = builtServerFnIds(),
    only,
    eventLoopLog,
    idleMs = 0,
  }: {
    seconds?: number
    fnIds?: Map<string, string>
    only?: RegExp
    eventLoopLog?: string
    idleMs?: number
  } = {},
): Promise<AttackReport[]> {
  const reports: AttackReport[] = []
  for (const attack of attackClasses(origin, fnIds)) {
    if (only && !only.test(attack.name)) continue
    const idle = idleMs > 0 ? await whileProbing(origin, () => sleep(idleMs)) : undefined
    const started = Date.now()
    const { result, health, page } = await whileProbing(origin, () => runAttack(origin, attack, seconds))
    const ended = Date.now()
    reports.push({
      name: attack.name,
      seconds: (ended - started) / 1000,
      statuses: result,
      health,
      page,
      idle: idle && { health: idle.health, page: idle.page },
      eventLoopMaxMs: eventLoopLog ? eventLoopMaxMs(eventLoopLog, started, ended) : undefined,
    })
  }
  return reports
}

const healthSchema = z.object({ memory: z.object({ rssMb: z.number(), heapUsedMb: z.number() }) })

/** The server's memory after a full GC (it runs with --expose-gc). */
export async function memoryAfterGc(origin: string) {
  return healthSchema.parse(await (await fetch(`${origin}/api/health/?gc`)).json()).memory
}

/** One request of every kind first, so the baseline has every module loaded. */
export async function warmUp(origin: string) {
  for (const path of [CACHED_PAGE, '/learning/', '/', '/api/health/'])
    await (await fetch(origin + path)).arrayBuffer()
  for (const format of ['webp', 'png']) {
    const image = `/api/image/?url=%2Fuploads%2Fmedia%2Fwarm-up.png&w=3072&h=2048&f=${format}&q=90&fit=fill`
    await (await fetch(origin + image)).arrayBuffer()
  }
}

export function reportTable(reports: AttackReport[]): string {
  const lines = [
    '| attack (each for a few seconds) | answers | server event-loop delay max (ms) | health p50 / p99 / max (ms) | cached page p50 / p99 / max (ms) |',
    '| --- | --- | --- | --- | --- |',
  ]
  for (const report of reports) {
    const statuses = Object.entries(report.statuses)
      .map(([status, count]) => `${count}× ${status}`)
      .join(', ')
    const figures = (l: Latency) => `${l.p50} / ${l.p99} / ${l.max}`
    const delay = report.eventLoopMaxMs ?? 'n/a'
    lines.push(
      `| ${report.name} | ${statuses} | ${delay} | ${figures(report.health)} | ${figures(report.page)} |`,
    )
  }
  return lines.join('\n')
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const { startBuiltServer } = await import('./built-server.ts')
  const port = Number(process.env.PORT ?? 4303)
  const origin = `http://127.0.0.1:${port}`
  const seconds = Number(process.env.HOSTILE_SECONDS ?? 4)
  const only = process.env.HOSTILE_ONLY ? new RegExp(process.env.HOSTILE_ONLY, 'i') : undefined
  const eventLoopLog = `${process.env.TMPDIR ?? '/tmp'}/event-loop-${port}-${Date.now()}.log`
  process.env.EVENT_LOOP_LOG = eventLoopLog
  const monitor = new URL('./event-loop-monitor.ts', import.meta.url).pathname
  const server = await startBuiltServer(port, ['--expose-gc', '--import', monitor])
  try {
    await warmUp(origin)
    const idleFrom = Date.now()
    const idle = await whileProbing(origin, () => sleep(3000))
    const idleDelay = eventLoopMaxMs(eventLoopLog, idleFrom, Date.now())
    const before = await memoryAfterGc(origin)
    const reports = await runHostileTraffic(origin, { seconds, only, eventLoopLog })
    const after = await memoryAfterGc(origin)
    console.log(`idle: health ${JSON.stringify(idle.health)} page ${JSON.stringify(idle.page)}`)
    console.log(`idle event-loop delay max: ${idleDelay ?? 'n/a'} ms`)
    console.log(reportTable(reports))
    console.log(`RSS after a GC: ${before.rssMb} MB before, ${after.rssMb} MB after`)
  } finally {
    server.kill()
  }
}
