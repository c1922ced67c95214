import { expect, expectAccessible, gotoHydrated, test } from './fixtures.ts'

test('Ctrl+K opens search; a misspelt tool is found and Enter lands on its page', async ({ page }) => {
  await gotoHydrated(page, '/')
  await page.keyboard.press('Control+k')
  const input = page.getByRole('combobox', { name: 'Search' })
  await expect(input).toBeFocused()
  await expect(input).toHaveAttribute('placeholder', 'Search...')
  await input.fill('compres')
  const first = page.getByRole('option').first()
  await expect(first).toContainText('Compress PDF')
  await expect(first.locator('mark')).toHaveText('Compres')
  await expectAccessible(page)
  await input.fill('redcat')
  await expect(page.getByRole('option').first()).toContainText('Redact')
  await page.keyboard.press('Enter')
  await expect(page).toHaveURL(/\/apitools\/pdf-redaction\/$/)
  await expect(page.getByRole('dialog')).toHaveCount(0)
})

test('keyboard only: slash opens, arrows move, Escape closes; empty results say so; recent searches return', async ({
  page,
}) => {
  await gotoHydrated(page, '/pricing/')
  await page.keyboard.press('/')
  const input = page.getByRole('combobox', { name: 'Search' })
  await expect(input).toBeFocused()
  await expect(page.getByText('No options.')).toBeVisible()
  await page.keyboard.type('xyzzy')
  await expect(page.getByText('No results for "xyzzy".')).toBeVisible()
  await input.fill('pdf')
  await expect(page.getByRole('option').first()).toHaveAttribute('aria-selected', 'true')
  await page.keyboard.press('ArrowDown')
  await expect(page.getByRole('option').nth(1)).toHaveAttribute('aria-selected', 'true')
  await expect(input).toHaveAttribute('aria-activedescendant', /option/)
  await page.keyboard.press('ArrowUp')
  await expect(page.getByRole('option').first()).toHaveAttribute('aria-selected', 'true')
  await page.keyboard.press('Escape')
  await expect(page.getByRole('dialog')).toHaveCount(0)
  await page.getByRole('button', { name: 'Search' }).click()
  await page.getByRole('combobox', { name: 'Search' }).fill('merge')
  await expect(page.getByRole('option').first()).toContainText('Merge')
  await page.keyboard.press('Enter')
  await expect(page).toHaveURL(/\/apitools\/merge-pdfs\/$/)
  await page.keyboard.press('Control+k')
  await expect(page.getByRole('option', { name: 'merge' })).toBeVisible()
})

test('results are grouped: API tools with their bucket and Pro badge, and learning posts', async ({
  page,
}) => {
  await gotoHydrated(page, '/')
  await page.getByRole('button', { name: 'Search' }).click()
  await page.getByRole('combobox', { name: 'Search' }).fill('redact')
  const list = page.getByRole('listbox', { name: 'Search results' })
  await expect(list).toContainText('API Tools')
  await expect(list).toContainText('Learning')
  await expect(page.getByRole('option').first()).toContainText('Pro')
})
