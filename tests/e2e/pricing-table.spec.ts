import { expect, signInToAccount, test } from './fixtures.ts'

test('the account plan picker starts on the customer’s own cycle, so an upgrade keeps it', async ({
  page,
}) => {
  await signInToAccount(page, 'pro@example.com')
  const plans = page.getByRole('region', { name: 'Change your plan' }).or(page.locator('#plans'))
  await expect(plans.getByRole('radio', { name: 'Annual' })).toBeChecked()
  await expect(plans.getByText('Current plan')).toBeVisible()
  await plans.getByRole('button', { name: 'Upgrade to Enterprise' }).click()
  const dialog = page.getByRole('dialog', { name: 'Are you sure you want to change your plan?' })
  await expect(dialog).toContainText('You are upgrading from Pro Annual to Enterprise Annual.')
})

test('a monthly customer’s plan picker starts on Monthly', async ({ page }) => {
  await signInToAccount(page, 'premium@example.com')
  const plans = page.getByRole('region', { name: 'Change your plan' }).or(page.locator('#plans'))
  await expect(plans.getByRole('radio', { name: 'Monthly' })).toBeChecked()
})
