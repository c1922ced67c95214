import { startInMemoryTracing } from '../server-functions/observability/in-memory-tracing.server.ts'
import { mockedStackEnv } from './mocked-stack-env.ts'

/**
 * `node scripts/trace-request.ts /pricing/ [--json]` (after `npm run build`): one request through the
 * built site in this process, with the OpenTelemetry SDK's in-memory exporter, and its spans printed
 * as a tree (or, with --json, as one JSON line at the end). The mocked stack unless the environment
 * points the site elsewhere (tests/e2e/operability.spec.ts points Strapi at a recording proxy).
 */
const [path = '/', flag] = process.argv.slice(2)
for (const [name, value] of Object.entries(mockedStackEnv)) process.env[name] ||= value
process.env.SITE_URL ||= 'http://127.0.0.1:3000'

const tracing = startInMemoryTracing()
type Entry = {
  handleRequest: (request: Request) => Response | Promise<Response>
  ready: Promise<void>
  closeSharedState: () => Promise<void>
}
const entry: Entry = await import(new URL('../dist/server/server.js', import.meta.url).href)
await entry.ready
const response = await entry.handleRequest(new Request(new URL(path, process.env.SITE_URL)))
await response.arrayBuffer()
const spans = tracing.exporter.getFinishedSpans().map((span) => ({
  name: span.name,
  traceId: span.spanContext().traceId,
  spanId: span.spanContext().spanId,
  parentSpanId: span.parentSpanContext?.spanId,
  attributes: span.attributes,
  durationMs: Math.round((span.duration[0] * 1e3 + span.duration[1] / 1e6) * 10) / 10,
}))
if (flag === '--json') {
  const line = `\n${JSON.stringify({ status: response.status, requestId: response.headers.get('x-request-id'), spans })}\n`
  // The site's log goes out in blocks, its rest when the process exits (pino's exit hook, registered
  // when the site loaded, so it runs first): the answer is written after it, as the last line.
  process.once('exit', () => process.stdout.write(line))
} else {
  const print = (parent: string | undefined, depth: number) => {
    for (const span of spans.filter((candidate) => candidate.parentSpanId === parent)) {
      console.log(
        `${'  '.repeat(depth)}${span.name} ${span.durationMs} ms ${JSON.stringify(span.attributes)}`,
      )
      print(span.spanId, depth + 1)
    }
  }
  console.log(`${response.status} x-request-id: ${response.headers.get('x-request-id')}`)
  print(spans.find((span) => !spans.some((other) => other.spanId === span.parentSpanId))?.parentSpanId, 0)
}
await tracing.stop()
await entry.closeSharedState()
process.exit(0)
