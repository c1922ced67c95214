import { tracingChannel } from 'node:diagnostics_channel'
import {
  ProxyTracerProvider,
  type Span,
  SpanKind,
  SpanStatusCode,
  context,
  propagation,
  trace,
} from '@opentelemetry/api'
import { spanBatchingFromEnv } from './span-batching.server.ts'
import { pooledIdGenerator } from './trace-ids.server.ts'

/**
 * Traces (OpenTelemetry): one span per request, child spans for the page cache, each upstream call and
 * each Redis command. Without an SDK registered (OTEL_EXPORTER_OTLP_ENDPOINT unset) every span is the
 * API's no-op and costs next to nothing.
 */
export const tracer = trace.getTracer('pdfrest-site')

// What the API answers before any SDK is registered (the same object for every copy of this module).
const noopProvider = new ProxyTracerProvider().getDelegate()
let redisTraced = false

/**
 * Whether spans are recorded: an SDK's provider is registered (startTracing, or a test's in-memory
 * one). Read per request, so nothing is built for a trace nobody keeps.
 */
export function tracingEnabled(): boolean {
  const provider = trace.getTracerProvider()
  const enabled = provider instanceof ProxyTracerProvider && provider.getDelegate() !== noopProvider
  if (enabled && !redisTraced) {
    redisTraced = true
    traceRedisCommands()
  }
  return enabled
}

/**
 * Starts the Node SDK exporting over OTLP/HTTP when OTEL_EXPORTER_OTLP_ENDPOINT is set (the SDK reads
 * the OTEL_* variables: service name, headers, sampler, and OTEL_BSP_* through span-batching); off
 * otherwise. Returns its shutdown.
 */
export async function startTracing(env: NodeJS.ProcessEnv): Promise<(() => Promise<void>) | undefined> {
  if (!env.OTEL_EXPORTER_OTLP_ENDPOINT) return undefined
  const batching = spanBatchingFromEnv(env)
  const [{ NodeSDK }, { OTLPTraceExporter }, { BatchSpanProcessor }, { W3CTraceContextPropagator }] =
    await Promise.all([
      import('@opentelemetry/sdk-node'),
      import('@opentelemetry/exporter-trace-otlp-http'),
      import('@opentelemetry/sdk-trace'),
      import('@opentelemetry/core'),
    ])
  const sdk = new NodeSDK({
    serviceName: env.OTEL_SERVICE_NAME ?? 'pdfrest-site',
    spanProcessors: [new BatchSpanProcessor({ exporter: new OTLPTraceExporter(), ...batching })],
    idGenerator: pooledIdGenerator,
    // `traceparent` (and `tracestate`) only, unless OTEL_PROPAGATORS asks for more: the SDK's default
    // adds W3C baggage, one more header read on every request for a header nothing here sends.
    ...(env.OTEL_PROPAGATORS ? {} : { textMapPropagator: new W3CTraceContextPropagator() }),
    // Metrics are Prometheus's (metrics.server.ts) and logs are pino's: only traces leave this way.
    metricReaders: [],
    logRecordProcessors: [],
    instrumentations: [],
  })
  sdk.start()
  // A collector gone at shutdown costs the last spans, never the clean exit.
  return () =>
    sdk.shutdown().catch((error: unknown) => {
      console.warn(
        `[tracing] the last spans were not sent: ${error instanceof Error ? error.message : String(error)}`,
      )
    })
}

/** Marks a span as failed by `error`. */
export function failSpan(span: Span, error: unknown): void {
  span.setStatus({
    code: SpanStatusCode.ERROR,
    message: error instanceof Error ? error.message : String(error),
  })
}

/** An active span around async work, ended when it settles and marked as an error when it throws. */
export function inSpan<T>(
  name: string,
  attributes: Record<string, string>,
  work: (span: Span) => Promise<T>,
): Promise<T> {
  return tracer.startActiveSpan(name, { attributes }, async (span) => {
    try {
      return await work(span)
    } catch (error) {
      failSpan(span, error)
      throw error
    } finally {
      span.end()
    }
  })
}

/** A client span for one upstream call, with `traceparent` (and `tracestate`) for its headers. */
export function startUpstreamSpan(service: string, method: string, path: string) {
  const span = tracer.startSpan(`${service} ${method}`, {
    kind: SpanKind.CLIENT,
    attributes: { 'peer.service': service, 'http.request.method': method, 'url.path': path },
  })
  const headers: Record<string, string> = {}
  propagation.inject(trace.setSpan(context.active(), span), headers)
  return { span, headers }
}

type RedisCommandContext = { command?: string; serverAddress?: string; serverPort?: number; span?: Span }

/** ioredis announces each command on a tracing channel; each becomes a child span of the request. */
function traceRedisCommands() {
  const channel = tracingChannel<RedisCommandContext>('ioredis:command')
  channel.subscribe({
    start(message) {
      message.span = tracer.startSpan(`redis ${message.command ?? ''}`.trim(), {
        kind: SpanKind.CLIENT,
        attributes: {
          'db.system.name': 'redis',
          'db.operation.name': message.command ?? '',
          'server.address': message.serverAddress ?? '',
        },
      })
    },
    end() {},
    asyncStart() {},
    asyncEnd(message) {
      message.span?.end()
    },
    // A failed command ends in asyncEnd too.
    error(message) {
      message.span?.setStatus({ code: SpanStatusCode.ERROR })
    },
  })
}
