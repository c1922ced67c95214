import { expect, gotoHydrated, test } from './fixtures.ts'

test('on a document, colour mode System follows a change of the system setting at once', async ({ page }) => {
  await page.emulateMedia({ colorScheme: 'dark' })
  await page.addInitScript(() => localStorage.setItem('pdfrest-color-mode', 'system'))
  // The footer's switch (an island) stays unloaded: the page's own head script has to follow.
  await gotoHydrated(page, '/privacypolicy/')
  const html = page.locator('html')
  await expect(html).toHaveAttribute('data-color-mode', 'dark')
  await page.emulateMedia({ colorScheme: 'light' })
  await expect(html).toHaveAttribute('data-color-mode', 'light')
  await page.emulateMedia({ colorScheme: 'dark' })
  await expect(html).toHaveAttribute('data-color-mode', 'dark')
})

test('on a document, a stored Light or Dark choice ignores the system setting', async ({ page }) => {
  await page.emulateMedia({ colorScheme: 'dark' })
  await page.addInitScript(() => localStorage.setItem('pdfrest-color-mode', 'light'))
  await gotoHydrated(page, '/privacypolicy/')
  const html = page.locator('html')
  await expect(html).toHaveAttribute('data-color-mode', 'light')
  await page.emulateMedia({ colorScheme: 'light' })
  await page.emulateMedia({ colorScheme: 'dark' })
  // Both changes have been dispatched to the page by the time it answers an evaluate.
  expect(await page.evaluate(() => matchMedia('(prefers-color-scheme: dark)').matches)).toBe(true)
  await expect(html).toHaveAttribute('data-color-mode', 'light')
})
