import type { Browser, Page } from '@playwright/test'
import { DEMO_PASSWORD, expect, expectAccessible, test } from './fixtures.ts'

/**
 * Sign-in and recovery in a browser that runs no JavaScript: the header's Sign In leads to the page's
 * `?auth=sign-in` state, which the server renders with the modal open; its forms post to the same
 * routes as the island, which answer with a redirect back (docs/decisions/053).
 */
test.use({ javaScriptEnabled: false })

/**
 * axe runs as a script: it checks the page's HTML as the server sent it, with its scripts taken out,
 * in a context of its own (this one runs none).
 */
async function expectAccessibleWithoutScript(browser: Browser, page: Page) {
  const html = await page.content()
  const context = await browser.newContext({ javaScriptEnabled: true })
  const copy = await context.newPage()
  await copy.route(page.url(), (route) =>
    route.fulfill({ contentType: 'text/html', body: html.replace(/<script\b[^>]*>[\s\S]*?<\/script>/g, '') }),
  )
  await copy.goto(page.url())
  await expectAccessible(copy)
  await context.close()
}

async function openSignInWithoutScript(page: Page, path: string) {
  await page.goto(path)
  await page.getByRole('banner').getByRole('link', { name: 'Sign In' }).click()
  await expect(page).toHaveURL(new RegExp(`${path.replaceAll('/', '\\/')}\\?auth=sign-in$`))
  return page.getByRole('dialog', { name: 'Welcome back!' })
}

async function signedInEmail(page: Page): Promise<string | null> {
  const answer: unknown = await (await page.request.get('/api/session/')).json()
  const user = typeof answer === 'object' && answer !== null ? Reflect.get(answer, 'user') : null
  const email: unknown = typeof user === 'object' && user !== null ? Reflect.get(user, 'email') : null
  return typeof email === 'string' ? email : null
}

test('Sign In opens the modal as a real form; a right password comes back to the page signed in', async ({
  page,
  browser,
}) => {
  const dialog = await openSignInWithoutScript(page, '/pricing/')
  await expect(dialog.getByRole('heading', { name: 'Welcome back!' })).toBeVisible()
  await expect(dialog.getByText('Sign in to your account.')).toBeVisible()
  await expect(dialog.getByLabel('Email')).toBeFocused()
  await expectAccessibleWithoutScript(browser, page)
  await dialog.getByLabel('Email').fill('premium@example.com')
  await dialog.getByLabel('Password', { exact: true }).fill(DEMO_PASSWORD)
  await dialog.getByRole('button', { name: 'Sign In' }).click()
  await expect(page).toHaveURL(/\/pricing\/$/)
  await expect(page.getByRole('dialog')).toHaveCount(0)
  expect(await signedInEmail(page)).toBe('premium@example.com')
})

test('a wrong password comes back to the same modal with the message, once, and the email kept', async ({
  page,
  browser,
}) => {
  const dialog = await openSignInWithoutScript(page, '/privacypolicy/')
  await dialog.getByLabel('Email').fill('premium@example.com')
  await dialog.getByLabel('Password', { exact: true }).fill('not-the-password')
  await dialog.getByRole('button', { name: 'Sign In' }).click()
  await expect(page).toHaveURL(/\/privacypolicy\/\?auth=sign-in$/)
  await expect(dialog.getByRole('alert')).toHaveText('password invalid')
  await expect(dialog.getByLabel('Email')).toHaveValue('premium@example.com')
  // The email was right: the password is what to type again.
  await expect(dialog.getByLabel('Password', { exact: true })).toBeFocused()
  await expectAccessibleWithoutScript(browser, page)
  expect(await signedInEmail(page)).toBeNull()
  // Shown once: the page that showed it cleared it.
  await page.reload()
  await expect(dialog).toBeVisible()
  await expect(dialog.getByRole('alert')).toHaveCount(0)
  await expect(dialog.getByLabel('Email')).toHaveValue('')
})

test('an empty form comes back with the rule it broke', async ({ page }) => {
  const dialog = await openSignInWithoutScript(page, '/privacypolicy/')
  await dialog.getByRole('button', { name: 'Sign In' }).click()
  await expect(dialog.getByRole('alert')).toHaveText('Email is required')
  await expect(dialog.getByLabel('Email')).toBeFocused()
})

