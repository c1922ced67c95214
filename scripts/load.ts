import { mkdir, writeFile } from 'node:fs/promises'
import autocannon from 'autocannon'
import { z } from 'zod'
import { startBuiltServer } from './built-server.ts'

/**
 * `npm run load`: 60 s, 100 connections, a weighted mix of anonymous pages and their assets against
 * the production build (mocks on). Passes only with 0 errors, 0 responses outside 2xx/3xx and the
 * server's memory (RSS and heap, after a GC) within 20% of what it was after warm-up.
 * Writes bench/load-results.md. LOAD_SECONDS / LOAD_CONNECTIONS shorten it for a smoke run.
 */
const port = Number(process.env.LOAD_PORT ?? 4310)
const origin = `http://127.0.0.1:${port}`
const duration = Number(process.env.LOAD_SECONDS ?? 60)
const connections = Number(process.env.LOAD_CONNECTIONS ?? 100)
const MAX_GROWTH = 0.2

// Weight = how many times a path appears in the cycle each connection walks through.
const pages: [string, number][] = [
  ['/', 6],
  ['/pricing/', 3],
  ['/apitools/', 2],
  ['/apitools/pdf-redaction/', 2],
  ['/learning/', 2],
  ['/learning/tutorials/how-to-redact-pdfs-with-python/', 2],
  ['/products/cloud-api/', 1],
  ['/privacypolicy/', 1],
  ['/termsofservice/', 1],
  ['/robots.txt', 1],
  ['/favicon.ico', 1],
]

const healthSchema = z.object({ memory: z.object({ rssMb: z.number(), heapUsedMb: z.number() }) })

async function memoryAfterGc() {
  await new Promise((resolve) => setTimeout(resolve, 3_000))
  const health = healthSchema.parse(await (await fetch(`${origin}/api/health/?gc`)).json())
  return health.memory
}

/** The scripts and styles the home page loads, so the mix fetches assets as a browser would. */
async function assetsOfHome(): Promise<string[]> {
  const html = await (await fetch(`${origin}/`)).text()
  const urls = [...html.matchAll(/(?:src|href)="(\/assets\/[^"]+\.(?:js|css))"/g)].map(
    (match) => match[1] ?? '',
  )
  return [...new Set(urls)].filter(Boolean).slice(0, 8)
}

function requestCycle(assets: string[]) {
  const paths = [...pages.flatMap(([path, weight]) => Array<string>(weight).fill(path)), ...assets, ...assets]
  // A fixed interleaving, so connections do not all hit the same path at the same moment.
  return paths
    .map((path, index) => ({ path, key: (index * 7919) % paths.length }))
    .sort((a, b) => a.key - b.key)
    .map(({ path }) => ({ method: 'GET' as const, path, headers: { 'accept-encoding': 'br, gzip' } }))
}

const server = await startBuiltServer(port, ['--expose-gc'])
let failed: boolean | undefined
try {
  const assets = await assetsOfHome()
  const requests = requestCycle(assets)
  // Warm-up at the run's own concurrency: every path rendered and cached, JIT warm, and the
  // buffers 100 open connections need already allocated, so the baseline is the steady state.
  await autocannon({ url: origin, connections, duration: 10, requests })
  const before = await memoryAfterGc()
  const result = await autocannon({ url: origin, connections, duration, requests })
  const after = await memoryAfterGc()
  const growth = {
    rss: after.rssMb / before.rssMb - 1,
    heap: after.heapUsedMb / before.heapUsedMb - 1,
  }
  const badStatus = result['1xx'] + result['4xx'] + result['5xx']
  const checks = [
    { name: 'errors (connection, timeout)', ok: result.errors === 0 && result.timeouts === 0 },
    { name: 'responses outside 2xx/3xx', ok: badStatus === 0 },
    { name: `RSS growth ≤ ${MAX_GROWTH * 100}%`, ok: growth.rss <= MAX_GROWTH },
    { name: `heap growth ≤ ${MAX_GROWTH * 100}%`, ok: growth.heap <= MAX_GROWTH },
  ]
  failed = checks.some((check) => !check.ok)
  const percent = (value: number) => `${(value * 100).toFixed(1)}%`
  const report = [
    `# Load test (${new Date().toISOString()}, node ${process.version})`,
    '',
    `${duration} s, ${connections} connections, ${requests.length} requests per cycle (${pages.length} paths weighted, ${assets.length} assets).`,
    '',
    '| figure | value |',
    '| --- | --- |',
    `| requests | ${result.requests.total} |`,
    `| req/s (average) | ${Math.round(result.requests.average)} |`,
    `| latency p50 / p99 / max ms | ${result.latency.p50} / ${result.latency.p99} / ${result.latency.max} |`,
    `| 2xx / 3xx / 4xx / 5xx | ${result['2xx']} / ${result['3xx']} / ${result['4xx']} / ${result['5xx']} |`,
    `| errors / timeouts | ${result.errors} / ${result.timeouts} |`,
    `| RSS before → after (MB) | ${before.rssMb} → ${after.rssMb} (${percent(growth.rss)}) |`,
    `| heap used before → after (MB) | ${before.heapUsedMb} → ${after.heapUsedMb} (${percent(growth.heap)}) |`,
    '',
    ...checks.map((check) => `- ${check.ok ? 'PASS' : 'FAIL'}: ${check.name}`),
    '',
  ].join('\n')
  await mkdir('bench', { recursive: true })
  await writeFile('bench/load-results.md', report)
  console.log(report)
} finally {
  server.kill('SIGTERM')
}
if (failed) process.exit(1)
