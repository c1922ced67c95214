import type { ChildProcess } from 'node:child_process'
import { startBuiltServer } from '../../scripts/built-server.ts'
import { DEMO_PASSWORD, expect, test } from './fixtures.ts'
import { sessionCookieFor } from './session-cookie.ts'

/**
 * What an attacker tries against the shared caches (docs/decisions/037): cookies written the way
 * the framework still reads them, paths in another case, and the client address behind proxies.
 */
const read = (baseURL: string, path: string, cookie?: string) =>
  fetch(`${baseURL}${path}`, { redirect: 'manual', headers: cookie ? { cookie } : {} })

const spaced = (pair: string) => pair.replace('=', ' =')

test('a spaced session cookie, on canonical and case-variant paths, is never cached nor sent public', async ({
  baseURL,
}) => {
  const origin = baseURL ?? ''
  const session = spaced(await sessionCookieFor(origin, 'premium@example.com'))
  for (const path of ['/account/', '/aCcOuNt/', '/APIlaB/', '/pricing/', '/PRICING/', '/learning/']) {
    const answer = await read(origin, path, session)
    expect(answer.headers.get('cache-control'), path).toBe('private, no-store')
    expect(answer.headers.get('x-page-cache'), path).toBeNull()
    await answer.arrayBuffer()
  }
  // The account page read with it holds the key; no anonymous visitor may ever get it from a cache.
  const account = await (await read(origin, '/account/', session)).text()
  expect(account).toContain('demo-premium-0002-key')
  for (const path of ['/account/', '/aCcOuNt/', '/pricing/', '/PRICING/', '/learning/']) {
    const anonymous = await read(origin, path)
    const body = await anonymous.text()
    expect(body, path).not.toContain('demo-premium-0002-key')
    expect(body, path).not.toContain('premium@example.com')
  }
  // A cookie the server clears (a forged session) is someone's own answer, never a shared one.
  const forged = await read(origin, '/account/', 'pdfrest_session =garbage')
  expect(forged.status).toBe(307)
  expect(forged.headers.get('set-cookie')).toMatch(/Max-Age=0/)
  expect(forged.headers.get('cache-control')).toBe('private, no-store')
})

test('paths match as written: another case of a personal page is no page, and nothing is cached for it', async ({
  baseURL,
}) => {
  const origin = baseURL ?? ''
  for (const path of ['/aCcOuNt/', '/APIlaB/', '/PASSWORDRESET/', '/AUTH/CALLBACK/', '/PRICING/']) {
    const first = await read(origin, `${path}?token=secret-from-a-mail`)
    expect(first.status, path).toBe(404)
    await first.arrayBuffer()
    const again = await read(origin, `${path}?token=another`)
    expect(again.headers.get('x-page-cache'), path).toBeNull()
    expect(await again.text(), path).not.toContain('secret-from-a-mail')
  }
})

test('a spaced preview cookie shows the draft only to its holder and puts nothing in the cache', async ({
  baseURL,
}) => {
  const origin = baseURL ?? ''
  const entered = await read(origin, '/api/preview/?secret=dev-preview-secret&url=/security/')
  const cookie = /^pdfrest_preview=[^;]+/.exec(entered.headers.get('set-cookie') ?? '')?.[0] ?? ''
  expect(cookie).toMatch(/^pdfrest_preview=draft\./)
  for (const path of ['/security/', '/SECURITY/', '/pricing/']) {
    const preview = await read(origin, path, spaced(cookie))
    expect(preview.headers.get('cache-control'), path).toBe('private, no-store')
    expect(preview.headers.get('x-page-cache'), path).toBeNull()
    await preview.arrayBuffer()
  }
  expect((await read(origin, '/security/', spaced(cookie))).status).toBe(200)
  // The never-published page stays unpublished for everyone else.
  const anonymous = await read(origin, '/security/')
  expect(anonymous.status).toBe(404)
  expect(anonymous.headers.get('x-page-cache')).toBeNull()
  const pricing = await (await read(origin, '/pricing/')).text()
  expect(pricing).not.toContain('Pick the plan that fits your volume')
})

test('exit-preview ends the grant: a copy of the cookie kept from before shows no draft', async ({
  baseURL,
}) => {
  const origin = baseURL ?? ''
  const entered = await read(origin, '/api/preview/?secret=dev-preview-secret&url=/security/')
  const cookie = /^pdfrest_preview=[^;]+/.exec(entered.headers.get('set-cookie') ?? '')?.[0] ?? ''
  expect((await read(origin, '/security/', cookie)).status).toBe(200)
  const exited = await read(origin, '/api/exit-preview/?url=/security/', cookie)
  expect(exited.status).toBe(307)
  expect((await read(origin, '/security/', cookie)).status).toBe(404)
})

