import { expect, gotoHydrated, signIn, test } from './fixtures.ts'

test('on a document, a click on Account right after signing in opens the menu', async ({ page }) => {
  // The menu's code arrives after the Account button is drawn: the click lands in between.
  let release = () => {}
  const held = new Promise<void>((resolve) => {
    release = resolve
  })
  await page.route(/\/assets\/islands\/account-menu-/, async (route) => {
    await held
    await route.continue()
  })
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
