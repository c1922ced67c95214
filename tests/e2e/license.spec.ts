import { postAsBot } from './bot-token.ts'
import { expect, expectAccessible, gotoHydrated, test } from './fixtures.ts'
import { testEarlyForm } from './early-form.ts'

async function fill(page: import('@playwright/test').Page, email: string) {
  await page.getByLabel('Name', { exact: true }).fill('Jo Developer')
  await page.getByLabel('Work email').fill(email)
  await page.getByLabel('Company').fill('Contoso Health')
  await page.getByLabel('Product', { exact: true }).selectOption('PDF toolkit')
  await page.getByLabel('Intended use').fill('Batch conversion of scanned records in our private cloud.')
}

test('the licence key request validates, focuses the first problem and sends', async ({ page }) => {
  await gotoHydrated(page, '/container-license-key-request/')
  await expectAccessible(page)
  await page.getByRole('button', { name: 'Request licence key' }).click()
  await expect(page.getByText('Name is required')).toBeVisible()
  await expect(page.getByLabel('Name', { exact: true })).toBeFocused()
  await page.getByLabel('Work email').fill('not-an-email')
  await expect(page.getByText('Invalid email address')).toBeVisible()
  await expectAccessible(page)
  await fill(page, 'jo@contoso.example')
  await page.getByRole('button', { name: 'Request licence key' }).click()
  await expect(page.getByRole('heading', { name: 'Request received' })).toBeVisible()
})

test('a failed delivery says so and keeps everything typed', async ({ page }) => {
  await gotoHydrated(page, '/container-license-key-request/')
  await fill(page, 'license-fail@example.com')
  await page.getByRole('button', { name: 'Request licence key' }).click()
  await expect(page.getByRole('alert')).toContainText('Nothing you typed is lost')
  await expect(page.getByLabel('Company')).toHaveValue('Contoso Health')
  await expect(page.getByLabel('Intended use')).toHaveValue(
    'Batch conversion of scanned records in our private cloud.',
  )
  await expectAccessible(page)
})

test('a failed bot check is refused with the bot-check message', async ({ page }) => {
  await postAsBot(page, '/api/license-request/', 'license_request')
  await gotoHydrated(page, '/container-license-key-request/')
  await fill(page, 'jo@contoso.example')
  await page.getByRole('button', { name: 'Request licence key' }).click()
  await expect(page.getByRole('alert')).toHaveText('ReCAPTCHA error. Please try again or reload the page.')
})

test('the bot check down: not sent, try again, nothing typed is lost', async ({ page, request }) => {
  await request.post('/api/mocks/', { data: { recaptcha: 'down' } })
  await gotoHydrated(page, '/container-license-key-request/')
  await fill(page, 'jo@contoso.example')
  await page.getByRole('button', { name: 'Request licence key' }).click()
  await expect(page.getByRole('alert')).toContainText('Nothing you typed is lost')
  await expect(page.getByLabel('Company')).toHaveValue('Contoso Health')
})

test('every licence field says it is required, in the page as sent and after hydration', async ({
  page,
  request,
}) => {
  const labels = ['Name', 'Work email', 'Company', 'Product', 'Intended use']
  const sent = await (await request.get('/container-license-key-request/')).text()
  // The page's own form: the sign-in modal the loader shows at a click is in a template of its own.
  const form = sent.replace(/<template\b[\s\S]*?<\/template>/g, '')
  expect(form.match(/aria-required="true"/g) ?? []).toHaveLength(labels.length)
  await gotoHydrated(page, '/container-license-key-request/')
  for (const label of labels) {
    await expect(page.getByLabel(label, { exact: true })).toHaveAttribute('aria-required', 'true')
  }
})

testEarlyForm({
  path: '/container-license-key-request/',
  island: 'license-form',
  posts: '/api/license-request/',
  fill: (page) => fill(page, 'jo@contoso.example'),
  field: 'Intended use',
  typed: 'Batch conversion of scanned records in our private cloud.',
  send: 'Request licence key',
  sent: 'Request received',
})
