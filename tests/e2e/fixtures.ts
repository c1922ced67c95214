import AxeBuilder from '@axe-core/playwright'
import { test as base, expect, type Page } from '@playwright/test'
import { CHANGE_EVENT } from '#ui/signed-in-store.ts'

/** Console messages that are expected (none yet); anything else fails the test. */
const allowedConsoleErrors: RegExp[] = [
  // A 404 or 503 document logs its own status as a resource error; the tests assert the status directly.
  /Failed to load resource: the server responded with a status of (404|503)/,
]

/** Runs in the page before its own scripts: forwards every CSP violation to the test. */
function reportCspViolations() {
  document.addEventListener('securitypolicyviolation', (event) => {
    const report = Reflect.get(window, '__reportCspViolation')
    const sample = event.sample ? ` (${event.sample})` : ''
    const source = event.sourceFile ? ` at ${event.sourceFile}:${event.lineNumber}:${event.columnNumber}` : ''
    const text = `${event.effectiveDirective} blocked ${event.blockedURI || 'inline'} on ${event.documentURI}${source}${sample}`
    if (typeof report === 'function') void report(text)
  })
}

/**
 * Every test starts from the seeded mock state and fails on any unexpected console error or
 * uncaught page error, and on any Content-Security-Policy violation.
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
    // Every page of every test doubles as a Content-Security-Policy check (docs/product.md#security).
    await page.exposeFunction('__reportCspViolation', (report: string) =>
      errors.push(`CSP violation: ${report}`),
    )
    await page.addInitScript(reportCspViolations)
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

/** Holds every request whose URL matches until the returned function is called. */
export async function holdRequests(page: Page, url: RegExp): Promise<() => void> {
  let release = () => {}
  const held = new Promise<void>((resolve) => {
    release = resolve
  })
  await page.route(url, async (route) => {
    await held
    await route.continue()
  })
  return release
}

/** Navigates and waits until the page's script is live (a document's island loader, an app's React). */
export async function gotoHydrated(page: Page, url: string) {
  const response = await page.goto(url)
  await expect(page.locator('html')).toHaveAttribute('data-hydrated', 'true')
  return response
}

/**
 * Resolves once a document's visitor root is live (it publishes the visitor as it starts) and the
 * frame after it has run: by then the loader has replayed any click it held for the header.
 */
export function visitorRootLive(page: Page): Promise<void> {
  return page.evaluate(
    (event) =>
      new Promise<void>((resolve) =>
        window.addEventListener(event, () => requestAnimationFrame(() => resolve()), { once: true }),
      ),
    CHANGE_EVENT,
  )
}

/** The demo users' shared password (mocks/README.md). */
export const DEMO_PASSWORD = 'Demo-pass-1!'

/** Opens the sign-in dialog from the header's Sign In button. */
export async function openSignIn(page: Page) {
  await page.getByRole('banner').getByRole('button', { name: 'Sign In' }).click()
  return page.getByRole('dialog', { name: 'Welcome back!' })
}

/** Signs in through the header's dialog and returns the dialog; the caller waits for the outcome. */
export async function signIn(page: Page, email: string, password = DEMO_PASSWORD) {
  const dialog = await openSignIn(page)
  await dialog.getByLabel('Email').fill(email)
  await dialog.getByLabel('Password', { exact: true }).fill(password)
  await dialog.getByRole('button', { name: 'Sign In' }).click()
  return dialog
}

/**
 * Signs a demo user in through the account page's guard (it opens the sign-in dialog and comes back to
 * the account) and waits for the account page.
 */
export async function signInToAccount(page: Page, email: string) {
  await gotoHydrated(page, '/account/')
  const dialog = page.getByRole('dialog', { name: 'Welcome back!' })
  await dialog.getByLabel('Email').fill(email)
  await dialog.getByLabel('Password', { exact: true }).fill(DEMO_PASSWORD)
  await dialog.getByRole('button', { name: 'Sign In' }).click()
  // The guard's sign-in is on a document page, which loads the account page as a document: its
  // server HTML shows before the app has hydrated, so wait for both.
  await expect(page).toHaveURL(/\/account\/$/)
  await expect(page.getByRole('heading', { name: 'Account', level: 1 })).toBeVisible()
  await expect(page.locator('html')).toHaveAttribute('data-hydrated', 'true')
}

/** Every page the suite visits passes axe's WCAG 2 A and AA rules (or the rule sets named). */
export async function expectAccessible(page: Page, tags = ['wcag2a', 'wcag2aa']) {
  const results = await new AxeBuilder({ page }).withTags(tags).analyze()
  const summary = results.violations.map(
    (violation) =>
      `${violation.id}: ${violation.help} (${violation.nodes.map((node) => node.target.join(' ')).join(', ')})`,
  )
  expect(summary, 'accessibility violations').toEqual([])
}

export { expect }
