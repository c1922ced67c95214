import type { Page, Request } from '@playwright/test'
import { expect, expectAccessible, gotoHydrated, signIn, test } from './fixtures.ts'

/**
 * A signed-in customer's own key in the code samples of cached documents (the sample-key island),
 * hidden again on request; the language picked in a sample follows the developer from page to page.
 */
const KEY = 'demo-premium-0002-key'

function collectRequests(page: Page): string[] {
  const paths: string[] = []
  page.on('request', (request: Request) => paths.push(new URL(request.url()).pathname))
  return paths
}

const curlPanel = (page: Page) =>
  page.locator('[data-island="code-sample"]').first().getByRole('tabpanel', { name: 'cURL' })

test('a signed-out visitor loads no key island and asks for no key', async ({ page }) => {
  const requests = collectRequests(page)
  await gotoHydrated(page, '/documentation/compressed-pdf/')
  await expect(curlPanel(page)).toContainText('Api-Key: YOUR_API_KEY')
  await expect(page.getByLabel('Show my API key')).toBeHidden()
  // Intent on the samples loads their tabs, never the key.
  await page.getByRole('tab', { name: 'Python' }).click()
  await expect(page.getByRole('tab', { name: 'Python' })).toHaveAttribute('aria-selected', 'true')
  expect(requests.filter((path) => /sample-key|\/api\/api-key/.test(path))).toEqual([])
})

test('signed in, the key fills every sample until hidden, and the choice follows to the next page', async ({
  page,
  request,
}) => {
  await gotoHydrated(page, '/documentation/compressed-pdf/')
  const dialog = await signIn(page, 'premium@example.com')
  await expect(dialog).toBeHidden()
  // The sign-in on this page publishes the visitor; the island then fills the samples.
  await expect(curlPanel(page)).toContainText(`Api-Key: ${KEY}`)
  const control = page.getByLabel('Show my API key')
  await expect(control).toBeChecked()
  await page.getByRole('tab', { name: 'Python' }).click()
  await expect(page.getByRole('tabpanel', { name: 'Python' })).toContainText(`'Api-Key': '${KEY}'`)
  await expectAccessible(page)

  await control.uncheck()
  await expect(page.getByRole('tabpanel', { name: 'Python' })).toContainText("'Api-Key': 'YOUR_API_KEY'")

  // The next page (a fresh load with the hint cookie): hidden is remembered, Python too.
  const tool = await gotoHydrated(page, '/apitools/compress-pdf/')
  await expect(page.getByRole('tab', { name: 'Python' })).toHaveAttribute('aria-selected', 'true')
  await expect(page.getByLabel('Show my API key')).not.toBeChecked()
  await expect(page.getByRole('tabpanel', { name: 'Python' })).toContainText("'Api-Key': 'YOUR_API_KEY'")
  await page.getByLabel('Show my API key').check()
  await expect(page.getByRole('tabpanel', { name: 'Python' })).toContainText(`'Api-Key': '${KEY}'`)
  // The server's HTML never holds the key, not even the page rendered for a signed-in customer.
  expect(await tool?.text()).not.toContain(KEY)

  // The home page's sample and the lab follow the same choices.
  await gotoHydrated(page, '/')
  await expect(page.getByRole('tabpanel', { name: 'Python' })).toContainText(`'Api-Key': '${KEY}'`)
  // The hero's request beside the headline too, not YOUR_API_KEY.
  await expect(page.getByRole('figure', { name: /the request and its answer$/ })).toContainText(
    `Api-Key: ${KEY}`,
  )
  await gotoHydrated(page, '/apilab/?tool=compressed-pdf')
  await expect(page.getByRole('tab', { name: 'Python' })).toHaveAttribute('aria-selected', 'true')
  await expect(page.getByLabel('Show my API key')).toBeChecked()
  await expect(page.getByTestId('code-python')).toContainText(KEY)

  // What a cache could store: the anonymous page, and the key route's own answer.
  const anonymous = await request.get('/apitools/compress-pdf/', { headers: { cookie: '' } })
  expect(await anonymous.text()).not.toContain(KEY)
  const key = await page.request.get('/api/api-key/')
  expect(key.headers()['cache-control']).toBe('private, no-store')
  expect(await key.json()).toEqual({ key: KEY })
})

test('the key route answers null to a visitor', async ({ request }) => {
  const response = await request.get('/api/api-key/')
  expect(response.status()).toBe(200)
  expect(response.headers()['cache-control']).toBe('private, no-store')
  expect(await response.json()).toEqual({ key: null })
})

test('the language picked stays picked on the next page, before any script runs', async ({ page }) => {
  await gotoHydrated(page, '/documentation/compressed-pdf/')
  await page.getByRole('tab', { name: 'Java' }).click()
  await expect(page.getByRole('tab', { name: 'Java' })).toHaveAttribute('aria-selected', 'true')
  const scripts: string[] = []
  page.on('request', (request) => {
    if (request.resourceType() === 'script') scripts.push(new URL(request.url()).pathname)
  })
  await gotoHydrated(page, '/documentation/merged-pdf/')
  await expect(page.getByRole('tab', { name: 'Java' })).toHaveAttribute('aria-selected', 'true')
  await expect(page.getByRole('tabpanel')).toHaveCount(1)
  await expect(page.getByRole('tabpanel', { name: 'Java' })).toContainText('HttpClient')
  expect(scripts).toEqual([])
})
