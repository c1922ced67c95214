import { SESSION_COOKIE } from '#shared/http/cookie-names.ts'
import { beforeEach, describe, expect, it } from 'vitest'
import { mockHandlers } from '#mocks/handlers.ts'
import { startMockServerFor } from '#mocks/test-server.ts'
import { DEMO_PASSWORD } from '#mocks/users.ts'
import { serverEnv } from '../env.server.ts'
import { signIn } from '../identity/auth.server.ts'
import { sealSession } from '../identity/session.server.ts'
import { LAB_MESSAGES } from '#shared/api/lab.schema.ts'
import { labRunAction } from '#shared/api/actions/lab-run.ts'
import { resetAllLimiters } from './throttle.server.ts'
import { BODY_MESSAGES } from '#shared/api/body-messages.ts'
import { MAX_JSON_DEPTH, SERVER_FN_MAX_BYTES, gateRequest } from './request-gate.server.ts'

startMockServerFor(mockHandlers(serverEnv()))
beforeEach(() => resetAllLimiters())

const MB = 1024 * 1024
const labUrl = `http://site.test${labRunAction.path}`
const otherFnUrl = `http://site.test/_serverFn/${'a'.repeat(64)}`

/** A body of `total` bytes in 64 KB chunks, counting how many the server pulled. */
function body(total: number) {
  let sent = 0
  const stream = new ReadableStream<Uint8Array>({
    pull(controller) {
      if (sent >= total) return controller.close()
      const size = Math.min(64 * 1024, total - sent)
      sent += size
      controller.enqueue(new Uint8Array(size).fill(97))
    },
  })
  return { stream, sent: () => sent }
}

function request(url: string, method: string, stream?: ReadableStream<Uint8Array>, headers = {}) {
  const init: RequestInit & { duplex: 'half' } = { method, body: stream, headers, duplex: 'half' }
  return new Request(url, init)
}

let handled = 0
async function ok(incoming: Request) {
  handled += 1
  await incoming.arrayBuffer()
  return new Response('handled')
}

async function sessionCookie(email: string) {
  const outcome = await signIn({ email, password: DEMO_PASSWORD }, '192.0.2.10')
  if (!outcome.session) throw new Error(`no session for ${email}`)
  return `${SESSION_COOKIE}=${await sealSession(outcome.session)}`
}

describe('gateRequest', () => {
  beforeEach(() => {
    handled = 0
  })

  it('answers 405 with Allow for other methods on pages, without rendering', async () => {
    for (const method of ['OPTIONS', 'PUT', 'DELETE', 'POST', 'PATCH']) {
      const response = await gateRequest(request('http://site.test/', method), ok)
      expect(response.status, method).toBe(405)
      expect(response.headers.get('allow')).toBe('GET, HEAD')
      expect(await response.text()).toContain(BODY_MESSAGES.methodNotAllowed)
    }
    expect(handled).toBe(0)
    expect((await gateRequest(request('http://site.test/pricing/', 'HEAD'), ok)).status).toBe(200)
  })

  it('cuts a server function body off past its limit with 413, having read little of it', async () => {
    const huge = body(10 * MB)
    const response = await gateRequest(request(otherFnUrl, 'POST', huge.stream), ok)
    expect(response.status).toBe(413)
    expect(response.headers.get('connection')).toBe('close')
    expect(await response.text()).toContain(BODY_MESSAGES.tooLarge)
    expect(huge.sent()).toBeLessThanOrEqual(SERVER_FN_MAX_BYTES + 128 * 1024)
    expect(handled).toBe(0)
  })

  it('refuses JSON nested deeper than a real call, in a body or a GET payload', async () => {
    const deep = '['.repeat(MAX_JSON_DEPTH + 1) + ']'.repeat(MAX_JSON_DEPTH + 1)
    const post = new Request(otherFnUrl, {
      method: 'POST',
      body: deep,
      headers: { 'content-type': 'application/json' },
    })
    expect((await gateRequest(post, ok)).status).toBe(400)
    const get = new Request(`${otherFnUrl}?payload=${encodeURIComponent(deep)}`)
    expect((await gateRequest(get, ok)).status).toBe(400)
    const shallow = new Request(otherFnUrl, { method: 'POST', body: '{"data":[1,{"a":2}]}' })
    expect((await gateRequest(shallow, ok)).status).toBe(200)
    expect(handled).toBe(1)
  })

  it('refuses an anonymous API lab upload before reading its body', async () => {
    const upload = body(100 * MB)
    const response = await gateRequest(request(labUrl, 'POST', upload.stream), ok)
    expect(response.status).toBe(401)
    expect(await response.text()).toContain(LAB_MESSAGES.signedOut)
    expect(upload.sent()).toBeLessThanOrEqual(128 * 1024)
    expect(handled).toBe(0)
  })

  it("gives a signed-in customer their plan's upload limit, counted while the body streams", async () => {
    // Starter allows 100 MB: 20 MB passes, 110 MB is cut off near the limit.
    const cookie = await sessionCookie('starter@example.com')
    const small = body(20 * MB)
    expect((await gateRequest(request(labUrl, 'POST', small.stream, { cookie }), ok)).status).toBe(200)
    const large = body(110 * MB)
    const response = await gateRequest(request(labUrl, 'POST', large.stream, { cookie }), ok)
    expect(response.status).toBe(413)
    expect(large.sent()).toBeLessThan(103 * MB)
    // A declared length past the limit is refused unread.
    const declared = body(300 * MB)
    const refused = await gateRequest(
      request(labUrl, 'POST', declared.stream, { cookie, 'content-length': String(300 * MB) }),
      ok,
    )
    expect(refused.status).toBe(413)
    expect(declared.sent()).toBeLessThanOrEqual(128 * 1024)
    // 130 MB pass through streams here: generous time for a busy machine.
  }, 60_000)

  it("gates only the lab's POST as an upload: another method goes on to the route's 405", async () => {
    const response = await gateRequest(request(labUrl, 'PUT', body(1024).stream), ok)
    expect(response.status).toBe(200)
    expect(handled).toBe(1)
  })

  it('cuts a webhook body off past 1 MB while the route reads it', async () => {
    const huge = body(5 * MB)
    const response = await gateRequest(request('http://site.test/api/revalidate/', 'POST', huge.stream), ok)
    expect(response.status).toBe(413)
    expect(huge.sent()).toBeLessThan(2 * MB)
  })
})
