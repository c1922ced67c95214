import { monitorEventLoopDelay } from 'node:perf_hooks'
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
import { serverEnv } from '../env.server.ts'
import { uploadsInFlight } from './lab-admission.server.ts'

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
    for (const invalid of [
      { ...fields, region: 'mars' },
      { ...fields, values: '{' },
      { ...fields, values: '{"__proto__x": 1}' },
      { ...fields, tool: ['a', 'b'].join('x'.repeat(80)) },
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

/** A body of the given bytes in 64 KB chunks, counting how many the server pulled; `hold` stops it midway. */
function streamed(bytes: Uint8Array, hold?: { at: number; until: Promise<void> }) {
  let sent = 0
  const stream = new ReadableStream<Uint8Array>({
    async pull(controller) {
      if (hold && sent >= hold.at) await hold.until
      if (sent >= bytes.length) return controller.close()
      const chunk = bytes.subarray(sent, sent + 64 * 1024)
      sent += chunk.length
      controller.enqueue(chunk)
    },
  })
  return { stream, sent: () => sent }
}

const BOUNDARY = 'lab-gate-boundary'
const part = (name: string, value: string, filename?: string) =>
  `--${BOUNDARY}\r\ncontent-disposition: form-data; name="${name}"${filename ? `; filename="${filename}"` : ''}\r\n\r\n${value}\r\n`

/** A lab form of the tool's fields and one PDF of `size` bytes, as the browser sends it. */
function labForm(size: number): Uint8Array {
  const head =
    part('tool', 'pdf-info') + part('region', 'global') + part('values', '{"queries":"page_count"}')
  const file = `--${BOUNDARY}\r\ncontent-disposition: form-data; name="file"; filename="big.pdf"\r\ncontent-type: application/pdf\r\n\r\n%PDF-`
  return Buffer.concat([Buffer.from(head + file), Buffer.alloc(size), Buffer.from(`\r\n--${BOUNDARY}--\r\n`)])
}

function upload(bytes: Uint8Array, cookie: string, hold?: { at: number; until: Promise<void> }) {
  const body = streamed(bytes, hold)
  const init: RequestInit & { duplex: 'half' } = {
    method: 'POST',
    headers: {
      cookie,
      'sec-fetch-site': 'same-origin',
      'content-type': `multipart/form-data; boundary=${BOUNDARY}`,
      'content-length': String(bytes.length),
    },
    body: body.stream,
    duplex: 'half',
  }
  return { response: send(new Request(url, init)), sent: body.sent }
}

const MB = 1024 * 1024
// The issue's budget is 50 ms; the bound leaves room for a machine three times slower.
const STALL_BOUND_MS = 150
const CROWDED_STALL_BOUND_MS = 1_000

describe("the lab's gate before the body", () => {
  it('refuses a form of 100,000 distinct field names at the fourth, without stalling the event loop', async () => {
    const cookie = await signInAs('starter@example.com')
    // Written as it is read, so the test's own garbage does not stall the loop it measures.
    const fields = (count: number) => {
      let next = 0
      let sent = 0
      const stream = new ReadableStream<Uint8Array>({
        pull(controller) {
          if (next >= count) return controller.close()
          const chunk: string[] = []
          for (let size = 0; size < 64 * 1024 && next < count; next += 1) {
            chunk.push(part(`f${next}`, 'v'))
            size += chunk.at(-1)?.length ?? 0
          }
          if (next >= count) chunk.push(`--${BOUNDARY}--\r\n`)
          const bytes = Buffer.from(chunk.join(''))
          sent += bytes.length
          controller.enqueue(bytes)
        },
      })
      const init: RequestInit & { duplex: 'half' } = {
        method: 'POST',
        headers: {
          cookie,
          'sec-fetch-site': 'same-origin',
          'content-type': `multipart/form-data; boundary=${BOUNDARY}`,
        },
        body: stream,
        duplex: 'half',
      }
      return { response: send(new Request(url, init)), sent: () => sent, fieldsSent: () => next }
    }
    // The same path with four fields first: the first call loads modules the measure is not about,
    // the second is what any refused form costs (the session, the account's plan).
    const cpuOf = async (request: { response: Response | Promise<Response> }) => {
      const cpu = process.cpuUsage()
      expect((await request.response).status).toBe(413)
      const used = process.cpuUsage(cpu)
      return (used.user + used.system) / 1000
    }
    await cpuOf(fields(4))
    const baselineCpuMs = await cpuOf(fields(4))
    const delay = monitorEventLoopDelay({ resolution: 10 })
    delay.enable()
    // The monitor samples once its first interval has passed, and records a stall when it fires late.
    await new Promise((resolve) => setTimeout(resolve, 20))
    const started = performance.now()
    const cpu = process.cpuUsage()
    const flood = fields(100_000)
    const answer = await flood.response
    const elapsedMs = performance.now() - started
    const used = process.cpuUsage(cpu)
    const cpuMs = (used.user + used.system) / 1000
    await new Promise((resolve) => setTimeout(resolve, 20))
    delay.disable()
    console.log(
      `100,000 fields: ${answer.status} in ${Math.round(elapsedMs)} ms (${Math.round(cpuMs)} ms of CPU, ${Math.round(baselineCpuMs)} for four fields), event-loop delay max ${(delay.max / 1e6).toFixed(1)} ms, ${flood.fieldsSent()} fields (${flood.sent()} bytes) read`,
    )
    expect(answer.status).toBe(413)
    expect(await answer.json()).toEqual({ error: LAB_MESSAGES.tooManyParts })
    // No stall can last longer than the CPU the request used beyond what any refused form costs: that
    // is the 50 ms budget, and it does not count the time a crowded machine gives to other processes. The delay the monitor saw
    // does (hundreds of ms on a shared machine), but a flood that is parsed costs seconds.
    expect(cpuMs).toBeLessThan(baselineCpuMs + STALL_BOUND_MS)
    expect(delay.max / 1e6).toBeLessThan(CROWDED_STALL_BOUND_MS)
    expect(flood.fieldsSent()).toBeLessThan(100_000)
  }, 60_000)

  it('counts 30 runs a minute before reading a byte: the 31st is a 429 with Retry-After', async () => {
    const cookie = await signInAs('premium@example.com')
    for (let run = 0; run < 30; run += 1) {
      const { response } = upload(labForm(1024), cookie)
      expect((await response).status).toBe(200)
    }
    const { response, sent } = upload(labForm(10 * MB), cookie)
    const refused = await response
    expect(refused.status).toBe(429)
    expect(refused.headers.get('retry-after')).toMatch(/^\d+$/)
    expect(await refused.json()).toEqual({ error: 'Too many attempts. Please wait 1 minute and try again.' })
    expect(sent()).toBeLessThanOrEqual(128 * 1024)
  }, 60_000)

  it("lets an account's share of uploads in flight through and refuses the rest unread, memory bounded", async () => {
    const cookie = await signInAs('starter@example.com')
    const { perAccount } = serverEnv().labUploads
    const size = 40 * MB
    const bytes = labForm(size)
    let open = () => {}
    const until = new Promise<void>((resolve) => (open = resolve))
    const before = process.memoryUsage().rss
    let peak = before
    const sampler = setInterval(() => (peak = Math.max(peak, process.memoryUsage().rss)), 10)
    // Eight at once from one Starter account, each held after its first MB: the refusals come while
    // the admitted ones are still on their way.
    const pile = Array.from({ length: 8 }, () => upload(bytes, cookie, { at: MB, until }))
    let settled = 0
    for (const one of pile) void Promise.resolve(one.response).then(() => (settled += 1))
    await vi.waitFor(() => expect(settled).toBe(8 - perAccount), { timeout: 30_000 })
    open()
    const answers = (await Promise.all(pile.map((one) => one.response))).sort((a, b) => a.status - b.status)
    clearInterval(sampler)
    const riseMb = (peak - before) / MB
    console.log(
      `8 uploads of 40 MB: ${answers.map((answer) => answer.status).join(', ')}; RSS rise ${Math.round(riseMb)} MB`,
    )
    expect(answers.map((answer) => answer.status)).toEqual([
      ...Array.from({ length: perAccount }, () => 200),
      ...Array.from({ length: 8 - perAccount }, () => 429),
    ])
    const refusal = answers.at(-1)
    expect(await refusal?.json()).toEqual({ error: LAB_MESSAGES.uploadsInFlight(perAccount) })
    const unread = pile.filter((one) => one.sent() <= 128 * 1024)
    expect(unread).toHaveLength(8 - perAccount)
    expect(uploadsInFlight()).toEqual({ accounts: 0, bytes: 0 })
    // What was let in streamed through: never more held than the uploads the account may have in flight.
    expect(riseMb).toBeLessThan((perAccount * size) / MB)
  }, 120_000)

  it("refuses an upload past the instance's bytes in flight with 503 and Retry-After, unread", async () => {
    const limits = serverEnv().labUploads
    const configured = limits.bytesInFlight
    limits.bytesInFlight = 8 * MB
    try {
      const first = await signInAs('pro@example.com')
      const second = await signInAs('premium@example.com')
      let open = () => {}
      const until = new Promise<void>((resolve) => (open = resolve))
      const held = upload(labForm(6 * MB), first, { at: MB, until })
      await vi.waitFor(() => expect(uploadsInFlight().accounts).toBe(1), { timeout: 20_000 })
      const { response, sent } = upload(labForm(6 * MB), second)
      const refused = await response
      expect(refused.status).toBe(503)
      expect(refused.headers.get('retry-after')).toBe('5')
      expect(await refused.json()).toEqual({ error: LAB_MESSAGES.busy })
      expect(sent()).toBeLessThanOrEqual(128 * 1024)
      open()
      expect((await held.response).status).toBe(200)
      expect(uploadsInFlight()).toEqual({ accounts: 0, bytes: 0 })
    } finally {
      limits.bytesInFlight = configured
    }
  }, 60_000)
})
