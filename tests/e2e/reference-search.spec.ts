import { expect, gotoHydrated, test } from './fixtures.ts'

/** The site search over the API reference: every endpoint by its path, every parameter by its name. */
test('an endpoint by its path, and a parameter with its endpoint, lead to their place in the reference', async ({
  page,
}) => {
  await gotoHydrated(page, '/documentation/')
  await page.keyboard.press('Control+k')
  const input = page.getByRole('combobox', { name: 'Search' })
  await input.fill('pdf-with-ocr-text')
  await expect(page.getByRole('option').first()).toContainText('/pdf-with-ocr-text')
  await expect(page.getByRole('option').first()).toContainText('OCR PDF')
  await input.fill('merged-pdf output')
  await expect(page.getByRole('option').first()).toContainText('output')
  await expect(page.getByRole('option').first()).toContainText('POST /merged-pdf')
  await page.keyboard.press('Enter')
  await expect(page).toHaveURL(/\/documentation\/merged-pdf\/#param-output$/)
  await expect(page.locator('#param-output').getByRole('rowheader', { name: /output/ })).toBeVisible()
})
