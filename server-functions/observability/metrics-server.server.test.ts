import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { metricsAddress, startMetricsServer } from './metrics-server.server.ts'
import {
  registerCacheSizeSource,
  registerCircuitStateSource,
  registerDrainSource,
  registerStoreHealthSource,
  trackUpload,
} from './metrics.server.ts'

let origin = ''
let close = () => {}
beforeAll(async () => {
  const server = await startMetricsServer({ port: 0, host: '127.0.0.1' })
  const address = server.address()
  if (!address || typeof address === 'string') throw new Error('no port')
  origin = `http://127.0.0.1:${address.port}`
  close = () => server.close()
})
afterAll(() => close())

const scrape = async () => (await fetch(`${origin}/metrics`)).text()

describe('the metrics endpoint', () => {
  it('answers the Prometheus text format at /metrics, with the runtime’s metrics, and nothing else', async () => {
    const response = await fetch(`${origin}/metrics`)
    expect(response.status).toBe(200)
    expect(response.headers.get('content-type')).toContain('text/plain')
    const text = await response.text()
    for (const name of [
      'nodejs_eventloop_lag_seconds',
      'nodejs_heap_size_used_bytes',
      'nodejs_gc_duration_seconds',
    ])
      expect(text).toContain(`# TYPE ${name}`)
    expect((await fetch(`${origin}/`)).status).toBe(404)
    expect((await fetch(`${origin}/metrics`, { method: 'POST' })).status).toBe(404)
  })

  it('reads the registered sources at each scrape: circuits, caches, the shared store, the drain', async () => {
    let circuit: 'closed' | 'open' = 'closed'
    registerCircuitStateSource(() => [['strapi', circuit]])
    registerCacheSizeSource('content', () => 12)
    registerStoreHealthSource(() => ({ kind: 'redis', status: 'degraded' }))
    let draining = false
    registerDrainSource(() => draining)
    expect(await scrape()).toContain('pdfrest_upstream_circuit_state{service="strapi"} 0')
    circuit = 'open'
    draining = true
    const text = await scrape()
    expect(text).toContain('pdfrest_upstream_circuit_state{service="strapi"} 2')
    expect(text).toContain('pdfrest_cache_entries{cache="content"} 12')
    expect(text).toContain('pdfrest_shared_store_up{kind="redis"} 0')
    expect(text).toContain('pdfrest_draining 1')
  })

  it('counts uploads and their bytes while they are received, once each', async () => {
    const upload = trackUpload()
    upload.received(1000)
    expect(await scrape()).toMatch(
      /pdfrest_uploads_in_flight 1\n[\s\S]*pdfrest_upload_bytes_in_flight 1000\n/,
    )
    upload.end()
    upload.end()
    const text = await scrape()
    expect(text).toContain('pdfrest_uploads_in_flight 0\n')
    expect(text).toContain('pdfrest_upload_bytes_in_flight 0\n')
    expect(text).toContain('pdfrest_upload_bytes_total 1000\n')
  })
})

describe('metricsAddress', () => {
  it('is off without METRICS_PORT, never the public port, and names a bad value', () => {
    expect(metricsAddress({})).toBeNull()
    expect(metricsAddress({ METRICS_PORT: '' })).toBeNull()
    expect(metricsAddress({ METRICS_PORT: '9464', PORT: '3000' })).toEqual({ port: 9464, host: '0.0.0.0' })
    expect(() => metricsAddress({ METRICS_PORT: '3000', PORT: '3000' })).toThrow(
      /METRICS_PORT: must differ from PORT/,
    )
    expect(() => metricsAddress({ METRICS_PORT: 'abc' })).toThrow(/METRICS_PORT: a port number/)
  })
})
