import { createServer } from 'node:http'
import { mkdir, writeFile } from 'node:fs/promises'
import { cpus, loadavg } from 'node:os'
import { startBuiltServer } from './built-server.ts'
import { cpuSettled } from './process-cpu.ts'
import { lowerMedian, spread } from './run-spread.ts'
import { startStandaloneMocks } from './standalone-mocks.ts'
import { throughputAndCpuTogether } from './throughput.ts'

/**
 * `npm run bench:observability` (after `npm run build`): a cached page's throughput with the operator
 * signals off (no METRICS_PORT, no OTEL_EXPORTER_OTLP_ENDPOINT) and on (metrics scraped every second,
 * every request traced and exported over OTLP to a local sink), two servers side by side, measured in
 * turns (off, on, on, off, …) so the machine's drift falls on both. Budget: on within 5% of off.
 * Requests per second move with every other process on a shared machine, so each run also reads the
 * server's own CPU time per request (/proc): what the signals add to a request, far steadier under
 * load. Also the metrics endpoint's answer time while loaded. Writes bench/observability-results.md.
 * The servers mock nothing themselves: they call the standalone mock server over HTTP, as production
 * calls its services, since MSW in a served process wraps the global Response and Headers and every
 * outgoing socket (the OTLP export's too), a cost production never pays (decision 102).
 * Ports: BENCH_PORT to BENCH_PORT+6 (three servers, the OTLP sink, two metrics listeners, the mocks).
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
const sinkPort = port + 3
await new Promise<void>((resolve) => sink.listen(sinkPort, '127.0.0.1', resolve))
const metricsPort = port + 4
const metricsOnlyPort = port + 5
const signals = (metrics: number) => ({ METRICS_PORT: String(metrics), METRICS_HOST: '127.0.0.1' })
const mocks = await startStandaloneMocks(port + 6)
const servers = {
  off: await startBuiltServer(port, [], mocks.siteEnv),
  // Metrics alone: what the Prometheus side costs, to tell it apart from the traces'.
  metrics: await startBuiltServer(port + 2, [], { ...mocks.siteEnv, ...signals(metricsOnlyPort) }),
  on: await startBuiltServer(port + 1, [], {
    ...mocks.siteEnv,
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

/** Scrapes a metrics endpoint every second until stopped; `times` are its answer times in ms. */
function scrapedWhile(metricsAt: number) {
  let running = true
  const times = (async () => {
    const answers: number[] = []
    while (running) {
      const started = performance.now()
      await (await fetch(`http://127.0.0.1:${metricsAt}/metrics`)).text()
      answers.push(performance.now() - started)
      await new Promise((resolve) => setTimeout(resolve, 1000))
    }
    return answers
  })()
  return {
    times,
    stop() {
      running = false
    },
  }
}

// The servers inherit this environment: a sampler set for the run applies to the traced one, and the
// results must say so rather than claim every request was traced.
const sampler = process.env.OTEL_TRACES_SAMPLER
const sampling = sampler
  ? `requests traced as OTEL_TRACES_SAMPLER=${sampler}${process.env.OTEL_TRACES_SAMPLER_ARG ? ` (OTEL_TRACES_SAMPLER_ARG=${process.env.OTEL_TRACES_SAMPLER_ARG})` : ''} samples them, sampled ones exported over OTLP/HTTP`
  : 'every request traced (the server span; a hit has no child span) and exported over OTLP/HTTP'
const loadAtStart = loadavg()
  .map((load) => load.toFixed(1))
  .join(', ')
