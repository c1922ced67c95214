import { defaultSerovalPlugins } from '@tanstack/router-core/ssr/client'
import { fromCrossJSON } from 'seroval'
import { describe, expect, it, vi } from 'vitest'
import { INVALID_REQUEST_MESSAGE } from '#shared/api/body-messages.ts'
import { guardServerFnCall, serializedServerFnError } from './server-fn-guard.server.ts'

const call = (path: string) => new Request(`http://site.test${path}`, { method: 'POST', body: '{bad' })
const internal = () =>
  new Response(serializedServerFnError("Expected property name or '}' in JSON at position 1"), {
    status: 500,
    headers: { 'x-frame-options': 'SAMEORIGIN' },
  })

describe('guardServerFnCall', () => {
  it('turns a server-function call the framework could not decode into 400 with the plain text', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined)
    const response = await guardServerFnCall(call('/_serverFn/abc'), internal)
    expect(response.status).toBe(400)
    const body = await response.text()
    expect(body).toContain(INVALID_REQUEST_MESSAGE)
    expect(body).not.toContain('JSON at position')
    expect(response.headers.get('x-tss-serialized')).toBe('true')
    expect(response.headers.get('x-frame-options')).toBe('SAMEORIGIN')
  })

  it('leaves other paths, successes and a deliberate 503 alone', async () => {
    const page = await guardServerFnCall(call('/pricing/'), internal)
    expect(page.status).toBe(500)
    const outage = await guardServerFnCall(call('/_serverFn/abc'), () => new Response('{}', { status: 503 }))
    expect(outage.status).toBe(503)
    const ok = await guardServerFnCall(call('/_serverFn/abc'), () => new Response('{}'))
    expect(ok.status).toBe(200)
  })

  it("answers in the form the framework's client reads back as the Error it rethrows", async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined)
    const response = await guardServerFnCall(call('/_serverFn/abc'), internal)
    // What the client's server-function fetcher does with a serialized body (seroval's cross JSON,
    // the router's client plugins): an upgrade that changes the wire format on one side fails here.
    const decoded: unknown = fromCrossJSON(JSON.parse(await response.text()), {
      refs: new Map(),
      plugins: defaultSerovalPlugins,
    })
    expect(decoded).toEqual({ error: new Error(INVALID_REQUEST_MESSAGE) })
    expect(decoded).toMatchObject({ error: expect.any(Error) })
  })
})
