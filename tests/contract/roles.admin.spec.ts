import { type Page, expect, request as playwrightRequest, test } from '@playwright/test'
import { z } from 'zod'
import { cms } from './strapi-admin.ts'

/**
 * The seeded editors' roles in the real admin: a Marketer composes and publishes but never meets the
 * developers' screens; a Writer drafts pages and cannot publish them.
 */
const password = 'Demo-pass-1!'

async function signInAs(page: Page, email: string) {
  await page.goto(`${cms}/admin/auth/login`)
  await page.getByLabel('Email').fill(email)
  await page.getByLabel('Password').fill(password)
  await page.getByRole('button', { name: 'Login' }).click()
  await expect(page.getByRole('heading', { name: /^Hello/ })).toBeVisible()
}

/** The main menu once Strapi has sorted its links by the user's permissions. */
async function mainMenu(page: Page) {
  const nav = page.getByRole('navigation').first()
  await expect(nav.getByRole('link', { name: 'Media Library' })).toBeVisible()
  return nav
}

test('a Marketer publishes pages but has no Content-Type Builder, users, settings or project statistics', async ({
  page,
}) => {
  await signInAs(page, 'marketer@example.com')
  const nav = await mainMenu(page)
  // The home page has the editor's own widgets, not the project's statistics for developers.
  await expect(page.getByText('Last edited entries').first()).toBeVisible()
  await expect(page.getByText('Project statistics')).toHaveCount(0)
  await expect(nav.getByRole('link', { name: 'Content Manager' })).toBeVisible()
  await expect(nav.getByRole('link', { name: 'Content-Type Builder' })).toHaveCount(0)
  // Settings would hold nothing for an editor but Strapi's version numbers: it is not in the menu.
  await expect(nav.getByRole('link', { name: 'Settings' })).toHaveCount(0)
  await page.goto(`${cms}/admin/content-manager/collection-types/api::page.page`)
  await page.getByRole('gridcell', { name: 'Pricing', exact: true }).first().click()
  await expect(page.getByLabel('Page name')).toHaveValue('Pricing')
  await expect(page.getByRole('button', { name: 'Publish' })).toBeVisible()
  // "Publish at" takes any minute, not only the quarter hours.
  await page.getByRole('combobox', { name: 'Choose time' }).first().click()
  await expect(page.getByRole('option', { name: '14:19', exact: true })).toHaveCount(1)
  await page.keyboard.press('Escape')
  await expect(page.getByText('Edit the model')).toHaveCount(0)
  // Typed in by hand, Settings still offers none of the developers' pages.
  await page.goto(`${cms}/admin/settings`)
  for (const name of ['Users', 'Roles', 'API Tokens', 'Webhooks', 'Transfer Tokens']) {
    await expect(page.getByRole('link', { name, exact: true })).toHaveCount(0)
  }
  // Nor its Overview, with Strapi's and Node's versions: the editor lands on the home page.
  await page.goto(`${cms}/admin/settings/application-infos`)
  await expect(page.getByRole('heading', { name: /^Hello/ })).toBeVisible()
  await expect(page.getByText('Node version')).toHaveCount(0)
})

test('a Marketer whose access token has run out opens the Media Library without being logged out', async ({
  page,
}) => {
  await signInAs(page, 'marketer@example.com')
  const nav = await mainMenu(page)
  // The access token as it is after 30 minutes: one the server refuses (its signature spoilt); the
  // refresh token still holds, so the admin renews it and retries each refused request.
  const cookies = await page.context().cookies(`${cms}/admin/`)
  const access = cookies.find((cookie) => !cookie.httpOnly && /^ey[\w-]+\.[\w-]+\.[\w-]+$/.test(cookie.value))
  if (!access) throw new Error('the admin keeps its access token in a cookie')
  await page.context().addCookies([{ ...access, value: `${access.value.slice(0, -4)}AAAA` }])
  const logouts: string[] = []
  page.on('request', (request) => {
    if (request.url().includes('/admin/logout')) logouts.push(request.url())
  })
  // Retried with the new token, the Media Library's settings are refused to a Marketer (403): that
  // answer was taken for the first 401 and the admin logged out.
  const renewed = page.waitForResponse((response) => response.url().includes('/admin/access-token'))
  const settings = page.waitForResponse(
    (response) => response.url().includes('/upload/settings') && response.status() === 403,
  )
  await nav.getByRole('link', { name: 'Media Library' }).click()
  expect((await renewed).status()).toBe(200)
  await settings
  await expect(page.getByRole('heading', { name: 'Media Library' })).toBeVisible()
  await expect(page.getByRole('img').nth(2)).toBeVisible()
  await expect(page).toHaveURL(/\/admin\/plugins\/upload/)
  expect(logouts).toEqual([])
})

test('a Writer drafts pages but cannot publish them', async ({ page }) => {
  await signInAs(page, 'writer@example.com')
  await page.goto(`${cms}/admin/content-manager/collection-types/api::page.page/create`)
  await page.getByLabel('Page name').fill(`Writer draft ${Date.now()}`)
  await expect(page.getByRole('button', { name: 'Save' })).toBeEnabled()
  await expect(page.getByRole('button', { name: 'Publish' })).toBeDisabled()
  // The grey button explains itself.
  await expect(page.getByText(/^A marketer publishes: ask a marketer/)).toBeVisible()
  // Nor can a Writer publish by scheduling: the publish time is not theirs to set, so it is not shown
  // with help saying they could.
  await expect(page.getByText('Publish at', { exact: true })).toHaveCount(0)
  await expect(page.getByText('No permissions to see this field')).toHaveCount(0)
  const nav = await mainMenu(page)
  await expect(nav.getByRole('link', { name: 'Content-Type Builder' })).toHaveCount(0)
  await expect(nav.getByRole('link', { name: 'Settings' })).toHaveCount(0)
  // The server refuses a Writer's publish too, whatever the screen shows.
  const context = await playwrightRequest.newContext()
  const login = await context.post(`${cms}/admin/login`, { data: { email: 'writer@example.com', password } })
  const { data } = z.object({ data: z.object({ token: z.string() }) }).parse(await login.json())
  const headers = { authorization: `Bearer ${data.token}` }
  const pages = `${cms}/content-manager/collection-types/api::page.page`
  const list = await context.get(`${pages}?filters[slug][$eq]=home`, { headers })
  const [home] = z
    .object({ results: z.array(z.object({ documentId: z.string() })) })
    .parse(await list.json()).results
  const publish = await context.post(`${pages}/${home?.documentId}/actions/publish`, { headers, data: {} })
  expect(publish.status()).toBe(403)
})

test('the super admin keeps Settings and the Content-Type Builder', async ({ page }) => {
  await signInAs(page, 'cms-admin@example.com')
  const nav = await mainMenu(page)
  await expect(page.getByText('Project statistics')).toBeVisible()
  await expect(nav.getByRole('link', { name: 'Settings' })).toBeVisible()
  await expect(nav.getByRole('link', { name: 'Content-Type Builder' })).toBeVisible()
})
