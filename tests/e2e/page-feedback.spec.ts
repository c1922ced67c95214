import { expect, expectAccessible, gotoHydrated, test } from './fixtures.ts'

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false })

  test('"Was this page helpful?" files the answer and thanks the reader on the same page', async ({
    page,
  }) => {
    await page.goto('/documentation/compressed-pdf/')
    const feedback = page.getByRole('region', { name: 'Was this page helpful?' })
    await expect(feedback.getByRole('status')).toHaveCount(0)
    await feedback
      .getByLabel('What were you looking for? (optional)')
      .fill('A Node sample that saves the file')
    await feedback.getByRole('button', { name: 'No' }).click()
    await expect(page).toHaveURL(/\/documentation\/compressed-pdf\/#feedback-sent$/)
    await expect(feedback.getByRole('status')).toHaveText(
      'Thank you: your answer reached the team that writes these pages.',
    )
  })
})

test('the question and its thanks pass axe on a reference page', async ({ page }) => {
  await gotoHydrated(page, '/documentation/compressed-pdf/#feedback-sent')
  await expect(page.getByRole('region', { name: 'Was this page helpful?' }).getByRole('status')).toBeVisible()
  await expectAccessible(page)
})
