import { expect, gotoHydrated, holdRequests, test, visitorRootLive } from './fixtures.ts'

test.use({ viewport: { width: 390, height: 844 } })

test('on a phone, a menu link to a section of the same document closes the menu and shows the section', async ({
  page,
}) => {
  await gotoHydrated(page, '/apitools/')
  await page.getByRole('button', { name: 'Open menu' }).click()
  const dialog = page.getByRole('dialog', { name: 'Menu' })
  await dialog.getByRole('link', { name: 'Forms', exact: true }).click()
  await expect(dialog).toBeHidden()
  await expect(page).toHaveURL(/\/apitools\/#Forms$/)
  await expect(page.locator('[id="Forms"]')).toBeInViewport()
})

test('on a phone in a fresh browser, the menu closed by a link to a section stays closed as the header goes live', async ({
  page,
}) => {
  // No wait for the header's code: the first tap is held by the loader and replayed as it arrives.
  await gotoHydrated(page, '/apitools/')
  const live = visitorRootLive(page)
  const openMenu = page.getByRole('button', { name: 'Open menu' })
  await openMenu.click()
  const dialog = page.getByRole('dialog', { name: 'Menu' })
  await dialog.getByRole('link', { name: 'Forms', exact: true }).click()
  await expect(dialog).toBeHidden()
  await live
  expect(await openMenu.getAttribute('aria-expanded')).toBe('false')
  await expect(page.getByRole('dialog')).toHaveCount(0)
  await expect(page.locator('[id="Forms"]')).toBeInViewport()
})

test("on a phone, a tap on Open menu and then on a section's link before the header's code: the menu does not open over the section", async ({
  page,
}) => {
  const release = await holdRequests(page, /\/assets\/islands\/header\.island-/)
  await gotoHydrated(page, '/apitools/')
  const openMenu = page.getByRole('button', { name: 'Open menu' })
  await openMenu.click()
  // The page's own link to its Forms section: the visitor has moved on before the menu could open.
  await page.getByRole('main').getByRole('link', { name: 'Forms', exact: true }).first().click()
  await expect(page).toHaveURL(/\/apitools\/#Forms$/)
  const live = visitorRootLive(page)
  release()
  await live
  expect(await openMenu.getAttribute('aria-expanded')).toBe('false')
  await expect(page.getByRole('dialog')).toHaveCount(0)
  await expect(page.locator('[id="Forms"]')).toBeInViewport()
  // The header is live: the menu opens on the next tap.
  await openMenu.click()
  await expect(page.getByRole('dialog', { name: 'Menu' })).toBeVisible()
})

test('on a phone, a menu link to the app page already shown closes the menu', async ({ page }) => {
  await gotoHydrated(page, '/apilab/')
  await page.getByRole('button', { name: 'Open menu' }).click()
  const dialog = page.getByRole('dialog', { name: 'Menu' })
  await dialog.getByRole('link', { name: 'API Lab', exact: true }).click()
  await expect(dialog).toBeHidden()
  await expect(page).toHaveURL(/\/apilab\/$/)
  await expect(page.getByRole('button', { name: 'Open menu' })).toBeFocused()
})
