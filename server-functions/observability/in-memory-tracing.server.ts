import { context, propagation, trace } from '@opentelemetry/api'
import { AsyncLocalStorageContextManager } from '@opentelemetry/context-async-hooks'
import { W3CTraceContextPropagator } from '@opentelemetry/core'
import { InMemorySpanExporter, SimpleSpanProcessor, TracerProvider } from '@opentelemetry/sdk-trace'
import { pooledIdGenerator } from './trace-ids.server.ts'

/**
 * The SDK with its in-memory exporter instead of OTLP, for tests and `scripts/trace-request.ts`: the
 * same global registration and ids as `startTracing` (async context, W3C `traceparent`, pooled ids),
 * spans kept in memory.
 */
export function startInMemoryTracing(): { exporter: InMemorySpanExporter; stop: () => Promise<void> } {
  const exporter = new InMemorySpanExporter()
  const provider = new TracerProvider({
    idGenerator: pooledIdGenerator,
    spanProcessors: [new SimpleSpanProcessor({ exporter })],
  })
  context.setGlobalContextManager(new AsyncLocalStorageContextManager().enable())
  propagation.setGlobalPropagator(new W3CTraceContextPropagator())
  trace.setGlobalTracerProvider(provider)
  return {
    exporter,
    async stop() {
      await provider.shutdown()
      trace.disable()
      propagation.disable()
      context.disable()
    },
  }
}
