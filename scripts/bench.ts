import { mkdir, writeFile } from 'node:fs/promises'
import { gzipSync } from 'node:zlib'
import autocannon from 'autocannon'
import { startBuiltServer } from './built-server.ts'

/**
 * `npm run bench`: serves the existing production build (run `npm run build` first) with mocks on,
 * then measures what the budgets speak of and writes bench/results.md. Bounded in time; loopback only.
 */
const port = Number(process.env.BENCH_PORT ?? 4300)
const origin = `http://127.0.0.1:${port}`
const paths = (process.env.BENCH_PATHS ?? '/,/pricing/,/api/health/').split(',')

/** Gzip size of every script the page loads at first: entry scripts and module preloads. */
async function javascriptOf(path: string): Promise<{ files: number; gzipBytes: number }> {
  const html = await (await fetch(`${origin}${path}`)).text()
  const urls = new Set<string>()
  for (const match of html.matchAll(
    /<(?:script[^>]*\bsrc|link[^>]*rel="modulepreload"[^>]*\bhref)="([^"]+\.js)"/g,
  )) {
    if (match[1]) urls.add(match[1])
  }
  for (const match of html.matchAll(/import\("([^"]+\.js)"\)/g)) if (match[1]) urls.add(match[1])
  let gzipBytes = 0
  for (const url of urls) {
    const body = Buffer.from(await (await fetch(new URL(url, origin))).arrayBuffer())
    gzipBytes += gzipSync(body, { level: 9 }).length
  }
  return { files: urls.size, gzipBytes }
}

async function throughput(path: string) {
  const result = await autocannon({ url: `${origin}${path}`, connections: 50, duration: 10 })
  return {
    requestsPerSecond: Math.round(result.requests.average),
    p99: result.latency.p99,
    errors: result.errors + result.non2xx,
  }
}

const server = await startBuiltServer(port)
try {
  const rows: string[] = []
  const js = await javascriptOf('/')
  rows.push(`JavaScript on /: ${js.files} files, ${(js.gzipBytes / 1024).toFixed(1)} KB gzip`, '')
  rows.push('| path | req/s | p99 ms | errors |', '| --- | --- | --- | --- |')
  for (const path of paths) {
    await fetch(`${origin}${path}`) // warm the content cache
    const { requestsPerSecond, p99, errors } = await throughput(path)
    rows.push(`| ${path} | ${requestsPerSecond} | ${p99} | ${errors} |`)
  }
  const report = [`# Benchmark (${new Date().toISOString()}, node ${process.version})`, '', ...rows, ''].join(
    '\n',
  )
  await mkdir('bench', { recursive: true })
  await writeFile('bench/results.md', report)
  console.log(report)
} finally {
  server.kill('SIGTERM')
}
