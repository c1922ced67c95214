import type { Page } from '@playwright/test'
import { DEMO_PASSWORD, expect, gotoHydrated, holdRequests, test } from './fixtures.ts'

/**
 * On a document, the frame the first click on Sign In shows is the sign-in form itself, in the server's
 * HTML: typeable at once, and taken over by the island with nothing lost (docs/decisions/053).
 */

/** Holds the auth island's code until the returned function is called. */
const holdAuthIsland = (page: Page) => holdRequests(page, /\/assets\/islands\/auth\.island-/)

/**
 * Watches the page from now on: after every change to the DOM, how many sign-in forms, Email labels
 * and Sign In submit buttons it shows (the accessibility tree's view: rendered, not hidden). Returns
 * the most seen at once.
 */
async function watchForDuplicates(page: Page) {
  await page.evaluate(() => {
    const shown = (elements: Iterable<Element>) =>
      [...elements].filter(
        (element) => element.checkVisibility() && !element.closest('[inert],[aria-hidden=true]'),
      ).length
    const most = { forms: 0, emailLabels: 0, submits: 0 }
    const count = () => {
      const forms = shown(document.querySelectorAll('form[aria-label="Sign in"]'))
      const emailLabels = shown(
        [...document.querySelectorAll('label')].filter((label) => label.textContent?.trim() === 'Email'),
      )
      const submits = shown(
        [...document.querySelectorAll('button[type=submit]')].filter(
          (button) => button.textContent?.trim() === 'Sign In',
        ),
      )
      most.forms = Math.max(most.forms, forms)
      most.emailLabels = Math.max(most.emailLabels, emailLabels)
      most.submits = Math.max(most.submits, submits)
    }
    new MutationObserver(count).observe(document.body, { childList: true, subtree: true, attributes: true })
    count()
    Reflect.set(window, '__mostSignInForms', most)
  })
  return () => page.evaluate(() => Reflect.get(window, '__mostSignInForms'))
}

test('keystrokes typed into the frame before the island arrives are kept, with the focus and caret', async ({
  page,
}) => {
  const release = await holdAuthIsland(page)
  await gotoHydrated(page, '/privacypolicy/')
  const most = await watchForDuplicates(page)
  await page.getByRole('banner').getByRole('button', { name: 'Sign In' }).click()
  const dialog = page.getByRole('dialog', { name: 'Welcome back!' })
  // The frame is the form: the focus is in its Email field at once, while the island's code is held.
  await expect(dialog.getByLabel('Email')).toBeFocused()
  await page.keyboard.type('premium@example.com')
  await page.keyboard.press('Tab')
  await page.keyboard.type('Demo-pass-!')
  await page.keyboard.press('ArrowLeft')
  await expect(page.locator('[data-pending-frame]')).toHaveCount(1)
  await expect(page.getByLabel('Email')).toHaveCount(1)
  release()
  // The island has taken the frame over: the modal's own form, with what was typed.
  await expect(page.locator('[data-pending-frame]')).toHaveCount(0)
  await expect(dialog.getByLabel('Email')).toHaveValue('premium@example.com')
  const password = dialog.getByLabel('Password', { exact: true })
  await expect(password).toHaveValue('Demo-pass-!')
  await expect(password).toBeFocused()
  expect(await password.evaluate((input: HTMLInputElement) => input.selectionStart)).toBe(10)
  // Typing goes on where the caret was.
  await page.keyboard.type('1')
  await expect(password).toHaveValue(DEMO_PASSWORD)
  await expect(dialog.getByRole('button', { name: 'Show password' })).toBeEnabled()
  expect(await most()).toEqual({ forms: 1, emailLabels: 1, submits: 1 })
  await dialog.getByRole('button', { name: 'Sign In' }).click()
  await expect(page.getByRole('dialog')).toHaveCount(0)
  await expect(page.getByRole('banner').getByRole('button', { name: 'Account' })).toBeVisible()
})

test('a sign-in sent from the frame before the island arrives is sent by the island, once', async ({
  page,
}) => {
  const release = await holdAuthIsland(page)
  await gotoHydrated(page, '/privacypolicy/')
  const posts: string[] = []
  page.on('request', (request) => {
    if (request.url().endsWith('/api/auth/sign-in/')) posts.push(request.headers()['content-type'] ?? '')
  })
  await page.getByRole('banner').getByRole('button', { name: 'Sign In' }).click()
  const dialog = page.getByRole('dialog', { name: 'Welcome back!' })
  await dialog.getByLabel('Email').fill('premium@example.com')
  await dialog.getByLabel('Password', { exact: true }).fill(DEMO_PASSWORD)
  await page.keyboard.press('Enter')
  // Held: no native post races the island.
  await expect(dialog.getByRole('form', { name: 'Sign in' })).toHaveAttribute('aria-busy', 'true')
  expect(posts).toEqual([])
  expect(new URL(page.url()).pathname).toBe('/privacypolicy/')
  release()
  await expect(page.getByRole('dialog')).toHaveCount(0)
  await expect(page.getByRole('banner').getByRole('button', { name: 'Account' })).toBeVisible()
  expect(new URL(page.url()).pathname).toBe('/privacypolicy/')
  expect(posts).toEqual(['application/json'])
})

test("the account guard's modal is the server's own form, typeable before the island, then taken over", async ({
  page,
}) => {
  const release = await holdAuthIsland(page)
  // The header island wakes at load for an open modal; hold its code too, so the frame waits.
  const releaseHeader = await holdRequests(page, /\/assets\/islands\/header\.island-/)
  await page.goto('/account/')
  await expect(page.locator('html')).toHaveAttribute('data-hydrated', 'true')
  const dialog = page.getByRole('dialog', { name: 'Welcome back!' })
  await expect(dialog.getByLabel('Email')).toBeFocused()
  // The address is tidied at once; the form keeps where a sign-in goes.
  expect(new URL(page.url()).search).toBe('')
  await page.keyboard.type('pro@example.com')
  release()
  releaseHeader()
  await expect(page.locator('[data-pending-frame]')).toHaveCount(0)
  await expect(dialog.getByLabel('Email')).toHaveValue('pro@example.com')
  await expect(dialog.getByLabel('Email')).toBeFocused()
  await dialog.getByLabel('Password', { exact: true }).fill(DEMO_PASSWORD)
  await dialog.getByRole('button', { name: 'Sign In' }).click()
  await expect(page).toHaveURL(/\/account\/$/)
  await expect(page.getByRole('heading', { name: 'Account', level: 1 })).toBeVisible()
})

test('a document carries the frame in a template: no form of it in the page until Sign In', async ({
  page,
  request,
}) => {
  await gotoHydrated(page, '/support/')
  await expect(page.locator('[data-pending-frame]')).toHaveCount(0)
  // The support form's Email is the only one a label finds.
  await expect(page.getByLabel('Email')).toHaveCount(1)
  const html = await (await request.get('/support/')).text()
  expect(html).toContain('<template id="island-pending-sign-in">')
  expect(html).toContain('action="/api/auth/sign-in/"')
})
