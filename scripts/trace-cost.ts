import { spawnSync } from 'node:child_process'
import { createServer } from 'node:http'
import { fileURLToPath } from 'node:url'
import { observeRequest } from '../server-functions/observability/request-observer.server.ts'
import { startTracing } from '../server-functions/observability/tracing.server.ts'
import { lowerMedian, spread } from './run-spread.ts'

/**
 * `node scripts/trace-cost.ts`: the CPU a cached hit's observation costs in-process, tracing off and
 * on (the Node SDK as the server starts it, exporting over OTLP/HTTP to a sink in this process), in
 * µs a request. Only the request observer runs around a ready answer, so the figure is what the
 * signals add, without the rest of a request, and a shared machine's load moves it little. Each mode
 * runs in its own process (the SDK registers itself globally), alternating, 5 processes each.
 * Port: TRACE_COST_PORT (default 5318) for the sink.
 */
const mode = process.argv[2]
const ROUND = 20_000

async function measure(traced: boolean): Promise<number> {
  const sinkPort = Number(process.env.TRACE_COST_PORT ?? 5318)
  const sink = createServer((request, response) => {
    request.resume()
    request.on('end', () => response.writeHead(200, { 'content-type': 'application/json' }).end('{}'))
  })
  await new Promise<void>((resolve) => sink.listen(sinkPort, '127.0.0.1', resolve))
  const stop = traced
    ? await startTracing({ ...process.env, OTEL_EXPORTER_OTLP_ENDPOINT: `http://127.0.0.1:${sinkPort}` })
    : undefined
  const request = new Request('http://127.0.0.1/pricing/', { headers: { accept: 'text/html' } })
  const answer = new Response('a cached page')
  const round = async () => {
    for (let index = 0; index < ROUND; index += 1) {
      observeRequest(request, () => answer)
      // Lets the batch processor export as it would between a server's requests.
      if (index % 50 === 49) await new Promise((resolve) => setImmediate(resolve))
    }
  }
  await round()
  const runs: number[] = []
  for (let run = 0; run < 5; run += 1) {
    const before = process.cpuUsage()
    await round()
    const used = process.cpuUsage(before)
    runs.push((used.user + used.system) / ROUND)
  }
  await stop?.()
  sink.close()
  return lowerMedian(runs)
}

if (mode === 'off' || mode === 'on') {
  // On stderr: stdout carries the access log's lines.
  process.stderr.write(`${JSON.stringify(await measure(mode === 'on'))}\n`)
  // The log's periodic flush would keep the process alive.
  process.exit(0)
} else {
  const script = fileURLToPath(import.meta.url)
  const figures: Record<'off' | 'on', number[]> = { off: [], on: [] }
  for (let run = 0; run < 5; run += 1) {
    for (const each of ['off', 'on'] as const) {
      // The access log goes nowhere: its cost is the same in both modes and not the question.
      const child = spawnSync(process.execPath, [script, each], {
        encoding: 'utf8',
        stdio: ['ignore', 'ignore', 'pipe'],
      })
      const line = child.stderr.trim().split('\n').at(-1) ?? ''
      figures[each].push(Number(line))
    }
  }
  const added = figures.on.map((on, run) => on - (figures.off[run] ?? Number.NaN))
  console.log(
    `Observing a cached hit, CPU µs a request: off ${spread(figures.off, 1)}, on ${spread(figures.on, 1)}; tracing adds ${spread(added, 1)}.`,
  )
}
