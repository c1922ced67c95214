import { type IncomingHttpHeaders, type Server, createServer } from 'node:http'
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest'
import { z } from 'zod'
import { callService } from '../http/service-client.server.ts'
import { startInMemoryTracing } from './in-memory-tracing.server.ts'
import { registry } from './metrics.server.ts'
import { inSpan } from './tracing.server.ts'

/** A real upstream on loopback that records the headers it was sent. */
const received: IncomingHttpHeaders[] = []
let server: Server
let base = ''
const tracing = startInMemoryTracing()

beforeAll(async () => {
  server = createServer((request, response) => {
    received.push(request.headers)
    if (request.url?.startsWith('/down')) return response.writeHead(503).end('{}')
    if (request.url?.startsWith('/slow')) return // never answers
    response.writeHead(200, { 'content-type': 'application/json' }).end('{"data":{"id":"a1"}}')
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const address = server.address()
  if (!address || typeof address === 'string') throw new Error('no port')
  base = `http://127.0.0.1:${address.port}`
})
afterAll(async () => {
  server.closeAllConnections()
  server.close()
  await tracing.stop()
})
beforeEach(() => {
  received.length = 0
  tracing.exporter.reset()
  vi.spyOn(console, 'error').mockImplementation(() => undefined)
})

const schema = z.object({ data: z.object({ id: z.string() }) })
const target = () => ({ name: 'upstream-test', url: base })

async function count(outcome: string): Promise<number> {
  const metric = await registry.getSingleMetric('pdfrest_upstream_calls_total')?.get()
  return (
    metric?.values.find(
      (value) => value.labels.service === 'upstream-test' && value.labels.outcome === outcome,
    )?.value ?? 0
  )
}

describe('an upstream call through the service client', () => {
  it('is a client span, child of the request’s, whose traceparent the upstream receives', async () => {
    const traceId = await inSpan('GET document', {}, async (span) => {
      await callService(target(), '/ok', { schema })
      return span.spanContext().traceId
    })
    const spans = tracing.exporter.getFinishedSpans()
    const call = spans.find((span) => span.name === 'upstream-test GET')
    const request = spans.find((span) => span.name === 'GET document')
    expect(call?.spanContext().traceId).toBe(traceId)
    expect(call?.parentSpanContext?.spanId).toBe(request?.spanContext().spanId)
    expect(call?.attributes).toMatchObject({
      'url.path': '/ok',
      'http.response.status_code': 200,
      'pdfrest.outcome': 'ok',
    })
    expect(received[0]?.traceparent).toBe(`00-${traceId}-${call?.spanContext().spanId}-01`)
  })

  it('counts its outcome: ok, error (5xx, no connection), timeout', async () => {
    const before = { ok: await count('ok'), error: await count('error'), timeout: await count('timeout') }
    await callService(target(), '/ok', { schema })
    await callService(target(), '/down', { schema })
    await callService({ name: 'upstream-test', url: 'http://127.0.0.1:1' }, '/gone', { schema })
    await callService(target(), '/slow', { schema, timeoutMs: 100 })
    expect(await count('ok')).toBe(before.ok + 1)
    expect(await count('error')).toBe(before.error + 2)
    expect(await count('timeout')).toBe(before.timeout + 1)
    const failed = tracing.exporter
      .getFinishedSpans()
      .filter((span) => span.attributes['pdfrest.outcome'] === 'timeout')
    expect(failed).toHaveLength(1)
  })

  it('through a service’s own library: one span and one count per call, its traceparent sent', async () => {
    const before = await count('ok')
    const traceId = await inSpan('GET document', {}, async (span) => {
      const read = await callService(
        target(),
        { what: 'pages pricing', run: async (send) => (await send(`${base}/api/pages`)).json() },
        { schema },
      )
      expect(read.ok).toBe(true)
      return span.spanContext().traceId
    })
    const calls = tracing.exporter.getFinishedSpans().filter((span) => span.name.startsWith('upstream-test'))
    expect(calls.map((span) => span.name)).toEqual(['upstream-test SDK'])
    expect(calls[0]?.attributes).toMatchObject({
      'url.path': 'pages pricing',
      'http.response.status_code': 200,
      'pdfrest.outcome': 'ok',
    })
    expect(await count('ok')).toBe(before + 1)
    expect(received).toHaveLength(1)
    expect(received[0]?.traceparent).toBe(`00-${traceId}-${calls[0]?.spanContext().spanId}-01`)
  })

  it('through a service’s own library: a hung call counts one timeout and ends its span once', async () => {
    const before = await count('timeout')
    const hung = await callService(
      target(),
      { what: 'pages slow', run: async (send) => (await send(`${base}/slow`)).json() },
      { schema, timeoutMs: 100 },
    )
    expect(hung).toMatchObject({ ok: false, kind: 'unreachable' })
    expect(await count('timeout')).toBe(before + 1)
    const spans = tracing.exporter.getFinishedSpans().filter((span) => span.name === 'upstream-test SDK')
    expect(spans.map((span) => span.attributes['pdfrest.outcome'])).toEqual(['timeout'])
  })
})
