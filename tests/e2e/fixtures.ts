import AxeBuilder from '@axe-core/playwright'
import { test as base, expect, type Page } from '@playwright/test'

/** Console messages that are expected (none yet); anything else fails the test. */
const allowedConsoleErrors: RegExp[] = [
  // A 404 or 503 document logs its own status as a resource error; the tests assert the status directly.
  /Failed to load resource: the server responded with a status of (404|503)/,
]

/**
 * Every test starts from the seeded mock state and fails on any unexpected console error or
 * uncaught page error.
 */
export const test = base.extend<{ resetMocks: void }>({
  resetMocks: [
    async ({ request }, use) => {
      await request.post('/api/mocks/reset/')
      await use()
    },
    { auto: true },
  ],
  page: async ({ page }, use) => {
    const errors: string[] = []
    page.on('console', (message) => {
      if (
        message.type() === 'error' &&
        !allowedConsoleErrors.some((pattern) => pattern.test(message.text()))
      ) {
        errors.push(message.text())
      }
    })
    page.on('pageerror', (error) => errors.push(`pageerror: ${error.message}`))
    await use(page)
    expect(errors, 'unexpected console errors').toEqual([])
  },
})

/** Navigates and waits until React has hydrated, so keyboard and click handlers are attached. */
export async function gotoHydrated(page: Page, url: string) {
  const response = await page.goto(url)
  await expect(page.locator('html')).toHaveAttribute('data-hydrated', 'true')
  return response
}

/** Every page the suite visits passes axe's WCAG 2 A and AA rules. */
export async function expectAccessible(page: Page) {
  const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa']).analyze()
  const summary = results.violations.map(
    (violation) =>
      `${violation.id}: ${violation.help} (${violation.nodes.map((node) => node.target.join(' ')).join(', ')})`,
  )
  expect(summary, 'accessibility violations').toEqual([])
}

export { expect }
