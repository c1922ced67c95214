import { expect } from '@playwright/test'
import { toJSONAsync } from 'seroval'
import { serverFnsInBuild } from './fuzz/targets.ts'

/**
 * Signs a demo user in through the signIn server function and returns its `pdfrest_session=…` pair
 * (`__Host-pdfrest_session=…` on a site configured on https).
 */
export async function sessionCookieFor(baseURL: string, email: string): Promise<string> {
  const signIn = serverFnsInBuild().get('signIn') ?? ''
  const data = { email, password: 'Demo-pass-1!' }
  const response = await fetch(`${baseURL}/_serverFn/${signIn}`, {
    method: 'POST',
    headers: {
      'x-tsr-serverfn': 'true',
      'sec-fetch-site': 'same-origin',
      'content-type': 'application/json',
    },
    body: JSON.stringify(await toJSONAsync({ data })),
  })
  const cookie = response.headers
    .getSetCookie()
    .find((value) => /^(__Host-)?pdfrest_session=[^;]+/.test(value))
  expect(cookie, `${email} signs in`).toBeTruthy()
  return cookie?.split(';')[0] ?? ''
}

/**
 * Calls a server function of the build as the browser does (same origin) and returns its status,
 * its body and the session cookie it set, if any (`pdfrest_session=…`).
 */
export async function callServerFn(origin: string, name: string, data: unknown, cookie = '') {
  const id = serverFnsInBuild().get(name) ?? ''
  const response = await fetch(`${origin}/_serverFn/${id}`, {
    method: 'POST',
    headers: {
      'x-tsr-serverfn': 'true',
      'sec-fetch-site': 'same-origin',
      'content-type': 'application/json',
      ...(cookie ? { cookie } : {}),
    },
    body: JSON.stringify(await toJSONAsync({ data })),
  })
  const session = response.headers.getSetCookie().find((value) => /^pdfrest_session=[^;]+/.test(value))
  return { status: response.status, text: await response.text(), cookie: session?.split(';')[0] ?? '' }
}
