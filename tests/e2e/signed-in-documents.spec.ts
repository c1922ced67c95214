import { expect, gotoHydrated, holdRequests, signIn, test } from './fixtures.ts'

test('on a document, a click on Account right after signing in opens the menu', async ({ page }) => {
  // The menu's code arrives after the Account button is drawn: the click lands in between.
  const release = await holdRequests(page, /\/assets\/islands\/account-menu-/)
  await gotoHydrated(page, '/termsofservice/')
  const dialog = await signIn(page, 'premium@example.com')
  await expect(dialog).toBeHidden()
  const account = page.getByRole('banner').getByRole('button', { name: 'Account' })
  await account.click()
  release()
  const menu = page.getByRole('menu')
  await expect(menu).toContainText('premium@example.com')
  await expect(menu.getByRole('menuitem', { name: 'Account Settings' })).toBeVisible()
})

for (const path of ['/', '/pricing/']) {
  test(`a signed-in customer is not offered Get Started at the bottom of ${path}`, async ({ page }) => {
    await gotoHydrated(page, path)
    const dialog = await signIn(page, 'premium@example.com')
    await expect(dialog).toBeHidden()
    await expect(page.locator('html')).toHaveAttribute('data-user-plan', 'Premium')
    const main = page.getByRole('main')
    const signUpCta = main.getByRole('heading', { name: 'Start processing PDFs in minutes' })
    // The bottom of the page, where the sign-up banner sits.
    await page.getByRole('contentinfo').scrollIntoViewIfNeeded()
    await expect(main.getByRole('button', { name: 'Get Started' })).toHaveCount(0)
    await expect(main.getByRole('button', { name: /Get Started|Create a free account/ })).toHaveCount(0)
    if (path === '/') {
      // The header's rule: Upgrade, unless the plan is Enterprise or the page is the pricing page.
      const upgrade = main.getByRole('link', { name: 'Upgrade your plan' })
      await expect(upgrade).toBeVisible()
      await expect(upgrade).toHaveAttribute('href', '/pricing/#plans')
    } else {
      await expect(signUpCta).toBeHidden()
    }
  })
}

test('an Enterprise customer sees no sign-up banner and no upgrade at the bottom of /', async ({ page }) => {
  await gotoHydrated(page, '/')
  const dialog = await signIn(page, 'enterprise@example.com')
  await expect(dialog).toBeHidden()
  await expect(page.locator('html')).toHaveAttribute('data-user-plan', 'Enterprise')
  const main = page.getByRole('main')
  await expect(main.getByRole('heading', { name: 'Start processing PDFs in minutes' })).toBeHidden()
  await expect(main.getByRole('link', { name: 'Upgrade your plan' })).toBeHidden()
})

test('a visitor who is not signed in is still offered Get Started at the bottom of /', async ({ page }) => {
  await gotoHydrated(page, '/')
  const main = page.getByRole('main')
  const getStarted = main.getByRole('button', { name: 'Get Started' }).last()
  await getStarted.scrollIntoViewIfNeeded()
  await expect(getStarted).toBeVisible()
  await expect(main.getByRole('link', { name: 'Upgrade your plan' })).toBeHidden()
  await getStarted.click()
  await expect(page.getByRole('dialog', { name: "Let's get started" })).toBeVisible()
})
