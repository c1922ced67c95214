import { describe, expect, it, vi } from 'vitest'
import { makePdf } from '#mocks/fixtures/tiny-pdf.ts'
import { DEMO_PASSWORD } from '#mocks/users.ts'
import { labRunAction } from '#shared/api/actions/lab-run.ts'
import { BODY_MESSAGES, INVALID_REQUEST_MESSAGE } from '#shared/api/body-messages.ts'
import { callApi } from '#shared/api/client.ts'
import { LAB_MESSAGES } from '#shared/api/lab.schema.ts'
import { SESSION_COOKIE } from '#shared/http/cookie-names.ts'
import { Route } from '~/routes/api/lab/run.ts'
import { requestCookies, routePost, startRouteTests } from '../../tests/setup/route-call.ts'
import { gateRequest } from '../http/request-gate.server.ts'
import { signIn } from '../identity/auth.server.ts'
import { sealSession } from '../identity/session.server.ts'

vi.mock(import('@tanstack/react-start/server'), async (importOriginal) => ({
  ...(await importOriginal()),
  ...(await import('../../tests/setup/route-call.ts')).cookieFunctions,
}))

startRouteTests()

const route = routePost(Route)
const url = `http://localhost:5700${labRunAction.path}`

/** Through the request gate, then the route: the way every request reaches it. */
const send = (request: Request) => gateRequest(request, route)

/** Signs a demo customer in: the browser sends the cookie, which both the gate and the route read. */
async function signInAs(email: string): Promise<string> {
  const outcome = await signIn({ email, password: DEMO_PASSWORD }, '192.0.2.30')
  if (!outcome.session) throw new Error(`no session for ${email}`)
  const sealed = await sealSession(outcome.session)
  requestCookies.sent.set(SESSION_COOKIE, sealed)
  return `${SESSION_COOKIE}=${sealed}`
}

const pdf = (name = 'sample.pdf') => new File([makePdf([['Hello lab']])], name, { type: 'application/pdf' })

function form(fields: Record<string, string | File[]>): FormData {
  const body = new FormData()
  for (const [name, value] of Object.entries(fields))
    if (typeof value === 'string') body.set(name, value)
    else for (const file of value) body.append(name, file)
  return body
}

const post = (body: BodyInit, headers: Record<string, string>) =>
  send(new Request(url, { method: 'POST', headers: { 'sec-fetch-site': 'same-origin', ...headers }, body }))

describe('POST /api/lab/run/', () => {
  it('runs a tool for a signed-in customer from the one client’s multipart call', async () => {
    const cookie = await signInAs('premium@example.com')
    // The browser's fetch of this site, played by the gate and the route; the server's own calls go on.
    const serverFetch = globalThis.fetch
    vi.stubGlobal('fetch', (target: string | URL | Request, init: RequestInit = {}) =>
      typeof target === 'string' && target.startsWith('/')
        ? send(
            new Request(`http://localhost:5700${target}`, { ...init, headers: { ...init.headers, cookie } }),
          )
        : serverFetch(target, init),
    )
    const result = await callApi(labRunAction, {
      tool: 'compressed-pdf',
      region: 'global',
      values: { compression_level: 'high' },
      file: [pdf()],
    })
    vi.unstubAllGlobals()
    expect(result).toMatchObject({ ok: true, status: 200 })
    expect(result.ok && result.download?.name).toBe('compressed-pdf.pdf')
  })

  it('refuses a signed-out caller before reading, and a body past the plan’s limit', async () => {
    const anonymous = await post(
      form({ tool: 'pdf-info', region: 'global', values: '{}', file: [pdf()] }),
      {},
    )
    expect(anonymous.status).toBe(401)
    expect(await anonymous.json()).toEqual({ error: LAB_MESSAGES.signedOut })
    const cookie = await signInAs('starter@example.com')
    const declared = await post('x', {
      cookie,
      'content-type': 'multipart/form-data; boundary=x',
      'content-length': String(300 * 1024 * 1024),
    })
    expect(declared.status).toBe(413)
    expect(await declared.json()).toEqual({ error: BODY_MESSAGES.tooLarge })
  })

  it('refuses a cross-site call, a body that is not a form and invalid fields with a clear 4xx', async () => {
    const cookie = await signInAs('premium@example.com')
    const fields = { tool: 'pdf-info', region: 'global', values: '{}', file: [pdf()] }
    const crossSite = await post(form(fields), { cookie, 'sec-fetch-site': 'cross-site' })
    expect(crossSite.status).toBe(403)
    expect(await crossSite.json()).toEqual({ error: 'This endpoint accepts requests from this site only.' })
    const json = await post(JSON.stringify(fields), { cookie, 'content-type': 'application/json' })
    expect(json.status).toBe(400)
    expect(await json.json()).toEqual({ error: INVALID_REQUEST_MESSAGE })
    const broken = await post('--x\r\ncontent-disposition: form-data; name="tool"\r\n\r\npdf', {
      cookie,
      'content-type': 'multipart/form-data; boundary=x',
    })
    expect(broken.status).toBe(400)
    const files = Array.from({ length: 21 }, () => pdf())
    for (const invalid of [
      { ...fields, region: 'mars' },
      { ...fields, values: '{' },
      { ...fields, values: '{"__proto__x": 1}' },
      { ...fields, tool: ['a', 'b'].join('x'.repeat(80)) },
      { ...fields, file: files },
    ]) {
      const refused = await post(form(invalid), { cookie })
      expect(refused.status, JSON.stringify(Object.keys(invalid))).toBe(400)
      expect(await refused.json()).toEqual({ error: INVALID_REQUEST_MESSAGE })
    }
  })

  it('answers the lab’s own messages for a well-formed run it cannot send', async () => {
    const cookie = await signInAs('premium@example.com')
    const unknown = await post(form({ tool: 'no-such-tool', region: 'eu', values: '{}' }), { cookie })
    expect(await unknown.json()).toEqual({ ok: false, message: LAB_MESSAGES.unknownTool })
    const notPdf = new File(['hello'], 'notes.txt', { type: 'text/plain' })
    const wrong = await post(
      form({
        tool: 'compressed-pdf',
        region: 'global',
        values: '{"compression_level":"high"}',
        file: [notPdf],
      }),
      {
        cookie,
      },
    )
    expect(await wrong.json()).toEqual({ ok: false, message: LAB_MESSAGES.notPdf('notes.txt') })
  })
})
