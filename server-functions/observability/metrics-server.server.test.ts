import { spawn } from 'node:child_process'
import { once } from 'node:events'
import { existsSync, mkdtempSync, readFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { z } from 'zod'
import { metricsAddress, startMetricsServer } from './metrics-server.server.ts'
import {
  registerCacheSizeSource,
  registerCircuitStateSource,
  registerDrainSource,
  registerStoreHealthSource,
  trackUpload,
} from './metrics.server.ts'

let origin = ''
let close = async () => {}
beforeAll(async () => {
  const server = await startMetricsServer({ port: 0, host: '127.0.0.1' })
  origin = `http://127.0.0.1:${server.port}`
  close = server.close
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

describe('a scrape while the site is saturated', () => {
  it('is answered, with the last metrics, while the site’s thread is busy', async () => {
    registerDrainSource(() => true)
    expect(await scrape()).toContain('pdfrest_draining 1')
    // Another process scrapes while this thread (the site's) is blocked: the answer must arrive
    // before the thread turns again. The block ends when the answer is written, or after a long cap.
    const answer = join(mkdtempSync(join(tmpdir(), 'scrape-')), 'answer.json')
    const scraper = spawn(
      process.execPath,
      [
        '-e',
        `console.log('ready');
         fetch('${origin}/metrics').then((response) => response.text()).then((text) => {
           require('node:fs').writeFileSync(${JSON.stringify(answer)}, JSON.stringify({ draining: text.includes('pdfrest_draining 1') }));
         });`,
      ],
      { stdio: ['ignore', 'pipe', 'inherit'] },
    )
    await new Promise<void>((resolve) => scraper.stdout.once('data', () => resolve()))
    const cap = performance.now() + 20_000
    while (!existsSync(answer) && performance.now() < cap) {
      // busy: the event loop turns no more
    }
    const answeredWhileBlocked = existsSync(answer)
    await once(scraper, 'exit')
    expect(answeredWhileBlocked).toBe(true)
    expect(z.object({ draining: z.boolean() }).parse(JSON.parse(readFileSync(answer, 'utf8')))).toEqual({
      draining: true,
    })
  }, 40_000)
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
