import type { Page } from '@playwright/test'
import { expect, expectAccessible, gotoHydrated, signInToAccount, test } from './fixtures.ts'

/** Every rule set axe has for the web content guidelines up to 2.1 AA, and its best practices. */
const allRules = ['wcag2a', 'wcag2aa', 'wcag21aa', 'best-practice']

const pages = [
  '/',
  '/pricing/',
  '/apitools/',
  '/apitools/compress-pdf/',
  '/products/cloud-api/',
  '/learning/',
  '/learning/tutorials/',
  '/learning/solutions/',
  '/documentation/',
  '/documentation/compressed-pdf/',
  '/documentation/quickstart/',
  '/documentation/authentication/',
  '/documentation/errors/',
  '/documentation/limits/',
  '/documentation/sdks/',
  '/documentation/test-your-integration/',
  '/changelog/',
  '/support/',
  '/container-license-key-request/',
]

// A phone (where code and tables scroll sideways) and a desktop, each in both colour modes.
const views = [
  { width: 390, height: 844, mode: 'light' },
  { width: 390, height: 844, mode: 'dark' },
  { width: 1366, height: 900, mode: 'light' },
  { width: 1366, height: 900, mode: 'dark' },
]

async function expectAccessibleInEveryView(page: Page, path: string) {
  for (const view of views) {
    await page.setViewportSize({ width: view.width, height: view.height })
    await page.evaluate((mode) => localStorage.setItem('pdfrest-color-mode', mode), view.mode)
    await gotoHydrated(page, path)
    await expect(page.locator('html')).toHaveAttribute('data-color-mode', view.mode)
    await test.step(`${path} at ${view.width} px, ${view.mode}`, () => expectAccessible(page, allRules))
  }
}

for (const path of pages) {
  test(`${path} passes every axe rule on a phone and a desktop, light and dark`, async ({ page }) => {
    // Any page of the site's origin gives the colour mode a place to be stored; each view loads the page.
    await page.goto('/robots.txt')
    await expectAccessibleInEveryView(page, path)
  })
}

test('the account page passes every axe rule on a phone and a desktop, light and dark', async ({ page }) => {
  await signInToAccount(page, 'premium@example.com')
  await expectAccessibleInEveryView(page, '/account/')
})

test('a code sample that scrolls sideways on a phone is reachable with the keyboard', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 })
  await gotoHydrated(page, '/products/cloud-api/')
  const code = page.getByRole('tabpanel').locator('pre').first()
  expect(await code.evaluate((box) => box.scrollWidth > box.clientWidth)).toBe(true)
  await code.focus()
  await expect(code).toBeFocused()
  await page.keyboard.press('ArrowRight')
  await expect.poll(() => code.evaluate((box) => box.scrollLeft)).toBeGreaterThan(0)
})
