import type { Page } from '@playwright/test'
import { SERVICE_TIMEOUT_MS } from '../../server-functions/http/service-client.server.ts'
import { expect, gotoHydrated, test } from './fixtures.ts'
import { sessionCookieFor } from './session-cookie.ts'

/**
 * The site under failing outside services (mock switches, mocks/README.md). Stated bounds: a page
 * served from warm caches never waits for a failing service, so it answers in well under the 5 s
 * upstream timeout (WARM_BOUND_MS, half of it); anything that has to wait for a failing service gives
 * up after that timeout, so it answers within COLD_BOUND_MS. Both bounds leave room for a machine three
 * times slower than an idle one: a warm page takes ~50 ms there, and the work after the timeout ~0.5 s.
 */
const WARM_BOUND_MS = SERVICE_TIMEOUT_MS / 2
const COLD_BOUND_MS = SERVICE_TIMEOUT_MS + 5_000

const anonymousPages = [
  '/',
  '/pricing/',
  '/apitools/',
  '/apitools/pdf-redaction/',
  '/learning/',
  '/learning/tutorials/',
  '/learning/solutions/',
  '/learning/redaction/',
  '/learning/tutorials/how-to-redact-pdfs-with-python/',
  '/privacypolicy/',
  '/termsofservice/',
  '/data-processing-agreement/',
  '/products/cloud-api/',
]

const internalTrace = /\n\s*at \S[^\n]*:\d+:\d+|TypeError|SyntaxError|ZodError|node_modules/

async function timedGet(url: string, cookie = '') {
  const started = Date.now()
  const response = await fetch(url, { headers: cookie ? { cookie } : {}, redirect: 'manual' })
  const body = await response.text()
  const cacheControl = response.headers.get('cache-control')
  return { status: response.status, body, ms: Date.now() - started, cacheControl }
}

const faults: [string, Record<string, string>][] = [
  ['Strapi is down', { strapi: 'down' }],
  ['Strapi is slower than the timeout', { strapi: 'slow' }],
  ['Strapi answers garbage', { strapi: 'garbage' }],
  ['Ghost is down', { ghost: 'down' }],
  ['Ghost answers garbage', { ghost: 'garbage' }],
  ['identity is down', { identity: 'down' }],
  ['billing (plans) is down', { plans: 'down' }],
  ['the account service is down', { accountService: 'down' }],
  ['every content service is down', { strapi: 'down', ghost: 'down' }],
]

for (const [label, switches] of faults) {
  test(`after warm-up every anonymous page answers 200 within ${WARM_BOUND_MS} ms while ${label}`, async ({
    request,
    baseURL,
  }) => {
    const origin = baseURL ?? ''
    // A visitor with a session skips the full-page cache: that render reads the content cache.
    const session = await sessionCookieFor(origin, 'premium@example.com')
    for (const path of anonymousPages) {
      expect((await timedGet(`${origin}${path}`)).status, `warm-up ${path}`).toBe(200)
      expect((await timedGet(`${origin}${path}`, session)).status, `warm-up ${path}, signed in`).toBe(200)
    }
    await request.post('/api/mocks/', { data: { ...switches, keepCache: true } })
    for (const path of anonymousPages) {
      for (const [who, cookie] of [
        ['anonymous', ''],
        ['signed in', session],
      ]) {
        const { status, ms, body } = await timedGet(`${origin}${path}`, cookie)
        expect(status, `${path} (${who})`).toBe(200)
        expect(ms, `${path} (${who}) answered in ${ms} ms`).toBeLessThan(WARM_BOUND_MS)
        expect(body, `${path} (${who})`).not.toMatch(internalTrace)
      }
    }
  })
}

test('a cold page while Strapi is slower than the timeout gives up in time with a 503 and a retry hint', async ({
  request,
  baseURL,
}) => {
  await request.post('/api/mocks/', { data: { strapi: 'slow' } })
  const { status, ms, body } = await timedGet(`${baseURL ?? ''}/pricing/`)
  expect(status).toBe(503)
  expect(ms).toBeLessThan(COLD_BOUND_MS)
  expect(body).toContain('Please try again in a minute.')
})

test('a cold page while Strapi answers garbage is a 503 with a retry hint, never a 500 or a parser message', async ({
  request,
  baseURL,
}) => {
  await request.post('/api/mocks/', { data: { strapi: 'garbage' } })
  for (const path of [
    '/',
    '/pricing/',
    '/apitools/pdf-redaction/',
    '/privacypolicy/',
    '/products/cloud-api/',
  ]) {
    const { status, body, cacheControl } = await timedGet(`${baseURL ?? ''}${path}`)
    expect(status, path).toBe(503)
    expect(body, path).toContain('Please try again in a minute.')
    // The "taking a break" page is never stored: a shared cache would show it to everyone.
    expect(cacheControl, path).toBe('no-store')
    expect(body, path).not.toMatch(internalTrace)
  }
})

