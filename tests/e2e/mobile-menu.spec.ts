import { expect, gotoHydrated, test } from './fixtures.ts'

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

test('on a phone, a menu link to the app page already shown closes the menu', async ({ page }) => {
  await gotoHydrated(page, '/apilab/')
  await page.getByRole('button', { name: 'Open menu' }).click()
  const dialog = page.getByRole('dialog', { name: 'Menu' })
  await dialog.getByRole('link', { name: 'API Lab', exact: true }).click()
  await expect(dialog).toBeHidden()
  await expect(page).toHaveURL(/\/apilab\/$/)
  await expect(page.getByRole('button', { name: 'Open menu' })).toBeFocused()
})
