import type { ChildProcess } from 'node:child_process'
import { once } from 'node:events'
import { mkdir, writeFile } from 'node:fs/promises'
import { startBuiltServer } from './built-server.ts'
import { startRedisServer } from './redis-server.ts'
import { warmThroughput } from './throughput.ts'

/**
 * `npm run bench:cluster` (after `npm run build`): the shared store's two budgets, side by side in
 * one run, into bench/cluster-results.md.
 * - Cached-page throughput with REDIS_URL within 10% of the memory store's: one instance of each,
 *   measured in alternating rounds so both meet the same machine load.
 * - A purge reaches a second instance in under 1 s (p99 over 20 publishes): webhook to one instance,
 *   poll the other until its cached page is rendered again.
 * Ports: BENCH_CLUSTER_PORT and the next two (default 4303-4305); Redis on a free port.
 */
const basePort = Number(process.env.BENCH_CLUSTER_PORT ?? 4303)
const rounds = Number(process.env.BENCH_ROUNDS ?? 3)
const publishes = Number(process.env.BENCH_PUBLISHES ?? 20)
const path = process.env.BENCH_CLUSTER_PATH ?? '/pricing/'
const BUDGET = { throughputLoss: 0.1, purgeP99Ms: 1000 }
const SECRET = {
  REVALIDATE_SECRET: 'bench-revalidate-secret',
  SESSION_SECRET: 'bench-session-secret-0123456789abcdef',
}

const medianOf = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b)
  const middle = Math.floor(sorted.length / 2)
  return sorted.length % 2 ? (sorted[middle] ?? 0) : ((sorted[middle - 1] ?? 0) + (sorted[middle] ?? 0)) / 2
}

async function cachedThroughput(origin: string): Promise<number> {
  const result = await warmThroughput(`${origin}${path}`)
  if (result.errors > 0) throw new Error(`${origin}${path}: ${result.errors} errors`)
  return result.requestsPerSecond
}

async function publishAndWait(writer: string, reader: string): Promise<number> {
  // The reader's copy is warm and served from its cache before each publish.
  await fetch(`${reader}${path}`).then((response) => response.arrayBuffer())
  const warm = await fetch(`${reader}${path}`)
  await warm.arrayBuffer()
  if (warm.headers.get('x-page-cache') !== 'hit') throw new Error(`the reader's page is not cached`)
  const started = performance.now()
  const hook = await fetch(`${writer}/api/revalidate/`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-revalidate-secret': SECRET.REVALIDATE_SECRET },
    body: JSON.stringify({
      event: 'entry.publish',
      model: 'page',
      entry: { slug: path.replaceAll('/', '') },
    }),
  })
  if (!hook.ok) throw new Error(`webhook answered ${hook.status}`)
  for (;;) {
    const response = await fetch(`${reader}${path}`)
    await response.arrayBuffer()
    // A miss means the reader dropped its copy: the purge arrived.
    if (response.headers.get('x-page-cache') === 'miss') return performance.now() - started
    if (performance.now() - started > 10_000) throw new Error('the purge never reached the reader')
  }
}

const describe = (values: number[], digits = 0) => {
  const sorted = [...values].sort((a, b) => a - b)
  return `median ${medianOf(sorted).toFixed(digits)} (range ${sorted[0]?.toFixed(digits)}-${sorted.at(-1)?.toFixed(digits)})`
}

const redis = await startRedisServer()
const servers: ChildProcess[] = []
try {
  const [memory, shared, second] = [basePort, basePort + 1, basePort + 2].map(
    (port) => `http://127.0.0.1:${port}`,
  )
  servers.push(await startBuiltServer(basePort, [], SECRET))
  servers.push(await startBuiltServer(basePort + 1, [], { ...SECRET, REDIS_URL: redis.url }))
  servers.push(await startBuiltServer(basePort + 2, [], { ...SECRET, REDIS_URL: redis.url }))

  const memoryRuns: number[] = []
  const redisRuns: number[] = []
  for (let round = 0; round < rounds; round += 1) {
    memoryRuns.push(await cachedThroughput(memory ?? ''))
    redisRuns.push(await cachedThroughput(shared ?? ''))
    console.log(
      `[bench] round ${round + 1}: memory ${memoryRuns.at(-1)} req/s, redis ${redisRuns.at(-1)} req/s`,
    )
  }
  const loss = 1 - medianOf(redisRuns) / medianOf(memoryRuns)

  const latencies: number[] = []
  for (let publish = 0; publish < publishes; publish += 1)
    latencies.push(await publishAndWait(shared ?? '', second ?? ''))
  const sorted = [...latencies].sort((a, b) => a - b)
  const p99 = sorted[Math.min(sorted.length - 1, Math.ceil(sorted.length * 0.99) - 1)] ?? 0

  const mark = (ok: boolean) => (ok ? 'ok' : 'over budget')
  const lines = [
    '# Shared store bench',
    '',
    `Cached page ${path}, autocannon 50 connections, 10 s after a 2 s warm-up, ${rounds} alternating rounds each:`,
    '',
    `- memory store: ${describe(memoryRuns)} req/s`,
    `- Redis store (REDIS_URL): ${describe(redisRuns)} req/s`,
    `- difference of the medians: ${(loss * 100).toFixed(1)}% (budget ${BUDGET.throughputLoss * 100}%: ${mark(loss <= BUDGET.throughputLoss)})`,
    '',
    `Purge to a second instance (webhook to one, until the other renders the page again), ${publishes} publishes:`,
    '',
    `- ${describe(latencies, 1)} ms, p99 ${p99.toFixed(1)} ms (budget ${BUDGET.purgeP99Ms} ms: ${mark(p99 < BUDGET.purgeP99Ms)})`,
    '',
  ]
  const report = lines.join('\n')
  console.log(report)
  await mkdir('bench', { recursive: true })
  await writeFile('bench/cluster-results.md', report)
  if (loss > BUDGET.throughputLoss || p99 >= BUDGET.purgeP99Ms) process.exitCode = 1
} finally {
  for (const server of servers) {
    const exited = once(server, 'exit')
    server.kill('SIGTERM')
    await exited
  }
  await redis.stop()
}
