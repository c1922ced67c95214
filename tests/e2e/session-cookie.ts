import { expect } from '@playwright/test'

/**
 * Signs a demo user in through the sign-in route, as the sign-in form does, and returns its
 * `pdfrest_session=…` pair (`__Host-pdfrest_session=…` on a site configured on https).
 */
export async function sessionCookieFor(baseURL: string, email: string): Promise<string> {
  const response = await postApi(baseURL, '/api/auth/sign-in/', { email, password: 'Demo-pass-1!' })
  const cookie = response.headers
    .getSetCookie()
    .find((value) => /^(__Host-)?pdfrest_session=[^;]+/.test(value))
  expect(cookie, `${email} signs in`).toBeTruthy()
  return cookie?.split(';')[0] ?? ''
}

/** A same-origin JSON post to one of the site's `/api/…` actions, as the browser's client sends it. */
function postApi(origin: string, path: string, data: unknown, cookie = '') {
  return fetch(`${origin}${path}`, {
    method: 'POST',
    headers: {
      'sec-fetch-site': 'same-origin',
      'content-type': 'application/json',
      ...(cookie ? { cookie } : {}),
    },
    body: JSON.stringify(data),
  })
}

/**
 * Calls an `/api/…` action of the site as the browser does (same origin) and returns its status, its
 * body and the session cookie it set, if any (`pdfrest_session=…`).
 */
export async function callApi(origin: string, path: string, data: unknown, cookie = '') {
  const response = await postApi(origin, path, data, cookie)
  const session = response.headers.getSetCookie().find((value) => /^pdfrest_session=[^;]+/.test(value))
  return { status: response.status, text: await response.text(), cookie: session?.split(';')[0] ?? '' }
}