test('a throttled sign-in comes back to the modal saying how long to wait', async ({ page }) => {
  // The limit per email (docs/product.md#throttles): 10 attempts in 15 minutes.
  for (let attempt = 0; attempt < 10; attempt++) {
    const response = await page.request.post('/api/auth/sign-in/', {
      form: { email: 'pro@example.com', password: 'not-the-password', return_to: '/pricing/' },
      maxRedirects: 0,
    })
    expect(response.status()).toBe(303)
  }
  const dialog = await openSignInWithoutScript(page, '/pricing/')
  await dialog.getByLabel('Email').fill('pro@example.com')
  await dialog.getByLabel('Password', { exact: true }).fill(DEMO_PASSWORD)
  await dialog.getByRole('button', { name: 'Sign In' }).click()
  await expect(page).toHaveURL(/\/pricing\/\?auth=sign-in$/)
  await expect(dialog.getByRole('alert')).toHaveText(
    /^Too many attempts\. Please wait \d+ minutes? and try again\.$/,
  )
  expect(await signedInEmail(page)).toBeNull()
})

test('the account guard signs in without JavaScript and comes back to the account', async ({ page }) => {
  await page.goto('/account/')
  await expect(page).toHaveURL(/\/\?auth=sign-in&next=%2Faccount%2F$/)
  const dialog = page.getByRole('dialog', { name: 'Welcome back!' })
  await dialog.getByLabel('Email').fill('pro@example.com')
  await dialog.getByLabel('Password', { exact: true }).fill(DEMO_PASSWORD)
  await dialog.getByRole('button', { name: 'Sign In' }).click()
  await expect(page).toHaveURL(/\/account\/$/)
  await expect(page.getByRole('heading', { name: 'Account', level: 1 })).toBeVisible()
})

test('recovery works the same way: Forgot password?, the email, the answer in the same modal', async ({
  page,
  browser,
}) => {
  const signIn = await openSignInWithoutScript(page, '/support/')
  await signIn.getByRole('link', { name: 'Forgot password?' }).click()
  await expect(page).toHaveURL(/\/support\/\?auth=recovery$/)
  const dialog = page.getByRole('dialog', { name: 'Password Reset' })
  await expect(dialog.getByLabel('Email')).toBeFocused()
  await expectAccessibleWithoutScript(browser, page)
  await dialog.getByLabel('Email').fill('pro@example.com')
  await dialog.getByRole('button', { name: 'Send recovery email' }).click()
  await expect(page).toHaveURL(/\/support\/\?auth=recovery$/)
  await expect(dialog.getByRole('status')).toHaveText(
    'If an account exists for that email, a recovery link is on its way. It can be requested once every 15 minutes.',
  )
  // The mail went out; asking again within 15 minutes is refused, in the same modal.
  await page.goto('/api/mocks/mailbox/')
  await expect(page.getByRole('listitem')).toContainText('recovery to pro@example.com')
  await page.goto('/support/?auth=recovery')
  await dialog.getByLabel('Email').fill('pro@example.com')
  await dialog.getByRole('button', { name: 'Send recovery email' }).click()
  await expect(dialog.getByRole('alert')).toBeVisible()
  await dialog.getByRole('link', { name: 'Nevermind, take me back' }).click()
  await expect(page.getByRole('dialog', { name: 'Welcome back!' })).toBeVisible()
})

test('Get Started says that creating an account needs JavaScript, and leads to sign-in', async ({
  page,
  browser,
}) => {
  await page.goto('/pricing/')
  await page.getByRole('banner').getByRole('link', { name: 'Get Started' }).click()
  const dialog = page.getByRole('dialog', { name: "Let's get started" })
  await expect(dialog.getByRole('note')).toContainText('Creating an account needs JavaScript')
  await expect(dialog.getByRole('link', { name: 'support@pdfrest.com' })).toBeVisible()
  await expectAccessibleWithoutScript(browser, page)
  await dialog.getByRole('link', { name: 'Close' }).click()
  await expect(page).toHaveURL(/\/pricing\/$/)
  await expect(page.getByRole('dialog')).toHaveCount(0)
})