try {
  const measured: Record<Mode, { rps: number[]; p99: number[]; cpu: number[]; main: number[] }> = {
    off: { rps: [], p99: [], cpu: [], main: [] },
    metrics: { rps: [], p99: [], cpu: [], main: [] },
    on: { rps: [], p99: [], cpu: [], main: [] },
  }
  const scrapes: number[] = []
  for (const origin of Object.values(origins)) await (await fetch(`${origin}${path}`)).arrayBuffer()
  // The first render's best brotli copy (about a second of zlib's pool) must not fall in one
  // server's first run: every run starts from servers done with their start.
  const pids = modes.map((mode) => servers[mode].pid ?? 0)
  const busy = await cpuSettled(pids)
  if (busy.length > 0) console.warn(`[bench:observability] still busy after 30 s: ${busy.join(', ')}`)
  for (let run = 0; run < runs; run += 1) {
    const scrapers = { metrics: scrapedWhile(metricsOnlyPort), on: scrapedWhile(metricsPort) }
    const results = await throughputAndCpuTogether(
      modes.map((mode) => {
        const pid = servers[mode].pid
        if (pid === undefined) throw new Error(`the ${mode} server has no process id`)
        return { url: `${origins[mode]}${path}`, pid }
      }),
    )
    scrapers.metrics.stop()
    scrapers.on.stop()
    await scrapers.metrics.times
    scrapes.push(...(await scrapers.on.times))
    modes.forEach((mode, index) => {
      const result = results[index]
      if (!result) return
      measured[mode].rps.push(result.requestsPerSecond)
      measured[mode].p99.push(result.p99)
      measured[mode].cpu.push(result.cpuMicrosPerRequest)
      measured[mode].main.push(result.mainThreadCpuMicrosPerRequest)
      console.log(
        `[bench:observability] run ${run + 1} ${mode}: ${result.requestsPerSecond} req/s, ${result.cpuMicrosPerRequest.toFixed(1)} µs CPU a request (main thread ${result.mainThreadCpuMicrosPerRequest.toFixed(1)})`,
      )
    })
  }
  // A server bound by its CPU answers in inverse proportion to its CPU per request: off / on is the
  // throughput ratio the machine would show with nothing else running. Each run's modes are a pair.
  const cpuRatio = (mode: Mode, of: 'cpu' | 'main' = 'cpu') =>
    measured.off[of].map((off, run) => off / (measured[mode][of][run] ?? Number.NaN))
  const rpsRatio = (mode: Mode) =>
    measured[mode].rps.map((rps, run) => rps / (measured.off.rps[run] ?? Number.NaN))
  const ratio = lowerMedian(rpsRatio('on'))
  const onCpuRatio = lowerMedian(cpuRatio('on'))
  // A median on one side of the budget says little when the paired runs fall on both sides of it.
  const verdict = (value: number, runs: readonly number[]) =>
    Math.min(...runs) < 1 - BUDGET && Math.max(...runs) >= 1 - BUDGET
      ? 'not shown: the runs fall on both sides'
      : 1 - value <= BUDGET
        ? 'ok'
        : 'over budget'
  const idle: number[] = []
  for (let scrape = 0; scrape < 20; scrape += 1) {
    const started = performance.now()
    await (await fetch(`http://127.0.0.1:${metricsPort}/metrics`)).text()
    idle.push(performance.now() - started)
  }
  const lines = [
    `# Operator signals: throughput off and on (${new Date().toISOString()})`,
    '',
    `${path} (a page-cache hit), the three servers loaded at the same time (autocannon, 50 connections each, 10 s after 2 s warm-up), ${runs} runs, once their start's work was done.`,
    `Metrics: scraped every second. On: metrics, and ${sampling}.`,
    'The servers call the standalone mock server over HTTP (MOCKS=false): no MSW in a measured process, as in production.',
    '',
    `Load average at the start: ${loadAtStart}; at the end: ${loadavg()
      .map((load) => load.toFixed(1))
      .join(', ')} (${cpus().length} cores).`,
    '',
    '| mode | server CPU µs a request, median (range) | main thread CPU µs a request | req/s median (range) | p99 ms median (range) |',
    '| --- | --- | --- | --- | --- |',
    ...modes.map(
      (mode) =>
        `| ${mode} | ${spread(measured[mode].cpu, 1)} | ${spread(measured[mode].main, 1)} | ${spread(measured[mode].rps)} | ${spread(measured[mode].p99)} |`,
    ),
    '',
    `By CPU a request (off / on, paired runs): on ${spread(cpuRatio('on'), 3)}, budget ≥ ${1 - BUDGET}: ${verdict(onCpuRatio, cpuRatio('on'))}; metrics alone ${spread(cpuRatio('metrics'), 3)}.`,
    `By the main thread's CPU a request (off / on, paired runs): on ${spread(cpuRatio('on', 'main'), 3)}: ${verdict(lowerMedian(cpuRatio('on', 'main')), cpuRatio('on', 'main'))}; metrics alone ${spread(cpuRatio('metrics', 'main'), 3)}.`,
    `By req/s (on / off, paired runs): on ${spread(rpsRatio('on'), 3)}, ${verdict(ratio, rpsRatio('on'))}; metrics alone ${spread(rpsRatio('metrics'), 3)}. OTLP exports received: ${exports}.`,
    '',
    `Metrics endpoint answer: ${spread(scrapes, 1)} ms under load (${scrapes.length} scrapes), ${spread(idle, 1)} ms idle (budget 20 ms).`,
  ]
  console.log(lines.join('\n'))
  await mkdir('bench', { recursive: true })
  await writeFile('bench/observability-results.md', `${lines.join('\n')}\n`)
} finally {
  for (const server of Object.values(servers)) server.kill()
  mocks.process.kill()
  sink.close()
}
