import { createServer } from 'node:http'
import { mkdir, writeFile } from 'node:fs/promises'
import { startBuiltServer } from './built-server.ts'
import { freePort } from './redis-server.ts'
import { lowerMedian, spread } from './run-spread.ts'
import { warmThroughput } from './throughput.ts'

/**
 * `npm run bench:observability` (after `npm run build`): a cached page's throughput with the operator
 * signals off (no METRICS_PORT, no OTEL_EXPORTER_OTLP_ENDPOINT) and on (metrics scraped every second,
 * every request traced and exported over OTLP to a local sink), two servers side by side, measured in
 * turns (off, on, on, off, …) so the machine's drift falls on both. Budget: on within 5% of off.
 * Also the metrics endpoint's answer time while loaded. Writes bench/observability-results.md.
 */
const port = Number(process.env.BENCH_PORT ?? 4300)
const runs = Number(process.env.BENCH_OBSERVABILITY_RUNS ?? 5)
const path = process.env.BENCH_OBSERVABILITY_PATH ?? '/pricing/'
const BUDGET = 0.05

// Stands in for an OpenTelemetry collector: takes every OTLP/HTTP export and answers 200.
let exports = 0
const sink = createServer((request, response) => {
  request.resume()
  request.on('end', () => {
    exports += 1
    response.writeHead(200, { 'content-type': 'application/json' }).end('{}')
  })
})
const sinkPort = await freePort()
await new Promise<void>((resolve) => sink.listen(sinkPort, '127.0.0.1', resolve))
const metricsPort = await freePort()

const off = await startBuiltServer(port)
const on = await startBuiltServer(port + 1, [], {
  METRICS_PORT: String(metricsPort),
  METRICS_HOST: '127.0.0.1',
  OTEL_EXPORTER_OTLP_ENDPOINT: `http://127.0.0.1:${sinkPort}`,
})

/** Scrapes the metrics endpoint every second while `work` runs; the answer times in ms. */
async function scrapedWhile<T>(work: Promise<T>): Promise<{ result: T; scrapesMs: number[] }> {
  const scrapesMs: number[] = []
  let running = true
  const scraper = (async () => {
    while (running) {
      const started = performance.now()
      await (await fetch(`http://127.0.0.1:${metricsPort}/metrics`)).text()
      scrapesMs.push(performance.now() - started)
      await new Promise((resolve) => setTimeout(resolve, 1000))
    }
  })()
  const result = await work
  running = false
  await scraper
  return { result, scrapesMs }
}

try {
  const measured: Record<'off' | 'on' | 'p99Off' | 'p99On', number[]> = {
    off: [],
    on: [],
    p99Off: [],
    p99On: [],
  }
  const scrapes: number[] = []
  for (const origin of [`http://127.0.0.1:${port}`, `http://127.0.0.1:${port + 1}`])
    await (await fetch(`${origin}${path}`)).arrayBuffer()
  for (let run = 0; run < runs; run += 1) {
    const order = run % 2 === 0 ? (['off', 'on'] as const) : (['on', 'off'] as const)
    for (const mode of order) {
      const url = `http://127.0.0.1:${mode === 'off' ? port : port + 1}${path}`
      if (mode === 'off') {
        const { requestsPerSecond, p99 } = await warmThroughput(url)
        measured.off.push(requestsPerSecond)
        measured.p99Off.push(p99)
      } else {
        const { result, scrapesMs } = await scrapedWhile(warmThroughput(url))
        measured.on.push(result.requestsPerSecond)
        measured.p99On.push(result.p99)
        scrapes.push(...scrapesMs)
      }
      console.log(`[bench:observability] run ${run + 1} ${mode}: ${measured[mode].at(-1)} req/s`)
    }
  }
  const ratio = lowerMedian(measured.on) / lowerMedian(measured.off)
  const verdict = 1 - ratio <= BUDGET ? 'ok' : 'over budget'
  const idle: number[] = []
  for (let scrape = 0; scrape < 20; scrape += 1) {
    const started = performance.now()
    await (await fetch(`http://127.0.0.1:${metricsPort}/metrics`)).text()
    idle.push(performance.now() - started)
  }
  const lines = [
    `# Operator signals: throughput off and on (${new Date().toISOString()})`,
    '',
    `${path} (a page-cache hit), autocannon 50 connections, 10 s after 2 s warm-up, ${runs} runs each, alternating.`,
    'On: metrics scraped every second, every request traced (server span, page-cache span) and exported over OTLP/HTTP.',
    '',
    '| mode | req/s median (range) | p99 ms median (range) |',
    '| --- | --- | --- |',
    `| off | ${spread(measured.off)} | ${spread(measured.p99Off)} |`,
    `| on | ${spread(measured.on)} | ${spread(measured.p99On)} |`,
    '',
    `On / off: ${ratio.toFixed(3)} (budget ≥ ${1 - BUDGET}: ${verdict}); OTLP exports received: ${exports}.`,
    '',
    `Metrics endpoint answer: ${spread(scrapes, 1)} ms under load (${scrapes.length} scrapes), ${spread(idle, 1)} ms idle (budget 20 ms).`,
  ]
  console.log(lines.join('\n'))
  await mkdir('bench', { recursive: true })
  await writeFile('bench/observability-results.md', `${lines.join('\n')}\n`)
} finally {
  off.kill()
  on.kill()
  sink.close()
}
