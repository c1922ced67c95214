import { expect, signInToAccount, test } from './fixtures.ts'

/** What a request carrying only this cookie reads, without following redirects. */
async function readWith(baseURL: string, cookie: string, path: string) {
  const response = await fetch(`${baseURL}${path}`, { headers: { cookie }, redirect: 'manual' })
  return { status: response.status, location: response.headers.get('location'), body: await response.text() }
}

test('a session cookie copied before sign-out reads nothing afterwards: account, API key, user list', async ({
  page,
  baseURL,
}) => {
  const origin = baseURL ?? ''
  await signInToAccount(page, 'admin@example.com')

  const stolen = (await page.context().cookies()).find((cookie) => cookie.name === 'pdfrest_session')
  expect(stolen, 'the browser holds a session cookie').toBeTruthy()
  const copy = `pdfrest_session=${stolen?.value ?? ''}`
  const before = await readWith(origin, copy, '/account/')
  expect(before.status).toBe(200)
  expect(before.body).toContain('demo-admin-0006-key')
  const usersBefore = await readWith(origin, copy, '/admin/users/')
  expect(usersBefore.status).toBe(200)
  expect(usersBefore.body).toContain('starter@example.com')

  await page.getByRole('banner').getByRole('button', { name: 'Account' }).click()
  await page.getByRole('menuitem', { name: 'Sign Out' }).click()
  await expect(page).toHaveURL(/\/$/)
  await expect(page.getByRole('banner').getByRole('button', { name: 'Sign In' })).toBeVisible()

  const account = await readWith(origin, copy, '/account/')
  expect(account.status).toBeGreaterThanOrEqual(300)
  expect(account.status).toBeLessThan(400)
  expect(account.location).toContain('auth=sign-in')
  expect(account.body).not.toContain('demo-admin-0006-key')
  const users = await readWith(origin, copy, '/admin/users/')
  expect(users.status).toBe(404)
  expect(users.body).not.toContain('starter@example.com')
})
