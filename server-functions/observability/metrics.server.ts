import { Counter, Gauge, Histogram, Registry, collectDefaultMetrics } from 'prom-client'
import { ROUTE_KINDS } from './route-kind.server.ts'

/**
 * Every metric the site exports (docs/operate.md lists them with the alerts that read them), in one
 * registry served on the metrics port only (metrics-server.server.ts). Labels are bounded sets: a
 * route kind, a status class, a service name, a limiter name; never a raw path or a user's value.
 */
export const registry = new Registry()

// The runtime's own: event-loop lag, heap, GC pauses, CPU, open handles.
collectDefaultMetrics({ register: registry, eventLoopMonitoringPrecision: 20 })

export const requestDuration = new Histogram({
  name: 'pdfrest_http_request_duration_seconds',
  help: 'Requests to the site until their answer is ready, by route kind, status class and method.',
  labelNames: ['kind', 'status_class', 'method'],
  buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
  registers: [registry],
})

export const requestErrors = new Counter({
  name: 'pdfrest_http_request_errors_total',
  help: 'Requests that failed the visitor, by route kind: answered 5xx, or an action or app page answered after an upstream call failed ("briefly unavailable"). The SLOs\' errors.',
  labelNames: ['kind'],
  registers: [registry],
})

export const pageCacheAnswers = new Counter({
  name: 'pdfrest_page_cache_requests_total',
  help: 'Page-cache lookups of cacheable pages: hit (fresh), stale (served while refreshed or while the render fails), miss (rendered).',
  labelNames: ['state'],
  registers: [registry],
})

// Counters start at 0 (a rate sees their first increase): every label value is known beforehand.
for (const kind of ROUTE_KINDS) requestErrors.inc({ kind }, 0)
for (const state of ['hit', 'stale', 'miss']) pageCacheAnswers.inc({ state }, 0)

export const upstreamCalls = new Counter({
  name: 'pdfrest_upstream_calls_total',
  help: 'Calls to outside services through the service client, by outcome: ok, client_error (4xx), error (5xx, unreachable, unusable answer), timeout.',
  labelNames: ['service', 'outcome'],
  registers: [registry],
})

export const upstreamDuration = new Histogram({
  name: 'pdfrest_upstream_call_duration_seconds',
  help: 'Calls to outside services until their answer (or failure), by service.',
  labelNames: ['service'],
  buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5],
  registers: [registry],
})

export const throttleRefusals = new Counter({
  name: 'pdfrest_throttle_refusals_total',
  help: 'Attempts a rate limit refused, by limiter; reason store_down when the shared store could not count them.',
  labelNames: ['limiter', 'reason'],
  registers: [registry],
})

export const uploadsInFlight = new Gauge({
  name: 'pdfrest_uploads_in_flight',
  help: 'Large request bodies (uploads) being received now.',
  registers: [registry],
})

export const uploadBytesInFlight = new Gauge({
  name: 'pdfrest_upload_bytes_in_flight',
  help: 'Bytes received so far by the uploads still being received.',
  registers: [registry],
})

export const uploadBytes = new Counter({
  name: 'pdfrest_upload_bytes_total',
  help: 'Bytes received in uploads.',
  registers: [registry],
})

/** Circuit states as numbers, so one gauge can be graphed and alerted on. */
export const CIRCUIT_STATES = { closed: 0, 'half-open': 1, open: 2 } as const
export type CircuitState = keyof typeof CIRCUIT_STATES
type CircuitStateSource = () => Iterable<[service: string, state: CircuitState]>

let circuitStates: CircuitStateSource | undefined
/** The service client's circuit breakers report their states through this, read at each scrape. */
export function registerCircuitStateSource(source: CircuitStateSource): void {
  circuitStates = source
}

new Gauge({
  name: 'pdfrest_upstream_circuit_state',
  help: 'Each upstream circuit breaker: 0 closed, 1 half-open, 2 open.',
  labelNames: ['service'],
  registers: [registry],
  collect() {
    this.reset()
    for (const [service, state] of circuitStates?.() ?? []) this.set({ service }, CIRCUIT_STATES[state])
  },
})

const cacheSizes = new Map<string, () => number>()
/** A cache reports its entry count through this, read at each scrape (e.g. `('page', () => size)`). */
export function registerCacheSizeSource(cache: string, size: () => number): void {
  cacheSizes.set(cache, size)
}

new Gauge({
  name: 'pdfrest_cache_entries',
  help: 'Entries held by each in-process cache.',
  labelNames: ['cache'],
  registers: [registry],
  collect() {
    this.reset()
    for (const [cache, size] of cacheSizes) this.set({ cache }, size())
  },
})

type StoreHealthSource = () => { kind: string; status: 'ok' | 'degraded' }
let storeHealth: StoreHealthSource | undefined
/** The shared store's health, read at each scrape. */
export function registerStoreHealthSource(source: StoreHealthSource): void {
  storeHealth = source
}

new Gauge({
  name: 'pdfrest_shared_store_up',
  help: 'Whether the shared store (memory, or Redis/Valkey) answers: 1 ok, 0 degraded.',
  labelNames: ['kind'],
  registers: [registry],
  collect() {
    this.reset()
    const health = storeHealth?.()
    if (health) this.set({ kind: health.kind }, health.status === 'ok' ? 1 : 0)
  },
})

let draining: () => boolean = () => false
/** The production server's drain (scripts/drain.ts), read at each scrape. */
export function registerDrainSource(source: () => boolean): void {
  draining = source
}

new Gauge({
  name: 'pdfrest_draining',
  help: '1 while the instance drains before it stops (health answers 503), 0 otherwise.',
  registers: [registry],
  collect() {
    this.set(draining() ? 1 : 0)
  },
})

/** One upload while it is received: in flight until `end()` (called once; later calls do nothing). */
export function trackUpload() {
  let bytes = 0
  let ended = false
  uploadsInFlight.inc()
  return {
    received(count: number) {
      if (ended) return
      bytes += count
      uploadBytes.inc(count)
      uploadBytesInFlight.inc(count)
    },
    end() {
      if (ended) return
      ended = true
      uploadsInFlight.dec()
      uploadBytesInFlight.dec(bytes)
    },
  }
}
