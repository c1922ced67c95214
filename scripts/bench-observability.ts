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

const metricsOnlyPort = await freePort()
const signals = (metrics: number) => ({ METRICS_PORT: String(metrics), METRICS_HOST: '127.0.0.1' })
const servers = {
  off: await startBuiltServer(port),
  // Metrics alone: what the Prometheus side costs, to tell it apart from the traces'.
  metrics: await startBuiltServer(port + 2, [], signals(metricsOnlyPort)),
  on: await startBuiltServer(port + 1, [], {
    ...signals(metricsPort),
    OTEL_EXPORTER_OTLP_ENDPOINT: `http://127.0.0.1:${sinkPort}`,
  }),
}
const modes = ['off', 'metrics', 'on'] as const
type Mode = (typeof modes)[number]
const origins: Record<Mode, string> = {
  off: `http://127.0.0.1:${port}`,
  metrics: `http://127.0.0.1:${port + 2}`,
  on: `http://127.0.0.1:${port + 1}`,
}
const scrapedPorts: Record<Mode, number | undefined> = {
  off: undefined,
  metrics: metricsOnlyPort,
  on: metricsPort,
}

/** Scrapes the metrics endpoint every second while `work` runs; the answer times in ms. */
async function scrapedWhile<T>(
  metricsAt: number | undefined,
  work: Promise<T>,
): Promise<{ result: T; scrapesMs: number[] }> {
  const scrapesMs: number[] = []
  let running = true
  const scraper = (async () => {
    while (running && metricsAt !== undefined) {
      const started = performance.now()
      await (await fetch(`http://127.0.0.1:${metricsAt}/metrics`)).text()
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
  const measured: Record<Mode, { rps: number[]; p99: number[] }> = {
    off: { rps: [], p99: [] },
    metrics: { rps: [], p99: [] },
    on: { rps: [], p99: [] },
  }
  const scrapes: number[] = []
  for (const origin of Object.values(origins)) await (await fetch(`${origin}${path}`)).arrayBuffer()
  for (let run = 0; run < runs; run += 1) {
    // Each mode takes each place in the order in turn, so the machine's drift falls on all of them.
    const order = modes.map((_, index) => modes[(index + run) % modes.length] ?? 'off')
    for (const mode of order) {
      const { result, scrapesMs } = await scrapedWhile(
        scrapedPorts[mode],
        warmThroughput(`${origins[mode]}${path}`),
      )
      measured[mode].rps.push(result.requestsPerSecond)
      measured[mode].p99.push(result.p99)
      if (mode === 'on') scrapes.push(...scrapesMs)
      console.log(`[bench:observability] run ${run + 1} ${mode}: ${result.requestsPerSecond} req/s`)
    }
  }
  const ratio = lowerMedian(measured.on.rps) / lowerMedian(measured.off.rps)
  const metricsRatio = lowerMedian(measured.metrics.rps) / lowerMedian(measured.off.rps)
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
    'Metrics: scraped every second. On: metrics, and every request traced (server span, page-cache span) and exported over OTLP/HTTP.',
    '',
    '| mode | req/s median (range) | p99 ms median (range) |',
    '| --- | --- | --- |',
    ...modes.map((mode) => `| ${mode} | ${spread(measured[mode].rps)} | ${spread(measured[mode].p99)} |`),
    '',
    `On / off: ${ratio.toFixed(3)} (budget ≥ ${1 - BUDGET}: ${verdict}); metrics alone / off: ${metricsRatio.toFixed(3)}; OTLP exports received: ${exports}.`,
    '',
    `Metrics endpoint answer: ${spread(scrapes, 1)} ms under load (${scrapes.length} scrapes), ${spread(idle, 1)} ms idle (budget 20 ms).`,
  ]
  console.log(lines.join('\n'))
  await mkdir('bench', { recursive: true })
  await writeFile('bench/observability-results.md', `${lines.join('\n')}\n`)
} finally {
  for (const server of Object.values(servers)) server.kill()
  sink.close()
}
