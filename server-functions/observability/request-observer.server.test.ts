import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { startInMemoryTracing } from './in-memory-tracing.server.ts'
import { log } from './log.server.ts'
import { registry } from './metrics.server.ts'
import { observeRequest } from './request-observer.server.ts'
import { observeUpstreamCall } from './upstream.server.ts'

async function value(name: string, labels: Record<string, string>, sample = name): Promise<number> {
  const metric = await registry.getSingleMetric(name)?.get()
  const found = metric?.values.find(
    (candidate) =>
      ('metricName' in candidate ? candidate.metricName : name) === sample &&
      Object.entries(labels).every(([key, wanted]) => String(candidate.labels[key]) === wanted),
  )
  return found?.value ?? 0
}

const requests = (kind: string, status_class: string) =>
  value(
    'pdfrest_http_request_duration_seconds',
    { kind, status_class, method: 'GET' },
    'pdfrest_http_request_duration_seconds_count',
  )
const errors = (kind: string) => value('pdfrest_http_request_errors_total', { kind })

describe('observeRequest', () => {
  it('answers a synchronous answer synchronously, counted by kind and status class, with one log line', async () => {
    const lines = vi.spyOn(log(), 'info').mockImplementation(() => undefined)
    const before = await requests('document', '2xx')
    const answer = observeRequest(
      new Request('http://site.test/pricing/?email=a@b.io'),
      () => new Response('ok'),
    )
    expect(answer).toBeInstanceOf(Response)
    expect(await requests('document', '2xx')).toBe(before + 1)
    expect(lines).toHaveBeenCalledTimes(1)
    const [line] = lines.mock.calls[0] ?? []
    expect(line).toMatchObject({ kind: 'document', method: 'GET', status: 200, cache: 'none' })
    expect(JSON.stringify(line)).not.toContain('a@b.io')
    expect(String(Object(line).trace_id)).toMatch(/^[0-9a-f]{32}$/)
  })

  it('hands the request its id for the x-request-id header', async () => {
    vi.spyOn(log(), 'info').mockImplementation(() => undefined)
    let seen = ''
    await observeRequest(new Request('http://site.test/'), async (_request, context) => {
      seen = context.id
      return new Response('ok')
    })
    expect(seen).toMatch(/^[0-9a-f]{32}$/)
  })

  it('counts a failed answer: a 5xx anywhere, an action whose upstream failed, not a document served anyway', async () => {
    vi.spyOn(log(), 'info').mockImplementation(() => undefined)
    const before = { document: await errors('document'), signIn: await errors('sign-in') }
    const failingUpstream = () => {
      observeUpstreamCall('identity', 'POST', '/token').failed(new Error('connect ECONNREFUSED'))
      return new Response('{"ok":false}')
    }
    await observeRequest(
      new Request('http://site.test/api/auth/sign-in/', { method: 'POST' }),
      failingUpstream,
    )
    await observeRequest(new Request('http://site.test/learning/'), failingUpstream)
    expect(await errors('sign-in')).toBe(before.signIn + 1)
    expect(await errors('document')).toBe(before.document)
    await observeRequest(new Request('http://site.test/learning/'), () => new Response('', { status: 503 }))
    expect(await errors('document')).toBe(before.document + 1)
  })
})

describe('observeRequest with tracing on', () => {
  let tracing: ReturnType<typeof startInMemoryTracing>
  beforeAll(() => {
    tracing = startInMemoryTracing()
  })
  afterAll(() => tracing.stop())

  it('continues the caller’s trace: one server span, whose trace id is the request id', async () => {
    vi.spyOn(log(), 'info').mockImplementation(() => undefined)
    const traceId = '4bf92f3577b34da6a3ce929d0e0e4736'
    let id = ''
    await observeRequest(
      new Request('http://site.test/pricing/', {
        headers: { traceparent: `00-${traceId}-00f067aa0ba902b7-01` },
      }),
      async (_request, context) => {
        id = context.id
        return new Response('ok')
      },
    )
    expect(id).toBe(traceId)
    const [span] = tracing.exporter.getFinishedSpans()
    expect(span?.name).toBe('GET document')
    expect(span?.parentSpanContext?.spanId).toBe('00f067aa0ba902b7')
    expect(span?.attributes).toMatchObject({
      'http.response.status_code': 200,
      'pdfrest.route_kind': 'document',
    })
  })
})
