import type { APIResponse, Response as PageResponse } from '@playwright/test'
import { expect, gotoHydrated, test } from './fixtures.ts'

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
  await page.getByRole('banner').getByRole('button', { name: 'Sign In' }).click()
  const dialog = page.getByRole('dialog', { name: 'Welcome back!' })
  await dialog.getByLabel('Email').fill('pro@example.com')
  await dialog.getByLabel('Password', { exact: true }).fill('Demo-pass-1!')
  await dialog.getByRole('button', { name: 'Sign In' }).click()
  await expect.poll(async () => (await sessionCookies()).length).toBeGreaterThan(0)
  const [cookie = ''] = await sessionCookies()
  const flags = cookie.split(';').map((part) => part.trim().toLowerCase())
  expect(flags).toEqual(expect.arrayContaining(['httponly', 'secure', 'samesite=lax', 'path=/']))
})
