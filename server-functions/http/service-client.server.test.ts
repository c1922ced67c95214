import { delay, HttpResponse, http } from 'msw'
import { beforeEach, describe, expect, it, vi } from 'vitest'
import { z } from 'zod'
import { startMockServerFor } from '#mocks/test-server.ts'
import { callService, callServiceSdk, openService, ServiceError } from './service-client.server.ts'

const base = 'https://service.test'
const target = { name: 'test', url: base }
const answerSchema = z.object({ id: z.string() })

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

describe('callServiceSdk', () => {
  it('checks what a client library answered', async () => {
    expect(await callServiceSdk('strapi', 'x', async () => ({ id: 'b' }), { schema: answerSchema })).toEqual({
      id: 'b',
    })
    await expect(
      callServiceSdk('strapi', 'x', async () => ({ id: 1 }), { schema: answerSchema }),
    ).rejects.toThrow(new ServiceError('strapi x: answered an unexpected body (id)'))
  })

  it('stops waiting at the deadline', async () => {
    const never = () => new Promise<never>(() => undefined)
    await expect(
      callServiceSdk('strapi', 'x', never, { schema: answerSchema, timeoutMs: 50 }),
    ).rejects.toThrow('strapi x: timed out after 50 ms')
  })
})
