import type { APIResponse } from '@playwright/test'
import { DEMO_PASSWORD, expect, test } from './fixtures.ts'

/** The form-post branch of the auth routes, as a browser without JavaScript posts a form. */
function setCookies(response: APIResponse): string[] {
  return response
    .headersArray()
    .filter((header) => header.name.toLowerCase() === 'set-cookie')
    .map((header) => header.value)
}

test('a sign-in form posted without JavaScript lands on return_to, signed in', async ({ request }) => {
  const response = await request.post('/api/auth/sign-in/', {
    form: { email: 'premium@example.com', password: DEMO_PASSWORD, return_to: '/pricing/' },
    maxRedirects: 0,
  })
  expect(response.status()).toBe(303)
  expect(response.headers().location).toBe('/pricing/')
  expect(response.headers()['cache-control']).toBe('private, no-store')
  expect(setCookies(response).find((cookie) => cookie.includes('pdfrest_session'))).toMatch(/HttpOnly/i)
  expect(await (await request.get('/api/session/')).json()).toMatchObject({
    user: { email: 'premium@example.com' },
  })
  await request.post('/api/auth/sign-out/', { data: {} })
})

test('a wrong password goes back to the page with the sign-in modal open, nothing in the address', async ({
  request,
}) => {
  const response = await request.post('/api/auth/sign-in/', {
    form: { email: 'premium@example.com', password: 'not-the-password', return_to: '//evil.example/' },
    maxRedirects: 0,
  })
  expect(response.status()).toBe(303)
  // A return_to that would leave the site is replaced by the account's address.
  expect(response.headers().location).toBe('/account/?auth=sign-in')
  const flash = setCookies(response).find((cookie) => cookie.startsWith('pdfrest_auth_flash='))
  expect(flash).toMatch(/HttpOnly/i)
  expect(flash).not.toContain('premium')
  expect(setCookies(response).some((cookie) => cookie.includes('pdfrest_session='))).toBe(false)
  expect(await (await request.get('/api/session/')).json()).toEqual({ user: null })
  // The page with its modal open is someone's own: never stored or shared.
  const page = await request.get('/pricing/?auth=sign-in')
  expect(page.headers()['cache-control']).toBe('private, no-store')
})

test('a recovery form posted without JavaScript goes back to the page with the recovery modal open', async ({
  request,
}) => {
  const response = await request.post('/api/auth/recovery/', {
    form: { email: 'free@example.com', return_to: '/support/' },
    maxRedirects: 0,
  })
  expect(response.status()).toBe(303)
  expect(response.headers().location).toBe('/support/?auth=recovery')
  expect(setCookies(response).some((cookie) => cookie.startsWith('pdfrest_auth_flash='))).toBe(true)
})
