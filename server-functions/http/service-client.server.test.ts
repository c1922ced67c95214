import { delay, HttpResponse, http } from 'msw'
import { beforeEach, describe, expect, it, vi } from 'vitest'
import { z } from 'zod'
import { startMockServerFor } from '#mocks/test-server.ts'
import { callService, type LibraryCall, openService } from './service-client.server.ts'

const base = 'https://service.test'
const target = { name: 'test', url: base }
const answerSchema = z.object({ id: z.string() })
/** Requests the hanging handler holds, and those it saw cancelled. */
const hanging: string[] = []
const cancelled: string[] = []

startMockServerFor([
  http.get(`${base}/ok`, () => HttpResponse.json({ id: 'a1' })),
  http.post(`${base}/echo`, async ({ request }) =>
    HttpResponse.json({
      id: request.headers.get('content-type') ?? '',
      body: await request.text(),
    }),
  ),
  http.get(`${base}/query`, ({ request }) => HttpResponse.json({ id: new URL(request.url).search })),
  http.get(`${base}/down`, () => HttpResponse.json({ message: 'down' }, { status: 503 })),
  http.get(`${base}/refused`, () => HttpResponse.json({ msg: 'wrong password' }, { status: 400 })),
  http.get(`${base}/not-json`, () => new HttpResponse('<html>oops</html>', { status: 200 })),
  http.get(`${base}/wrong-shape`, () => HttpResponse.json({ id: 42 })),
  http.get(`${base}/slow`, async () => {
    await delay('infinite')
    return HttpResponse.json({ id: 'never' })
  }),
  http.get(`${base}/network`, () => HttpResponse.error()),
  http.get(
    `${base}/hang`,
    ({ request }) =>
      new Promise<Response>((resolve) => {
        hanging.push(new URL(request.url).pathname)
        request.signal.addEventListener('abort', () => {
          cancelled.push(new URL(request.url).pathname)
          resolve(HttpResponse.error())
        })
      }),
  ),
  http.get(`${base}/huge`, () => HttpResponse.json({ id: 'x'.repeat(2000) })),
  http.get(
    `${base}/huge-stream`,
    () =>
      new HttpResponse(
        new ReadableStream({
          pull(controller) {
            controller.enqueue(new TextEncoder().encode('x'.repeat(1000)))
          },
        }),
      ),
  ),
])

beforeEach(() => {
  vi.spyOn(console, 'error').mockImplementation(() => undefined)
  vi.spyOn(console, 'warn').mockImplementation(() => undefined)
})

describe('callService', () => {
  it('answers the checked data', async () => {
    const result = await callService(target, '/ok', { schema: answerSchema })
    expect(result).toMatchObject({ ok: true, data: { id: 'a1' }, status: 200 })
    expect(console.error).not.toHaveBeenCalled()
  })

  it('sends JSON or a form, and the query', async () => {
    const echo = z.object({ id: z.string(), body: z.string() })
    const json = await callService(target, '/echo', { json: { a: 1 }, schema: echo })
    expect(json).toMatchObject({ ok: true, data: { id: 'application/json', body: '{"a":1}' } })
    const form = await callService(target, '/echo', { form: { a: 'b c' }, schema: echo })
    expect(form).toMatchObject({ data: { id: 'application/x-www-form-urlencoded', body: 'a=b+c' } })
    const query = await callService(target, '/query', { query: { q: 'x y' }, schema: answerSchema })
    expect(query).toMatchObject({ data: { id: '?q=x+y' } })
  })

  it('returns a 5xx with its body and logs the path, never the query', async () => {
    const result = await callService(target, '/down', { query: { key: 'secret' }, schema: answerSchema })
    expect(result).toMatchObject({ ok: false, kind: 'status', status: 503, body: '{"message":"down"}' })
    expect(console.error).toHaveBeenCalledWith('[test] GET /down: answered 503')
  })

  it('keeps 4xx answers out of the log when the caller explains them', async () => {
    const result = await callService(target, '/refused', { schema: answerSchema, quietClientErrors: true })
    expect(result).toMatchObject({ ok: false, kind: 'status', status: 400 })
    expect(console.error).not.toHaveBeenCalled()
    await callService(target, '/refused', { schema: answerSchema })
    expect(console.error).toHaveBeenCalledWith('[test] GET /refused: answered 400')
  })

  it('refuses a body that is not JSON or not the expected shape, with one clear log line', async () => {
    const html = await callService(target, '/not-json', { schema: answerSchema })
    expect(html).toMatchObject({ ok: false, kind: 'invalid-body', status: 200 })
    const shape = await callService(target, '/wrong-shape', { schema: answerSchema })
    expect(shape).toMatchObject({ ok: false, kind: 'invalid-body' })
    expect(console.error).toHaveBeenLastCalledWith(
      '[test] GET /wrong-shape: answered an unexpected body (id)',
    )
  })

  it('gives up at the deadline and on a network error', async () => {
    const slow = await callService(target, '/slow', { schema: answerSchema, timeoutMs: 50 })
    expect(slow).toMatchObject({ ok: false, kind: 'unreachable', status: 0 })
    const network = await callService(target, '/network', { schema: answerSchema })
    expect(network).toMatchObject({ ok: false, kind: 'unreachable' })
    expect(console.error).toHaveBeenCalledTimes(2)
  })

  it('refuses a body longer than the bound without reading all of it', async () => {
    const declared = await callService(target, '/huge', { schema: answerSchema, maxBodyBytes: 1000 })
    expect(declared).toMatchObject({ ok: false, kind: 'invalid-body', status: 200 })
    const endless = await callService(target, '/huge-stream', { schema: answerSchema, maxBodyBytes: 5000 })
    expect(endless).toMatchObject({ ok: false, kind: 'invalid-body' })
    expect(console.error).toHaveBeenLastCalledWith('[test] GET /huge-stream: answered more than 5000 bytes')
  })

  it('logs best-effort calls as warnings', async () => {
    await callService(target, '/down', { schema: answerSchema, logLevel: 'warn' })
    expect(console.warn).toHaveBeenCalledWith('[test] GET /down: answered 503')
    expect(console.error).not.toHaveBeenCalled()
  })

  it('hands the raw response over for streams and statuses shown as they are', async () => {
    const answer = await openService(target, '/down')
    expect(answer.ok && answer.response.status).toBe(503)
  })
})