test('no error the site sends may be stored, and an answer that depends on Accept says so', async ({
  baseURL,
}) => {
  const origin = baseURL ?? ''
  const probe = `probe-${Date.now()}`
  const answers: [string, Promise<Response>][] = [
    ['406 page for JSON', fetch(`${origin}/pricing/?${probe}`, { headers: { accept: 'application/json' } })],
    ['404 page', read(origin, `/${probe}/`)],
    ['404 Markdown', read(origin, `/documentation/${probe}.md`)],
    ['404 API', read(origin, `/api/${probe}/`)],
    ['405 method', fetch(`${origin}/pricing/`, { method: 'DELETE' })],
    ['400 preview', read(origin, '/api/preview/?secret=dev-preview-secret&url=//evil.example/')],
    ['401 preview', read(origin, '/api/preview/?secret=wrong-secret&url=/')],
    ['401 webhook', fetch(`${origin}/api/revalidate/`, { method: 'POST', body: '{}' })],
    [
      '403 cross-site',
      fetch(`${origin}/api/auth/sign-in/`, {
        method: 'POST',
        headers: { 'sec-fetch-site': 'cross-site', 'content-type': 'application/json' },
        body: '{}',
      }),
    ],
  ]
  for (const [label, pending] of answers) {
    const answer = await pending
    expect(answer.status, label).toBeGreaterThanOrEqual(400)
    expect(answer.headers.get('cache-control'), label).toMatch(/(^|, )no-store$/)
    await answer.arrayBuffer()
  }
  const refused = await fetch(`${origin}/pricing/`, { headers: { accept: 'application/json' } })
  expect(refused.status).toBe(406)
  expect(refused.headers.get('vary')).toMatch(/\bAccept\b/)
  const page = await read(origin, '/pricing/')
  expect(page.headers.get('vary')).toMatch(/\bAccept\b/)
  await Promise.all([refused.arrayBuffer(), page.arrayBuffer()])
})

test.describe('per-client limits behind a load balancer', () => {
  // Two instances beside the suite's own server: one behind a trusted proxy (this machine's
  // loopback), one that trusts no proxy at all.
  const trustedPort = Number(process.env.E2E_PORT ?? 4173) + 8
  const untrustedPort = trustedPort + 1
  const servers: ChildProcess[] = []
  test.beforeAll(async () => {
    servers.push(
      await startBuiltServer(trustedPort, [], {
        TRUSTED_PROXIES: '127.0.0.1/32',
        FORWARDED_HEADER: 'x-forwarded-for',
      }),
      await startBuiltServer(untrustedPort, [], {
        TRUSTED_PROXIES: '10.0.0.0/8',
        FORWARDED_HEADER: 'x-forwarded-for',
      }),
    )
  })
  test.afterAll(() => {
    for (const server of servers) server.kill()
  })

  /** 61 wrong sign-ins, each from its own forwarded address; the reasons the site gave. */
  async function signInsFrom61Addresses(port: number): Promise<string[]> {
    const reasons: string[] = []
    for (let index = 0; index < 61; index++) {
      const answer = await fetch(`http://127.0.0.1:${port}/api/auth/sign-in/`, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          'x-forwarded-for': `203.0.113.77, 198.51.100.${index}`,
        },
        body: JSON.stringify({ email: `visitor-${index}@contoso.example`, password: `${DEMO_PASSWORD}x` }),
      })
      const body: unknown = await answer.json()
      reasons.push(typeof body === 'object' && body && 'reason' in body ? String(body.reason) : 'none')
    }
    return reasons
  }

  test('61 sign-ins from 61 forwarded addresses are counted apart behind a trusted proxy', async () => {
    const reasons = await signInsFrom61Addresses(trustedPort)
    expect(reasons.filter((reason) => reason === 'throttled')).toEqual([])
  })

  test('and together when the peer is no trusted proxy: the 61st waits', async () => {
    const reasons = await signInsFrom61Addresses(untrustedPort)
    expect(reasons.slice(0, 60).filter((reason) => reason === 'throttled')).toEqual([])
    expect(reasons[60]).toBe('throttled')
  })
})
