import type { APIResponse, Response as PageResponse } from '@playwright/test'
import { expect, gotoHydrated, signIn, test } from './fixtures.ts'
import { type RawAnswer, rawRequest } from './raw-request.ts'

const mainPages = [
  '/',
  '/pricing/',
  '/apitools/',
  '/apitools/pdf-redaction/',
  '/products/cloud-api/',
  '/privacypolicy/',
  '/learning/',
  '/learning/solutions/',
  '/container-license-key-request/',
  '/no-such-page/',
]

/** The nonce of the CSP header, after checking the policy's strict parts. */
function policyNonce(response: APIResponse): string {
  const policy = response.headers()['content-security-policy'] ?? ''
  const nonce = policy.match(/script-src 'nonce-([A-Za-z0-9+/]{22}==)' 'strict-dynamic'/)?.[1]
  expect(nonce, policy).toBeTruthy()
  expect(policy).not.toMatch(/script-src[^;]*'unsafe-(inline|eval)'/)
  for (const directive of [
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'self' ",
  ])
    expect(policy).toContain(directive)
  return nonce ?? ''
}

test('every main page sends a nonce-based CSP and stamps that nonce on every script', async ({ request }) => {
  for (const path of mainPages) {
    const response = await request.get(path)
    const nonce = policyNonce(response)
    const html = await response.text()
    const scripts = html.match(/<script\b[^>]*>/g) ?? []
    expect(scripts.length, path).toBeGreaterThan(2)
    expect(
      scripts.filter((tag) => !tag.includes(`nonce="${nonce}"`)),
      path,
    ).toEqual([])
    expect(html).toContain(`<meta property="csp-nonce" content="${nonce}"/>`)
  }
})

test('each response gets its own nonce, a page-cache hit included', async ({ request }) => {
  const first = await request.get('/pricing/')
  const second = await request.get('/pricing/')
  expect(second.headers()['x-page-cache']).toBe('hit')
  const [a, b] = [policyNonce(first), policyNonce(second)]
  expect(a).not.toBe(b)
  const replayed = await second.text()
  expect(replayed).not.toContain(a)
  expect(replayed.match(new RegExp(`nonce="${b.replace(/[+/]/g, '\\$&')}"`, 'g'))?.length).toBeGreaterThan(2)
})

test('concurrent cache hits each carry only their own nonce, plain and gzipped (reused buffers)', async ({
  baseURL,
}) => {
  const url = `${baseURL ?? ''}/pricing/`
  const reference = await (await fetch(url)).text()
  const referenceNonce = reference.match(/nonce="([^"]+)"/)?.[1] ?? ''
  for (let round = 0; round < 3; round += 1) {
    const answers = await Promise.all(
      Array.from({ length: 24 }, (_, index) =>
        fetch(url, { headers: { 'accept-encoding': index % 2 === 0 ? 'gzip' : 'identity' } }),
      ),
    )
    const nonces = new Set<string>()
    for (const answer of answers) {
      expect(answer.headers.get('x-page-cache')).toMatch(/hit|stale/)
      const nonce = answer.headers.get('content-security-policy')?.match(/'nonce-([^']+)'/)?.[1] ?? ''
      nonces.add(nonce)
      // fetch decompresses: every body must be the page with this response's nonce, byte for byte.
      expect((await answer.text()).replaceAll(nonce, referenceNonce)).toBe(reference)
    }
    expect(nonces.size).toBe(answers.length)
  }
})

test('security headers: no X-Frame-Options (frame-ancestors instead), no HSTS over plain http', async ({
  request,
}) => {
  const headers = (await request.get('/')).headers()
  expect(headers['content-security-policy']).toContain(
    "frame-ancestors 'self' https://strapi.mock.pdfrest.test",
  )
  expect(headers['x-frame-options']).toBeUndefined()
  expect(headers['x-content-type-options']).toBe('nosniff')
  expect(headers['referrer-policy']).toBe('strict-origin-when-cross-origin')
  expect(headers['permissions-policy']).toContain('camera=()')
  expect(headers['strict-transport-security']).toBeUndefined()
  expect(headers['content-security-policy']).not.toContain('upgrade-insecure-requests')
})