test('a cold blog while Ghost is slow or answers garbage: 503 in time on the blog, the rest of the site 200', async ({
  request,
  baseURL,
}) => {
  for (const mode of ['slow', 'garbage']) {
    await request.post('/api/mocks/reset/')
    await request.post('/api/mocks/', { data: { ghost: mode } })
    const learning = await timedGet(`${baseURL ?? ''}/learning/`)
    expect(learning.status, `/learning/ with Ghost ${mode}`).toBe(503)
    expect(learning.ms, `/learning/ with Ghost ${mode}`).toBeLessThan(COLD_BOUND_MS)
    expect(learning.body).toContain('Please try again in a minute.')
    const pricing = await timedGet(`${baseURL ?? ''}/pricing/`)
    expect(pricing.status, `/pricing/ with Ghost ${mode}`).toBe(200)
    expect(pricing.ms, `/pricing/ with Ghost ${mode}`).toBeLessThan(COLD_BOUND_MS)
  }
})

async function openSignIn(page: Page) {
  await gotoHydrated(page, '/')
  await page.getByRole('banner').getByRole('button', { name: 'Sign In' }).click()
  const dialog = page.getByRole('dialog', { name: 'Welcome back!' })
  await dialog.getByLabel('Email').fill('premium@example.com')
  await dialog.getByLabel('Password', { exact: true }).fill('Demo-pass-1!')
  return dialog
}

// An identity error shows its status text and code; a service that never answers, the timeout text.
const identityMessages = [
  ['down', 'Service Unavailable (503)'],
  ['slow', 'The sign-in service is not answering. Please try again in a moment.'],
]

for (const [mode, message] of identityMessages) {
  test(`sign-in while identity is ${mode} keeps the modal open with a clear message, within the timeout`, async ({
    page,
    request,
  }) => {
    const dialog = await openSignIn(page)
    await request.post('/api/mocks/', { data: { identity: mode } })
    const started = Date.now()
    await dialog.getByRole('button', { name: 'Sign In' }).click()
    await expect(dialog.getByRole('alert')).toHaveText(message ?? '', { timeout: COLD_BOUND_MS })
    expect(Date.now() - started).toBeLessThan(COLD_BOUND_MS)
    await expect(dialog.getByRole('button', { name: 'Sign In' })).toBeEnabled()
  })
}

async function signedInAt(page: Page, baseURL: string, cookie: string, path: string) {
  const [name = '', value = ''] = cookie.split(/=(.*)/s)
  await page.context().addCookies([{ name, value, url: baseURL }])
  return gotoHydrated(page, path)
}

for (const mode of ['down', 'slow']) {
  test(`a plan change while billing is ${mode} keeps the modal open and says the plan did not change`, async ({
    page,
    request,
    baseURL,
  }) => {
    const cookie = await sessionCookieFor(baseURL ?? '', 'premium@example.com')
    await signedInAt(page, baseURL ?? '', cookie, '/account/')
    await page
      .getByRole('region', { name: 'Change your plan' })
      .or(page.locator('#plans'))
      .getByRole('button', { name: 'Upgrade to Pro' })
      .click()
    const dialog = page.getByRole('dialog', { name: 'Are you sure you want to change your plan?' })
    await request.post('/api/mocks/', { data: { plans: mode } })
    const started = Date.now()
    await dialog.getByRole('button', { name: "I'm sure, change my plan" }).click()
    await expect(dialog.getByRole('alert')).toHaveText(
      'Your plan did not change. Please try again, or contact us for support if this keeps happening.',
      { timeout: COLD_BOUND_MS },
    )
    expect(Date.now() - started).toBeLessThan(COLD_BOUND_MS)
    await dialog.getByRole('button', { name: 'No, take me back' }).click()
    await expect(page.getByTestId('current-plan')).toHaveText('Premium Monthly')
  })
}

test('the account page while the account service is down or slow says so, within the timeout', async ({
  page,
  request,
  baseURL,
}) => {
  const cookie = await sessionCookieFor(baseURL ?? '', 'premium@example.com')
  for (const mode of ['down', 'slow']) {
    await request.post('/api/mocks/', { data: { accountService: mode } })
    const started = Date.now()
    await signedInAt(page, baseURL ?? '', cookie, '/account/')
    await expect(
      page.getByText(
        'We could not load your account details. If this issue persists, contact us for support.',
      ),
    ).toBeVisible({ timeout: COLD_BOUND_MS })
    expect(Date.now() - started, `account page with the account service ${mode}`).toBeLessThan(COLD_BOUND_MS)
  }
})
