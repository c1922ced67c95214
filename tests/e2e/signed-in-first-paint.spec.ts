import { expect, gotoHydrated, holdRequests, signIn, test, visitorRootLive } from './fixtures.ts'

/**
 * A signed-in customer's first paint of a cached document, before any island's code: the head script
 * reads the non-secret hint cookie, and every offer meant for signed-out visitors is gone (not shown,
 * not clickable). The islands' code is held back, so what the test sees is what the HTML and its
 * inline head script paint. The hint alone grants nothing: the page is the cacheable anonymous one,
 * and once the header's island asks the server, a hint without a session is dropped.
 */
for (const path of ['/', '/pricing/', '/apitools/compress-pdf/']) {
  test(`a signed-in customer's first paint of ${path} offers no sign-up`, async ({
    page,
    context,
    baseURL,
  }) => {
    await context.addCookies([{ name: 'pdfrest_signed_in', value: 'Premium', url: baseURL ?? '' }])
    const release = await holdRequests(page, /\/assets\/islands\//)
    const response = await page.goto(path, { waitUntil: 'domcontentloaded' })
    // The same cacheable page a signed-out visitor gets: the hint is not a session.
    expect(response?.headers()['cache-control'] ?? '').not.toMatch(/private|no-store/)
    await expect(page.locator('html')).toHaveAttribute('data-signed-in', 'true')
    await expect(page.locator('html')).toHaveAttribute('data-user-plan', 'Premium')
    await expect(page.getByRole('button', { name: /Get Started|Sign In/ })).toHaveCount(0)
    await expect(page.getByRole('link', { name: /Get Started/ })).toHaveCount(0)
    if (path === '/') {
      await expect(page.getByRole('link', { name: 'Read the Docs' })).toBeVisible()
      await expect(page.getByRole('main').getByRole('link', { name: 'Upgrade your plan' })).toHaveCount(1)
    }
    if (path === '/pricing/') {
      // No upgrade offered on the pricing page: its sign-up banner is not for customers at all.
      await expect(page.getByRole('heading', { name: 'Start processing PDFs in minutes' })).toHaveCount(0)
      await expect(page.getByRole('button', { name: 'Checking your plan…' })).toHaveCount(4)
    }
    // The islands arrive: the server says nobody is signed in here, so the offers come back.
    const live = visitorRootLive(page)
    release()
    await live
    await expect(page.locator('html')).not.toHaveAttribute('data-signed-in', 'true')
    await expect(page.getByRole('banner').getByRole('button', { name: 'Sign In' })).toBeVisible()
    expect((await page.context().cookies()).some((cookie) => cookie.name === 'pdfrest_signed_in')).toBe(false)
  })
}

test('a customer who signed in gets the same first paint on the next page, then their own plan buttons', async ({
  page,
}) => {
  await gotoHydrated(page, '/termsofservice/')
  const dialog = await signIn(page, 'premium@example.com')
  await expect(dialog).toBeHidden()
  const release = await holdRequests(page, /\/assets\/islands\//)
  await page.goto('/pricing/', { waitUntil: 'domcontentloaded' })
  await expect(page.locator('html')).toHaveAttribute('data-user-plan', 'Premium')
  await expect(page.getByRole('button', { name: /Get Started|Sign In/ })).toHaveCount(0)
  release()
  await page.locator('[data-plan-table]').scrollIntoViewIfNeeded()
  await expect(page.getByRole('button', { name: 'Checking your plan…' })).toHaveCount(0)
  await expect(
    page
      .getByRole('main')
      .getByRole('button', { name: /Upgrade to|Downgrade to/ })
      .first(),
  ).toBeVisible()
  await expect(page.getByRole('banner').getByRole('button', { name: 'Account' })).toBeVisible()
})
