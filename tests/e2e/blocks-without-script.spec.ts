import type { Locator } from '@playwright/test'
import { expect, gotoHydrated, signInToAccount, test } from './fixtures.ts'

/** With scripting off every language's sample shows, one under the other, under its name; no tab list. */
async function expectEveryLanguage(sample: Locator) {
  await expect(sample.getByRole('tablist')).toBeHidden()
  const languages = ['cURL', 'Python', 'Node.js', 'PHP', 'Java', 'C#']
  await expect(sample.getByRole('heading', { level: 3 })).toHaveText(languages)
  for (const language of languages) {
    await expect(sample.getByRole('heading', { name: language, exact: true })).toBeVisible()
    await expect(sample.getByRole('tabpanel', { name: language, exact: true })).toBeVisible()
  }
}

test.describe('with scripting off', () => {
  test.use({ javaScriptEnabled: false })

  test('the pricing switch shows the annual plans, and the FAQ opens', async ({ page }) => {
    await page.goto('/pricing/')
    const plans = page.locator('#plans')
    await expect(plans.getByRole('heading', { name: 'Premium Monthly' })).toBeVisible()
    await expect(plans.getByRole('heading', { name: 'Premium Annual' })).toHaveCount(0)
    await plans.getByText('Annual', { exact: true }).click()
    await expect(plans.getByRole('heading', { name: 'Enterprise Annual' })).toBeVisible()
    await expect(plans.getByRole('heading', { name: 'Premium Monthly' })).toHaveCount(0)
    await expect(plans.getByRole('heading', { name: 'Starter', exact: true })).toBeVisible()
    const premium = plans.getByRole('article', { name: 'Premium Annual' })
    await expect(premium.getByText('$8.33')).toBeVisible()
    await expect(premium.locator('s')).toHaveText('$9.99')
    await expect(plans.getByRole('button', { name: 'Get Started' })).toHaveCount(4)
    await plans.getByText('Monthly', { exact: true }).click()
    await expect(plans.getByRole('heading', { name: 'Premium Monthly' })).toBeVisible()

    const question = page.locator('details > summary').first()
    const details = page.locator('details').first()
    await expect(details).not.toHaveAttribute('open')
    await question.click()
    await expect(details).toHaveAttribute('open', '')
  })

  test('a code sample shows every language under its name, and no copy button that cannot copy', async ({
    page,
  }) => {
    await page.goto('/apitools/compress-pdf/')
    const sample = page.locator('[data-island="code-sample"]')
    await expect(sample.getByRole('tabpanel', { name: 'cURL' })).toContainText('curl')
    await expect(sample.getByRole('button', { name: /^Copy/ })).toHaveCount(0)
    await expectEveryLanguage(sample)
  })

  test('the API reference reads and navigates on a phone: contents, endpoint pages, every code sample', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 390, height: 844 })
    await page.goto('/documentation/')
    await expect(page.getByRole('heading', { name: 'pdfRest API reference', level: 1 })).toBeVisible()
    const contents = page.getByRole('navigation', { name: 'API reference' })
    // The contents follow the page on a phone; a link at the top leads there.
    await page.getByRole('link', { name: 'Jump to the reference contents' }).click()
    await expect(page).toHaveURL(/#reference-contents$/)
    await expect(contents.getByText('Reference contents')).toBeInViewport()
    await contents.getByRole('link', { name: 'Compress PDF' }).click()
    await expect(page).toHaveURL(/\/documentation\/compressed-pdf\/$/)
    await expect(page.getByRole('heading', { name: 'Compress PDF', level: 1 })).toBeVisible()
    // The contents fold away and open again with no script (details/summary).
    await contents.getByText('Reference contents').click()
    await expect(contents.getByRole('link', { name: 'Overview' })).toBeHidden()
    await contents.getByText('Reference contents').click()
    await contents.getByRole('link', { name: 'Code samples' }).click()
    await expect(page).toHaveURL(/#code-samples$/)
    const sample = page.locator('[data-island="code-sample"]')
    await expect(sample.getByRole('tabpanel', { name: 'Python' })).toContainText(
      "'compression_level', 'medium'",
    )
    await expectEveryLanguage(sample)
  })

  test('the support and licence forms say they need JavaScript and offer the address to write to', async ({
    page,
  }) => {
    for (const path of ['/support/', '/container-license-key-request/']) {
      await page.goto(path)
      const note = page.getByRole('note')
      await expect(note).toContainText('Sending this form needs JavaScript')
      await expect(note.getByRole('link', { name: 'support@pdfrest.com' })).toHaveAttribute(
        'href',
        'mailto:support@pdfrest.com',
      )
      // No form that could not be sent.
      await expect(page.getByRole('button', { name: /Send message|Request licence key/ })).toBeHidden()
    }
  })
})

test('the plan state for document pages is personal and never cached', async ({ page, request }) => {
  const anonymous = await request.get('/api/plan-state/')
  expect(anonymous.status()).toBe(200)
  expect(anonymous.headers()['cache-control']).toBe('private, no-store')
  expect(await anonymous.json()).toEqual({ state: null })

  await signInToAccount(page, 'pro@example.com')
  const signedIn = await page.request.get('/api/plan-state/')
  expect(await signedIn.json()).toEqual({
    state: { plan: 'Pro', cycle: 'Annual', pendingPlan: null, pendingCycle: null },
  })
})

test("a document page's plan button opens the change on the account page; an edited link opens nothing", async ({
  page,
}) => {
  await signInToAccount(page, 'pro@example.com')
  await gotoHydrated(page, '/account/?change=Enterprise&cycle=Annual')
  const dialog = page.getByRole('dialog', { name: 'Are you sure you want to change your plan?' })
  await expect(dialog).toBeVisible()
  await expect(dialog.getByRole('group', { name: 'New plan' })).toContainText('Enterprise Annual')
  await dialog.getByRole('button', { name: 'No, take me back' }).click()
  await expect(dialog).toBeHidden()
  await expect(page.getByTestId('current-plan')).toHaveText('Pro Annual')

  await gotoHydrated(page, '/account/?change=Pro&cycle=Annual')
  await expect(page.getByRole('heading', { name: 'Account', level: 1 })).toBeVisible()
  await expect(page.getByRole('heading', { name: 'Change your plan' })).toBeVisible()
  await expect(dialog).toHaveCount(0)
})
