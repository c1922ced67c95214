import { contentCacheSize } from '../content/cache.server.ts'
import { pageCacheSize } from '../http/page-cache.server.ts'
import { serviceCircuitStates } from '../http/service-breaker.server.ts'
import { sharedStore } from '../store/store.server.ts'
import { log, logLevel, routeConsoleToLog } from './log.server.ts'
import {
  registerCacheSizeSource,
  registerCircuitStateSource,
  registerDrainSource,
  registerStoreHealthSource,
} from './metrics.server.ts'
import { metricsAddress, startMetricsServer } from './metrics-server.server.ts'
import { startTracing } from './tracing.server.ts'

/**
 * What the production server turns on for operators (docs/operate.md): JSON log lines for everything
 * it prints, traces over OTLP when OTEL_EXPORTER_OTLP_ENDPOINT is set, and the metrics on METRICS_PORT
 * when it is set. Returns what its shutdown calls: the metrics listener closed, the last spans sent.
 */
export async function startOperatorSignals(
  env: NodeJS.ProcessEnv,
  server: { draining: () => boolean },
): Promise<{ stop: () => Promise<void> }> {
  const address = metricsAddress(env)
  log().level = logLevel(env)
  routeConsoleToLog()
  registerDrainSource(server.draining)
  registerStoreHealthSource(() => sharedStore().health())
  registerCircuitStateSource(() => Object.entries(serviceCircuitStates()))
  registerCacheSizeSource('page', () => pageCacheSize().entries)
  registerCacheSizeSource('content', () => contentCacheSize().entries)
  const stopTracing = await startTracing(env)
  const metrics = address ? await startMetricsServer(address) : undefined
  if (address) console.log(`[metrics] Prometheus metrics on http://${address.host}:${address.port}/metrics`)
  if (stopTracing) console.log(`[tracing] exporting traces over OTLP to ${env.OTEL_EXPORTER_OTLP_ENDPOINT}`)
  return {
    async stop() {
      await metrics?.close()
      await stopTracing?.()
    },
  }
}