test('the session cookie is Secure behind an https proxy, HttpOnly, SameSite=Lax, Path=/', async ({
  page,
}) => {
  await page.setExtraHTTPHeaders({ 'x-forwarded-proto': 'https' })
  // Headers are read in the test body, not in the listener: an async listener still reading when the
  // page closes fails the test after it has passed.
  const responses: PageResponse[] = []
  page.on('response', (response) => responses.push(response))
  const sessionCookies = async () => {
    const cookies: string[] = []
    for (const response of responses)
      for (const header of await response.headersArray())
        if (header.name.toLowerCase() === 'set-cookie' && header.value.startsWith('pdfrest_session='))
          cookies.push(header.value)
    return cookies
  }
  await gotoHydrated(page, '/')
  await signIn(page, 'pro@example.com')
  await expect.poll(async () => (await sessionCookies()).length).toBeGreaterThan(0)
  const [cookie = ''] = await sessionCookies()
  const flags = cookie.split(';').map((part) => part.trim().toLowerCase())
  expect(flags).toEqual(expect.arrayContaining(['httponly', 'secure', 'samesite=lax', 'path=/']))
})

test('every answer carries nosniff and Cross-Origin-Resource-Policy: pages, cache hits, redirects, files, errors', async ({
  request,
  baseURL,
}) => {
  const page = await request.get('/pricing/')
  const script = (await page.text()).match(/\/assets\/[^"]+\.js/)?.[0] ?? ''
  expect(script).toBeTruthy()
  const base = baseURL ?? ''
  const cacheHit = await rawRequest(base, '/pricing/')
  expect(cacheHit.headers['x-page-cache']).toBe('hit')
  const answers: Record<string, RawAnswer> = {
    cacheHit,
    slashRedirect: await rawRequest(base, '/pricing'),
    tableRedirect: await rawRequest(base, '/getstarted/'),
    protocolRelative: await rawRequest(base, '//evil.test/'),
    asset: await rawRequest(base, script, { 'accept-encoding': 'br' }),
    publicFile: await rawRequest(base, '/favicon.svg'),
    notFound: await rawRequest(base, '/no-such-page/'),
    route: await rawRequest(base, '/api/health/'),
    refusedServerFn: await rawRequest(base, '/_serverFn/anything', {}, 'POST'),
  }
  for (const [name, answer] of Object.entries(answers)) {
    expect(answer.headers['x-content-type-options'], name).toBe('nosniff')
    expect(answer.headers['cross-origin-resource-policy'], name).toBe('same-origin')
    expect(answer.headers['strict-transport-security'], name).toBeUndefined()
  }
})

test('redirects never name the Host header’s host, never fail on odd input, and carry ASCII only', async ({
  baseURL,
}) => {
  const base = baseURL ?? ''
  const host = { host: 'evil.test' }
  const paths = [
    '/pricing',
    '//evil.test',
    '//evil.test/',
    '/%5Cevil.test',
    '/getstarted/?x=%E2%82%AC',
    '/pricing?a=%0d%0a',
    '/pricing%E2%82%AC',
    '/api/exit-preview/?url=/%E2%82%AC',
    '/api/exit-preview/?url=/%C3%A9',
    '/api/exit-preview/?url=/a%00b',
    '/api/exit-preview/?url=/%ED%A0%80',
    '/api/exit-preview/?url=/%E9%FF',
    '/api/exit-preview/?url=//evil.test/',
    '/api/exit-preview/?url=%2F%5Cevil.test',
    '/api/preview/?secret=dev-preview-secret&url=/%E2%82%AC',
    '/api/preview/?secret=dev-preview-secret&url=//evil.test',
  ]
  for (const path of paths) {
    const answer = await rawRequest(base, path, host)
    expect(answer.status, path).toBeLessThan(500)
    const location = answer.headers.location
    if (answer.status >= 300 && answer.status < 400) {
      // A path: no host at all, so none taken from the Host header; printable ASCII only.
      expect(location, path).toMatch(/^\/(?!\/)[\x21-\x7e]*$/)
    } else expect(answer.status, path).toBe(400)
  }
  const exit = await rawRequest(base, '/api/exit-preview/?url=/%E2%82%AC/?q=%C3%BC', host)
  expect(exit.headers.location).toBe('/%E2%82%AC/?q=%C3%BC')
})

test('provider sign-in returns to the configured origin, whatever Host the request names', async ({
  baseURL,
}) => {
  const start = await rawRequest(baseURL ?? '', '/api/auth/provider/?provider=github', { host: 'evil.test' })
  expect(start.status).toBe(302)
  const authorize = new URL(start.headers.location ?? '', baseURL)
  const returnTo = new URL(authorize.searchParams.get('redirect_to') ?? '')
  expect(`${returnTo.origin}${returnTo.pathname}`).toBe(`${baseURL}/auth/callback/`)
})

test('mock endpoints refuse cross-site requests; the mock provider returns only to this site', async ({
  request,
  baseURL,
}) => {
  const crossSite: Record<string, string>[] = [
    { 'sec-fetch-site': 'cross-site', origin: 'https://evil.test' },
    { 'sec-fetch-site': 'same-site', origin: 'https://www.evil.test' },
    { origin: 'https://evil.test' },
  ]
  for (const headers of crossSite) {
    expect((await request.post('/api/mocks/reset/', { headers })).status()).toBe(403)
    expect((await request.post('/api/mocks/', { headers, data: { strapi: 'down' } })).status()).toBe(403)
    expect((await request.get('/api/mocks/mailbox/', { headers })).status()).toBe(403)
  }
  expect((await request.get('/api/mocks/')).status()).toBe(200)
  const sameSite = { 'sec-fetch-site': 'same-origin', origin: baseURL ?? '' }
  expect((await request.post('/api/mocks/reset/', { headers: sameSite })).status()).toBe(200)
  for (const target of ['https://evil.test/auth/callback/', '//evil.test/', '/\\evil.test/']) {
    const answer = await request.get(
      `/api/mocks/identity/authorize?provider=github&redirect_to=${encodeURIComponent(target)}`,
      { maxRedirects: 0 },
    )
    expect(answer.status(), target).toBe(302)
    expect(new URL(answer.headers().location ?? '', baseURL).origin, target).toBe(baseURL)
  }
})

test('Accept-Encoding q=0 is honoured for pages, cache hits and precompressed files', async ({ baseURL }) => {
  const base = baseURL ?? ''
  const page = await rawRequest(base, '/pricing/')
  expect(page.status).toBe(200)
  const html = await (await fetch(`${base}/pricing/`)).text()
  const script = html.match(/\/assets\/[^"]+\.js/)?.[0] ?? ''
  const refusals: [string, string, string | undefined][] = [
    // `*` takes every coding the list leaves out: brotli, now that pages are sent in it too.
    ['/pricing/', 'gzip;q=0, *', 'br'],
    ['/pricing/', 'gzip;q=0, br;q=0, *', undefined],
    ['/pricing/', 'gzip;level=1;q=0', undefined],
    ['/pricing/', 'gzip;q=0.0', undefined],
    // A server route's answer (an answer under 1 KB, like health's, goes out as it is).
    ['/llms.txt', 'gzip; Q=0, br', 'br'],
    ['/llms.txt', 'gzip; Q=0', undefined],
    [script, 'br;Q=0, gzip', 'gzip'],
    [script, 'br;q=0, *', 'gzip'],
    [script, 'br;q=0, gzip;q=0', undefined],
    [script, 'br;q=0.000, gzip;q=0.5', 'gzip'],
  ]
  for (const [path, acceptEncoding, expected] of refusals) {
    const answer = await rawRequest(base, path, { 'accept-encoding': acceptEncoding })
    expect(answer.status, `${path} ${acceptEncoding}`).toBe(200)
    expect(answer.headers['content-encoding'], `${path} ${acceptEncoding}`).toBe(expected)
  }
})

test('a preview cookie typed in by hand shows no draft; only the secret-protected preview route does', async ({
  request,
}) => {
  // The seeded `security` page exists only as a draft.
  const forged = await request.get('/security/', { headers: { cookie: 'pdfrest_preview=draft' } })
  expect(forged.status()).toBe(404)
  const entered = await request.get('/api/preview/?secret=dev-preview-secret&url=/security/', {
    maxRedirects: 0,
  })
  const cookie = /^pdfrest_preview=[^;]+/.exec(entered.headers()['set-cookie'] ?? '')?.[0] ?? ''
  expect(cookie).toMatch(/^pdfrest_preview=draft\./)
  expect((await request.get('/security/', { headers: { cookie } })).status()).toBe(200)
})
