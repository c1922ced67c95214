import { expect, gotoHydrated, test } from './fixtures.ts'

test('the sign-in modal puts the focus in Email, not on Close', async ({ page }) => {
  await gotoHydrated(page, '/privacypolicy/')
  await page.getByRole('banner').getByRole('button', { name: 'Sign In' }).click()
  const dialog = page.getByRole('dialog', { name: 'Welcome back!' })
  await expect(dialog.getByLabel('Email')).toBeFocused()
  await page.keyboard.type('premium@example.com')
  await expect(dialog.getByLabel('Email')).toHaveValue('premium@example.com')
})

test('the sign-up modal puts the focus in Name', async ({ page }) => {
  await gotoHydrated(page, '/privacypolicy/')
  await page.getByRole('banner').getByRole('button', { name: 'Get Started' }).click()
  const dialog = page.getByRole('dialog', { name: "Let's get started" })
  await expect(dialog.getByLabel('Name', { exact: true })).toBeFocused()
})