/** A stand-in for a service's own client library: it builds the request and reads the answer, throwing on a non-2xx as Strapi's does. */
function library(path: string): LibraryCall {
  return {
    what: `read ${path}`,
    run: async (send) => {
      const response = await send(`${base}${path}`, { headers: { accept: 'application/json' } })
      if (!response.ok) throw new Error(`${response.status} ${response.statusText}`)
      const json: unknown = await response.json()
      return json
    },
  }
}

describe('callService through a client library', () => {
  it('checks what the library read with the schema', async () => {
    expect(await callService(target, library('/ok'), { schema: answerSchema })).toMatchObject({
      ok: true,
      data: { id: 'a1' },
      status: 200,
    })
    const shape = await callService(target, library('/wrong-shape'), { schema: answerSchema })
    expect(shape).toMatchObject({ ok: false, kind: 'invalid-body', status: 200 })
    expect(console.error).toHaveBeenLastCalledWith(
      '[test] SDK read /wrong-shape: answered an unexpected body (id)',
    )
  })

  it('maps an answer the library refused to the status failure, with the service’s own error body', async () => {
    const down = await callService(target, library('/down'), { schema: answerSchema })
    expect(down).toMatchObject({ ok: false, kind: 'status', status: 503, body: '{"message":"down"}' })
    expect(console.error).toHaveBeenCalledWith('[test] SDK read /down: answered 503')
    const refused = await callService(target, library('/refused'), {
      schema: answerSchema,
      quietClientErrors: true,
    })
    expect(refused).toMatchObject({
      ok: false,
      kind: 'status',
      status: 400,
      body: '{"msg":"wrong password"}',
    })
    expect(console.error).toHaveBeenCalledTimes(1)
    const html = await callService(target, library('/not-json'), { schema: answerSchema })
    expect(html).toMatchObject({ ok: false, kind: 'invalid-body', status: 200 })
  })

  it('bounds the body the library reads, declared or streamed', async () => {
    const declared = await callService(target, library('/huge'), { schema: answerSchema, maxBodyBytes: 1000 })
    expect(declared).toMatchObject({ ok: false, kind: 'invalid-body', status: 200 })
    expect(console.error).toHaveBeenLastCalledWith('[test] SDK read /huge: answered more than 1000 bytes')
    const endless = await callService(target, library('/huge-stream'), {
      schema: answerSchema,
      maxBodyBytes: 5000,
    })
    expect(endless).toMatchObject({ ok: false, kind: 'invalid-body', status: 200 })
    expect(console.error).toHaveBeenLastCalledWith(
      '[test] SDK read /huge-stream: answered more than 5000 bytes',
    )
  })

  it('cancels the library’s request at the deadline: the service sees it go', async () => {
    cancelled.length = 0
    const started = performance.now()
    const hung = await callService(target, library('/hang'), { schema: answerSchema, timeoutMs: 50 })
    expect(hung).toMatchObject({ ok: false, kind: 'unreachable', status: 0 })
    expect(hung.ok || hung.detail).toMatch(/unreachable: .*timeout/i)
    await vi.waitFor(() => expect(cancelled).toEqual(['/hang']))
    // Long before the library's own 10 s timer.
    expect(performance.now() - started).toBeLessThan(5_000)
    const network = await callService(target, library('/network'), { schema: answerSchema })
    expect(network).toMatchObject({ ok: false, kind: 'unreachable' })
  })

  it('cancels at the caller’s signal too', async () => {
    hanging.length = 0
    cancelled.length = 0
    const controller = new AbortController()
    const given = callService(target, library('/hang'), { schema: answerSchema, signal: controller.signal })
    await vi.waitFor(() => expect(hanging).toEqual(['/hang']))
    controller.abort()
    expect(await given).toMatchObject({ ok: false, kind: 'unreachable' })
    await vi.waitFor(() => expect(cancelled).toEqual(['/hang']))
  })
})
