import type { ChildProcess } from 'node:child_process'
import { expect, test } from '@playwright/test'
import { startBuiltServer } from '../../scripts/built-server.ts'
import { sessionCookieFor } from './session-cookie.ts'

// The production build configured as served over https (TLS ends at a proxy in front of it), on the
// port after the suite's own server.
const port = Number(process.env.E2E_PORT ?? 4173) + 1
const local = `http://127.0.0.1:${port}`
const site = `https://127.0.0.1:${port}`
const hsts = 'max-age=63072000; includeSubDomains; preload'
let server: ChildProcess | undefined

test.beforeAll(async () => {
  server = await startBuiltServer(port, [], { SITE_URL: site })
})
test.afterAll(() => {
  server?.kill()
})

const get = (path: string, headers: Record<string, string> = {}) =>
  fetch(`${local}${path}`, { redirect: 'manual', headers })

test('on an https site every answer carries HSTS: pages, cache hits, redirects, files, errors, routes', async () => {
  const page = await get('/pricing/')
  const script = (await page.text()).match(/\/assets\/[^"]+\.js/)?.[0] ?? ''
  expect(script).toBeTruthy()
  const answers = {
    page,
    cacheHit: await get('/pricing/'),
    slashRedirect: await get('/pricing'),
    tableRedirect: await get('/getstarted/'),
    protocolRelative: await get('//evil.test/'),
    asset: await get(script, { 'accept-encoding': 'br' }),
    publicFile: await get('/favicon.svg'),
    notFound: await get('/no-such-page/'),
    route: await get('/api/health/'),
    refusedServerFn: await fetch(`${local}/_serverFn/anything`, { method: 'POST', body: '{' }),
  }
  expect(answers.cacheHit.headers.get('x-page-cache')).toBe('hit')
  for (const [name, response] of Object.entries(answers)) {
    expect(response.headers.get('strict-transport-security'), name).toBe(hsts)
    expect(response.headers.get('x-content-type-options'), name).toBe('nosniff')
    expect(response.headers.get('cross-origin-resource-policy'), name).toBe('same-origin')
  }
})

test('on an https site the session cookie is __Host-, Secure, and signs the user in', async () => {
  const cookie = await sessionCookieFor(local, 'pro@example.com')
  expect(cookie).toMatch(/^__Host-pdfrest_session=/)
  const account = await get('/account/', { cookie })
  expect(account.status).toBe(200)
  expect(account.headers.get('cache-control')).toBe('private, no-store')
  // The same value under the plain name is not a session here.
  const plain = await get('/account/', { cookie: cookie.replace(/^__Host-/, '') })
  expect(plain.status).toBe(307)
})

test('on an https site provider sign-in returns to the configured https origin with a __Host- state cookie', async () => {
  const start = await get('/api/auth/provider/?provider=github', { host: 'evil.test' })
  expect(start.status).toBe(302)
  expect(start.headers.get('set-cookie')).toMatch(
    /^__Host-pdfrest_oauth=[\w.-]+; Path=\/; HttpOnly; SameSite=Lax; Max-Age=600; Secure$/,
  )
  const authorize = new URL(start.headers.get('location') ?? '', local)
  const returnTo = new URL(authorize.searchParams.get('redirect_to') ?? '')
  expect(`${returnTo.origin}${returnTo.pathname}`).toBe(`${site}/auth/callback/`)
  expect(returnTo.searchParams.get('state')).toMatch(/^[\w-]{43}$/)
})
