import { type ChildProcess, spawn } from 'node:child_process'
import { once } from 'node:events'
import { mkdtemp, rm, writeFile } from 'node:fs/promises'
import { get, IncomingMessage } from 'node:http'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { lowerMedian } from './run-spread.ts'
import { stopOnExit } from './stop-on-exit.ts'
import { warmThroughput } from './throughput.ts'

/** Sent by the site as it is, or chosen per request: the reference repeats neither. */
const perResponseHeaders = new Set([
  'date',
  'connection',
  'keep-alive',
  'transfer-encoding',
  'content-length',
])
const BROTLI = { 'accept-encoding': 'br' }

/** One answer's status, headers and body as they came over the wire (fetch would decompress it). */
async function rawGet(url: string) {
  const [answer]: unknown[] = await once(get(url, { headers: BROTLI }), 'response')
  if (!(answer instanceof IncomingMessage)) throw new Error(`no answer from ${url}`)
  const chunks: Buffer[] = []
  for await (const chunk of answer) chunks.push(Buffer.from(chunk))
  const headers = Object.fromEntries(
    Object.entries(answer.headers).flatMap(([name, value]) =>
      typeof value === 'string' && !perResponseHeaders.has(name) ? [[name, value]] : [],
    ),
  )
  return { status: answer.statusCode ?? 0, headers, body: Buffer.concat(chunks) }
}

/**
 * The page as a browser gets it from the page cache: brotli, once the best-level copy has replaced
 * the quick first one in the background (docs/decisions/082): the first hit smaller than the first
 * copy, or that copy after 15 s (a best copy that did not shrink is not stored).
 */
async function cachedResponse(url: string) {
  let first: Awaited<ReturnType<typeof rawGet>> | undefined
  for (let attempt = 0; attempt < 60; attempt += 1) {
    const answer = await rawGet(url)
    if (answer.headers['x-page-cache'] === 'hit') {
      first ??= answer
      if (answer.body.length < first.body.length) return answer
    }
    await new Promise((resolve) => setTimeout(resolve, 250))
  }
  if (!first) throw new Error(`${url} never came from the page cache`)
  return first
}

async function startBareServer(port: number, file: string): Promise<ChildProcess> {
  const child = spawn(process.execPath, ['scripts/bare-server.ts', String(port), file], {
    stdio: ['ignore', 'pipe', 'inherit'],
  })
  const [chunk]: unknown[] = await once(child.stdout ?? child, 'data')
  if (!String(chunk).includes('listening')) throw new Error('the bare server did not start')
  return child
}

/**
 * A cached page's throughput beside a bare Node server sending the same bytes (issue: at least 0.9
 * of it), measured in alternate rounds, since this machine is noisy: autocannon at 50 connections,
 * brotli accepted, each round warm (scripts/throughput.ts). Returns the report's lines.
 */
export async function bareReferenceSection(origin: string, barePort: number, path = '/', rounds = 3) {
  const cached = await cachedResponse(`${origin}${path}`)
  const folder = await mkdtemp(join(tmpdir(), 'bench-bare-'))
  const file = join(folder, 'response.json')
  await writeFile(file, JSON.stringify({ ...cached, body: cached.body.toString('base64') }))
  const bare = await startBareServer(barePort, file)
  const forget = stopOnExit(() => bare.kill('SIGTERM'))
  try {
    const site: { requestsPerSecond: number; p99: number; errors: number }[] = []
    const reference: typeof site = []
    for (let round = 0; round < rounds; round += 1) {
      site.push(await warmThroughput(`${origin}${path}`, BROTLI))
      reference.push(await warmThroughput(`http://127.0.0.1:${barePort}${path}`, BROTLI))
    }
    const text = (rows: typeof site, key: 'requestsPerSecond' | 'p99') => {
      const values = rows.map((row) => row[key])
      return `${lowerMedian(values)} (${Math.min(...values)}–${Math.max(...values)})`
    }
    const ratio =
      lowerMedian(site.map((row) => row.requestsPerSecond)) /
      lowerMedian(reference.map((row) => row.requestsPerSecond))
    const errors = [...site, ...reference].reduce((sum, row) => sum + row.errors, 0)
    return [
      `## Cached ${path} against a bare Node server sending the same bytes`,
      '',
      `${cached.body.length} bytes of brotli each; ${rounds} alternate rounds of autocannon (50 connections, 10 s after 2 s), median (range).`,
      '',
      '| server | req/s | p99 ms |',
      '| --- | --- | --- |',
      `| the site (page cache hit) | ${text(site, 'requestsPerSecond')} | ${text(site, 'p99')} |`,
      `| bare node:http | ${text(reference, 'requestsPerSecond')} | ${text(reference, 'p99')} |`,
      '',
      `Ratio of medians: ${ratio.toFixed(2)} (budget ≥ 0.9: ${ratio >= 0.9 ? 'ok' : 'over budget'}); errors and non-2xx: ${errors}.`,
    ]
  } finally {
    bare.kill('SIGTERM')
    forget()
    await rm(folder, { recursive: true, force: true })
  }
}

// `node scripts/bench-bare-reference.ts`: this section alone, on the existing build (BENCH_PORT, and the next for the bare server).
if (import.meta.main) {
  const { startBuiltServer } = await import('./built-server.ts')
  const port = Number(process.env.BENCH_PORT ?? 4300)
  const server = await startBuiltServer(port)
  const forgetServer = stopOnExit(() => server.kill('SIGTERM'))
  try {
    await fetch(`http://127.0.0.1:${port}/`)
    console.log((await bareReferenceSection(`http://127.0.0.1:${port}`, port + 1)).join('\n'))
  } finally {
    server.kill('SIGTERM')
    forgetServer()
  }
}
