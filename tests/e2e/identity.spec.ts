import type { Page } from '@playwright/test'
import {
  DEMO_PASSWORD,
  expect,
  expectAccessible,
  gotoHydrated,
  openSignIn,
  signIn,
  signInToAccount,
  test,
} from './fixtures.ts'

async function openSignUp(page: Page) {
  await page.getByRole('banner').getByRole('button', { name: 'Get Started' }).click()
  return page.getByRole('dialog', { name: "Let's get started" })
}

async function fillSignUp(page: Page, email: string) {
  const dialog = page.getByRole('dialog', { name: "Let's get started" })
  await dialog.getByLabel('Name').fill('Ada Lovelace')
  await dialog.getByLabel('Email').fill(email)
  await dialog.getByLabel('Password', { exact: true }).fill('Str0ng!pass')
  await dialog.getByLabel('Primary programming language').selectOption('Python')
  await dialog.getByRole('button', { name: 'Convert' }).click()
  await dialog.getByRole('button', { name: 'Secure' }).click()
  await dialog.getByLabel('What problems are you trying to solve?').fill('Redact contracts')
  await dialog.getByLabel('How did you hear about us?').selectOption('Other')
  await dialog.getByLabel('Where did you hear about us?').fill('A colleague')
  await dialog.getByLabel('I agree to the Terms of Service').check()
  return dialog
}

async function sessionCookie(page: Page) {
  return (await page.context().cookies()).find((cookie) => cookie.name === 'pdfrest_session')
}

test.describe('sign-up', () => {
  test('creates an account, signs in and lands on the API lab walkthrough', async ({ page }) => {
    await gotoHydrated(page, '/')
    const dialog = await openSignUp(page)
    await expect(dialog.getByText('Generate a dedicated API Key by creating an account.')).toBeVisible()
    await expect(dialog.getByRole('link', { name: 'Terms of Service' })).toHaveAttribute(
      'href',
      '/termsofservice/',
    )
    await expect(dialog.getByRole('link', { name: 'Terms of Service' })).toHaveAttribute('target', '_blank')
    await expectAccessible(page)
    await fillSignUp(page, 'ada@example.com')
    await expect(dialog.getByRole('button', { name: 'Convert' })).toHaveAttribute('aria-pressed', 'true')
    await dialog.getByRole('button', { name: 'Create Account' }).click()
    await expect(page).toHaveURL(/\/apilab\/\?n=s$/)
    await expect(page.getByRole('heading', { name: /Welcome, Ada! Your API key is ready/ })).toBeVisible()
    await expect(page.getByRole('banner').getByRole('button', { name: 'Account' })).toBeVisible()
    await expect(page.getByRole('dialog')).toHaveCount(0)
    await page.getByRole('button', { name: 'Got it' }).click()
    await expect(page).toHaveURL(/\/apilab\/$/)
    // The browser keeps the tour's dismissal only: who is signed in is the server's word, never stored.
    const stored = await page.evaluate(() => JSON.stringify({ ...window.localStorage }))
    expect(JSON.parse(stored)).toMatchObject({ 'pdfrest-welcome-tour': 'dismissed' })
    expect(stored).not.toMatch(/token|ada@example\.com|"pdfrest-user"/i)
  })

  test('validates every field with its messages and focuses the first problem', async ({ page }) => {
    await gotoHydrated(page, '/')
    const dialog = await openSignUp(page)
    const submit = dialog.getByRole('button', { name: 'Create Account' })
    await expect(submit).toBeDisabled()
    // The password's rules are listed before anything is submitted, and marked as they are met.
    const rules = dialog.getByRole('list', { name: 'Password rules' }).getByRole('listitem')
    await expect(rules).toHaveCount(5)
    await dialog.getByLabel('Password', { exact: true }).fill('Abcdefg1!')
    await expect(rules.and(page.locator('[data-met]'))).toHaveCount(5)
    await dialog.getByLabel('I agree to the Terms of Service').check()
    await expect(submit).toBeEnabled()
    await submit.click()
    await expect(dialog.getByText('Name is required')).toBeVisible()
    await expect(dialog.getByText('Invalid email address')).toBeVisible()
    await expect(dialog.getByLabel('Name')).toBeFocused()
    const password = dialog.getByLabel('Password', { exact: true })
    for (const [typed, message] of [
      ['Ab1!', 'Must be at least 8 characters'],
      ['ABCDEFG1!', 'Must include at least one lowercase character'],
      ['abcdefg1!', 'Must include at least one uppercase character'],
      ['Abcdefgh!', 'Must include at least one number'],
      ['Abcdefgh1', 'Must include at least one special character'],
    ] as const) {
      await password.fill(typed)
      // The field's error, not the same words in its list of rules.
      await expect(dialog.locator('p', { hasText: message })).toBeVisible()
    }
    await dialog.getByLabel('Primary programming language').selectOption('Other')
    await dialog.getByLabel('Which language?').fill('Elixir')
    await dialog.getByLabel('Primary programming language').selectOption('Go')
    await expect(dialog.getByLabel('Which language?')).toHaveCount(0)
    await dialog.getByLabel('Primary programming language').selectOption('Other')
    await expect(dialog.getByLabel('Which language?')).toHaveValue('')
    const languages = await dialog
      .getByLabel('Primary programming language')
      .locator('option')
      .allTextContents()
    expect(languages.at(-1)).toBe('Other')
    await expectAccessible(page)
  })

  test('a failed bot check shows the ReCAPTCHA banner and creates no account', async ({ page, request }) => {
    await request.post('/api/mocks/', { data: { recaptcha: 'down' } })
    await gotoHydrated(page, '/')
    await openSignUp(page)
    const dialog = await fillSignUp(page, 'bot@example.com')
    await dialog.getByRole('button', { name: 'Create Account' }).click()
    await expect(dialog.getByRole('alert')).toHaveText(
      'ReCAPTCHA error. Please try again or reload the page.',
    )
    await expect(dialog.getByLabel('Email')).toHaveValue('bot@example.com')
    await dialog.getByRole('button', { name: 'Sign in' }).click()
    const signInDialog = page.getByRole('dialog', { name: 'Welcome back!' })
    await signInDialog.getByLabel('Email').fill('bot@example.com')
    await signInDialog.getByLabel('Password', { exact: true }).fill('Str0ng!pass')
    await signInDialog.getByRole('button', { name: 'Sign In' }).click()
    // No account was made: the one refusal an unknown email and a wrong password share.
    await expect(signInDialog.getByRole('alert')).toHaveText('password invalid')
  })
})

test.describe('sign-in', () => {
  test('signs in and stays on the page, and the header shows the account menu', async ({ page }) => {
    await gotoHydrated(page, '/pricing/')
    const dialog = await openSignIn(page)
    await expect(dialog.getByText('Sign in to your account.')).toBeVisible()
    const password = dialog.getByLabel('Password', { exact: true })
    await password.fill(DEMO_PASSWORD)
    await expect(password).toHaveAttribute('type', 'password')
    await dialog.getByRole('button', { name: 'Show password' }).click()
    await expect(password).toHaveAttribute('type', 'text')
    await dialog.getByRole('button', { name: 'Hide password' }).click()
    await expectAccessible(page)
    await dialog.getByLabel('Email').fill('premium@example.com')
    await dialog.getByRole('button', { name: 'Sign In' }).click()
    // Signing in from a page that is not part of the sign-up flow keeps the visitor there.
    await expect(dialog).toBeHidden()
    await expect(page).toHaveURL(/\/pricing\/$/)
    await expect(page.getByRole('heading', { level: 1 })).not.toHaveText('Account')
    await expect(page.getByRole('banner').getByRole('button', { name: 'Account' })).toBeVisible()
    await gotoHydrated(page, '/account/')
    await expect(page.getByRole('heading', { name: 'Account', level: 1 })).toBeVisible()
    await expect(page.getByTestId('api-key')).toHaveText(/^•+-key$/)
    const banner = page.getByRole('banner')
    await expect(banner.getByRole('link', { name: 'Upgrade' })).toBeVisible()
    await banner.getByRole('button', { name: 'Account' }).click()
    const menu = page.getByRole('menu')
    await expect(menu).toContainText('Signed in as')
    await expect(menu).toContainText('premium@example.com')
    await expect(menu.getByRole('menuitem', { name: 'Account Settings' })).toBeVisible()
    await expectAccessible(page)
    await page.keyboard.press('Escape')
    // On the account page Upgrade jumps to its own plan cards; the pricing page offers none.
    await banner.getByRole('link', { name: 'Upgrade' }).click()
    await expect(page).toHaveURL(/\/account\/#plans$/)
    await gotoHydrated(page, '/pricing/')
    await expect(banner.getByRole('link', { name: 'Upgrade' })).toHaveCount(0)
    const cookie = await sessionCookie(page)
    // Plain http here: not Secure (tests/e2e/security.spec.ts covers https behind a proxy).
    expect(cookie).toMatchObject({ httpOnly: true, sameSite: 'Lax', path: '/', secure: false })
  })

  test('signed in from the keyboard, the focus lands on the Account menu, not the top of the page', async ({
    page,
  }) => {
    // A document page (the header is server HTML until the sign-in draws it) and an app page.
    for (const path of ['/pricing/', '/apilab/']) {
      await page.context().clearCookies()
      await gotoHydrated(page, path)
      const signInButton = page.getByRole('banner').getByRole('button', { name: 'Sign In' })
      await signInButton.focus()
      await page.keyboard.press('Enter')
      const dialog = page.getByRole('dialog', { name: 'Welcome back!' })
      await dialog.getByLabel('Email').fill('premium@example.com')
      await dialog.getByLabel('Password', { exact: true }).fill(DEMO_PASSWORD)
      await page.keyboard.press('Enter')
      await expect(dialog).toBeHidden()
      await expect(page.getByRole('banner').getByRole('button', { name: 'Account' }), path).toBeFocused()
    }
  })

  test('says the same for a wrong password and an unknown email, and stays open', async ({ page }) => {
    await gotoHydrated(page, '/')
    const dialog = await signIn(page, 'starter@example.com', 'wrong-password')
    await expect(dialog.getByRole('alert')).toHaveText('password invalid')
    await dialog.getByLabel('Email').fill('nobody@example.com')
    const refused = page.waitForResponse((response) => response.url().includes('/api/auth/sign-in/'))
    await dialog.getByRole('button', { name: 'Sign In' }).click()
    // The same text again: the second refusal is waited for, not the first one's alert.
    expect(await (await refused).json()).toMatchObject({ ok: false, message: 'password invalid' })
    await expect(dialog.getByRole('alert')).toHaveText('password invalid')
    await expect(page).toHaveURL(/\/$/)
    expect(await sessionCookie(page)).toBeUndefined()
  })

  test('requires email and password', async ({ page }) => {
    await gotoHydrated(page, '/')
    const dialog = await openSignIn(page)
    await dialog.getByRole('button', { name: 'Sign In' }).click()
    await expect(dialog.getByText('Email is required')).toBeVisible()
    await expect(dialog.getByText('Password is required')).toBeVisible()
    await expect(dialog.getByLabel('Email')).toBeFocused()
  })

  test('signs out again with a message when the account data cannot be read', async ({ page }) => {
    await gotoHydrated(page, '/')
    const dialog = await signIn(page, 'broken-account@example.com')
    await expect(dialog.getByRole('alert')).toHaveText(
      'We could not load your account details. If this issue persists, contact us for support.',
    )
    expect(await sessionCookie(page)).toBeUndefined()
    await page.keyboard.press('Escape')
    await expect(page.getByRole('banner').getByRole('button', { name: 'Sign In' })).toBeVisible()
  })

  test('throttles repeated attempts for one email', async ({ page }) => {
    await gotoHydrated(page, '/')
    const dialog = await openSignIn(page)
    await dialog.getByLabel('Email').fill('starter@example.com')
    await dialog.getByLabel('Password', { exact: true }).fill('wrong-password')
    for (let attempt = 0; attempt < 10; attempt++) {
      await dialog.getByRole('button', { name: 'Sign In' }).click()
      await expect(dialog.getByRole('alert')).toHaveText('password invalid')
      await dialog.getByLabel('Password', { exact: true }).fill(`wrong-password-${attempt}`)
    }
    await dialog.getByRole('button', { name: 'Sign In' }).click()
    await expect(dialog.getByRole('alert')).toHaveText(
      'Too many attempts. Please wait 15 minutes and try again.',
    )
  })

  test('Enterprise customers see no Upgrade button', async ({ page }) => {
    await gotoHydrated(page, '/')
    await signIn(page, 'enterprise@example.com')
    await expect(page.getByRole('banner').getByRole('button', { name: 'Account' })).toBeVisible()
    expect(new URL(page.url()).pathname).toBe('/')
    await expect(page.getByRole('banner').getByRole('link', { name: 'Upgrade' })).toHaveCount(0)
  })
})

test.describe('password recovery', () => {
  test('requests a recovery email once per 15 minutes, with the same answer for unknown emails', async ({
    page,
  }) => {
    await gotoHydrated(page, '/')
    await openSignIn(page)
    const dialog = page.getByRole('dialog')
    await dialog.getByRole('button', { name: 'Forgot password?' }).click()
    await expect(dialog.getByRole('heading', { name: 'Password Reset' })).toBeVisible()
    await expect(dialog).toContainText('once every 15 minutes')
    await expectAccessible(page)
    await dialog.getByRole('button', { name: 'Send recovery email' }).click()
    await expect(dialog.getByText('Email is required')).toBeVisible()
    await dialog.getByLabel('Email').fill('nobody@example.com')
    await dialog.getByRole('button', { name: 'Send recovery email' }).click()
    const sent = dialog.getByRole('status')
    await expect(sent).toContainText('a recovery link is on its way')
    const answer = await sent.textContent()
    await dialog.getByLabel('Email').fill('starter@example.com')
    await dialog.getByRole('button', { name: 'Send recovery email' }).click()
    await expect(dialog.getByRole('status')).toHaveText(answer ?? '')
    await dialog.getByRole('button', { name: 'Send recovery email' }).click()
    await expect(dialog.getByRole('alert')).toContainText('in the last 15 minutes')
    await dialog.getByRole('button', { name: 'Nevermind, take me back' }).click()
    await expect(dialog.getByRole('heading', { name: 'Welcome back!' })).toBeVisible()
  })

  test('follows the mailed link, sets a new password and signs in with it', async ({ page, request }) => {
    await gotoHydrated(page, '/')
    await openSignIn(page)
    const dialog = page.getByRole('dialog')
    await dialog.getByRole('button', { name: 'Forgot password?' }).click()
    await dialog.getByLabel('Email').fill('starter@example.com')
    await dialog.getByRole('button', { name: 'Send recovery email' }).click()
    await expect(dialog.getByRole('status')).toBeVisible()
    const mails: { kind: string; to: string; link: string }[] = await (
      await request.get('/api/mocks/mailbox/?format=json')
    ).json()
    const mail = mails.find((entry) => entry.kind === 'recovery' && entry.to === 'starter@example.com')
    expect(mail?.link).toMatch(/\/passwordreset\/#recovery_token=/)
    await page.goto(new URL(mail?.link ?? '').pathname + new URL(mail?.link ?? '').hash)
    await expect(page.getByLabel('New password', { exact: true })).toBeVisible()
    expect(new URL(page.url()).hash).toBe('')
    await expectAccessible(page)
    await page.getByLabel('New password', { exact: true }).fill('weak')
    await page.getByLabel('Confirm new password').fill('weak')
    await page.getByRole('button', { name: 'Save new password' }).click()
    await expect(page.locator('p', { hasText: 'Must be at least 8 characters' })).toBeVisible()
    await page.getByLabel('New password', { exact: true }).fill('N3w!password')
    await page.getByLabel('Confirm new password').fill('N3w!password')
    await page.getByRole('button', { name: 'Save new password' }).click()
    await expect(page).toHaveURL(/\/account\/$/)
    await expect(page.getByText('Your password has been changed.')).toBeVisible()
    await page.getByRole('banner').getByRole('button', { name: 'Account' }).click()
    await page.getByRole('menuitem', { name: 'Sign Out' }).click()
    await expect(page).toHaveURL(/\/$/)
    const again = await signIn(page, 'starter@example.com', DEMO_PASSWORD)
    await expect(again.getByRole('alert')).toHaveText('password invalid')
    await again.getByLabel('Password', { exact: true }).fill('N3w!password')
    await again.getByRole('button', { name: 'Sign In' }).click()
    await expect(page.getByRole('banner').getByRole('button', { name: 'Account' })).toBeVisible()
  })

  test('a used or unknown link says so', async ({ page }) => {
    await page.goto('/passwordreset/#recovery_token=not-a-real-token')
    await expect(page.getByRole('alert')).toHaveText(
      'This link is invalid or has already been used. Please request a new one.',
    )
    expect(new URL(page.url()).hash).toBe('')
  })

  test('the dev mailbox page lists what the mock identity service sent', async ({ page, request }) => {
    await request.post('/api/mocks/reset/')
    await gotoHydrated(page, '/')
    await openSignIn(page)
    const dialog = page.getByRole('dialog')
    await dialog.getByRole('button', { name: 'Forgot password?' }).click()
    await dialog.getByLabel('Email').fill('pro@example.com')
    await dialog.getByRole('button', { name: 'Send recovery email' }).click()
    await expect(dialog.getByRole('status')).toBeVisible()
    await page.goto('/api/mocks/mailbox/')
    await expect(page.getByRole('heading', { name: 'Mock mailbox' })).toBeVisible()
    await expect(page.getByRole('listitem')).toContainText('recovery to pro@example.com')
  })
})

test.describe('session', () => {
  test('the account page is guarded: sign in, then come back to it', async ({ page }) => {
    const response = await page.goto('/account/')
    expect(response?.url()).toMatch(/\/\?auth=sign-in&next=%2Faccount%2F$/)
    await expect(page.locator('html')).toHaveAttribute('data-hydrated', 'true')
    const dialog = page.getByRole('dialog', { name: 'Welcome back!' })
    await expect(dialog).toBeVisible()
    expect(new URL(page.url()).search).toBe('')
    await dialog.getByLabel('Email').fill('pro@example.com')
    await dialog.getByLabel('Password', { exact: true }).fill(DEMO_PASSWORD)
    await dialog.getByRole('button', { name: 'Sign In' }).click()
    await expect(page).toHaveURL(/\/account\/$/)
    const reload = await page.reload()
    expect(reload?.headers()['cache-control']).toBe('private, no-store')
    await expect(page.getByRole('heading', { name: 'Account', level: 1 })).toBeVisible()
  })

  test('refreshes a token near expiry and keeps the user signed in', async ({ page }) => {
    await signInToAccount(page, 'short-token@example.com')
    const before = await sessionCookie(page)
    await page.reload()
    await expect(page.getByRole('heading', { name: 'Account', level: 1 })).toBeVisible()
    const after = await sessionCookie(page)
    expect(after?.value).toBeTruthy()
    expect(after?.value).not.toBe(before?.value)
  })

  test('a refused refresh clears the session', async ({ page, request }) => {
    await signInToAccount(page, 'short-token@example.com')
    await expect(page.getByRole('heading', { name: 'Account', level: 1 })).toBeVisible()
    // Resetting the mock forgets every refresh token, as a revoked session would.
    await request.post('/api/mocks/reset/')
    await page.reload()
    await expect(page.getByRole('dialog', { name: 'Welcome back!' })).toBeVisible()
    expect(await sessionCookie(page)).toBeUndefined()
  })

  test('sign-out clears the session and goes home, even when the identity service is down', async ({
    page,
    request,
  }) => {
    await signInToAccount(page, 'pro@example.com')
    await request.post('/api/mocks/', { data: { identity: 'down' } })
    await page.getByRole('banner').getByRole('button', { name: 'Account' }).click()
    await page.getByRole('menuitem', { name: 'Sign Out' }).click()
    await expect(page).toHaveURL(/\/$/)
    await expect(page.getByRole('banner').getByRole('button', { name: 'Sign In' })).toBeVisible()
    expect(await sessionCookie(page)).toBeUndefined()
    await expect(page.locator('html')).not.toHaveAttribute('data-signed-in', 'true')
    expect((await page.context().cookies()).map((cookie) => cookie.name)).not.toContain('pdfrest_signed_in')
  })

  test('the mobile panel offers the same account actions', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 })
    await gotoHydrated(page, '/')
    await page.getByRole('button', { name: 'Open menu' }).click()
    await page.getByRole('dialog', { name: 'Menu' }).getByRole('button', { name: 'Sign In' }).click()
    const dialog = page.getByRole('dialog', { name: 'Welcome back!' })
    await dialog.getByLabel('Email').fill('premium@example.com')
    await dialog.getByLabel('Password', { exact: true }).fill(DEMO_PASSWORD)
    await dialog.getByRole('button', { name: 'Sign In' }).click()
    await expect(dialog).toBeHidden()
    expect(new URL(page.url()).pathname).toBe('/')
    await page.getByRole('button', { name: 'Open menu' }).click()
    const panel = page.getByRole('dialog', { name: 'Menu' })
    await expect(panel).toContainText('Signed in as')
    await expect(panel).toContainText('premium@example.com')
    await expect(panel.getByRole('link', { name: 'Upgrade' })).toBeVisible()
    await expect(panel.getByRole('link', { name: 'Account Settings' })).toBeVisible()
    await expectAccessible(page)
    await panel.getByRole('button', { name: 'Sign Out' }).click()
    // Signed in on the home page, so the address does not change: wait for the signed-out header.
    await expect(page.getByRole('button', { name: 'Open menu' })).toBeVisible()
    await expect.poll(() => sessionCookie(page)).toBeUndefined()
    await expect(page).toHaveURL(/\/$/)
  })

  test('sign-in opened from the mobile panel gives the focus back to the menu button', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 })
    await gotoHydrated(page, '/')
    const menuButton = page.getByRole('button', { name: 'Open menu' })
    const dialog = page.getByRole('dialog', { name: 'Welcome back!' })
    const openFromPanel = async () => {
      await menuButton.focus()
      await page.keyboard.press('Enter')
      await page.getByRole('dialog', { name: 'Menu' }).getByRole('button', { name: 'Sign In' }).focus()
      await page.keyboard.press('Enter')
      await expect(dialog.getByLabel('Email')).toBeVisible()
    }
    // The panel's Sign In is gone once the modal is open: closing must not drop the focus to the page.
    await openFromPanel()
    await page.keyboard.press('Escape')
    await expect(dialog).toBeHidden()
    await expect(menuButton).toBeFocused()
    await openFromPanel()
    await dialog.getByLabel('Email').fill('premium@example.com')
    await dialog.getByLabel('Password', { exact: true }).fill(DEMO_PASSWORD)
    await page.keyboard.press('Enter')
    await expect(dialog).toBeHidden()
    await expect(menuButton).toBeFocused()
  })

  test('no response body ever carries an identity token', async ({ page }) => {
    const leaks: string[] = []
    page.on('response', async (response) => {
      const type = response.headers()['content-type'] ?? ''
      if (!/html|json|javascript|text|x-tss|octet/.test(type)) return
      const body = await response.text().catch(() => '')
      if (/eyJ[\w-]{10,}\.eyJ[\w-]{10,}\.|access_token|refresh_token|accessToken|refreshToken/.test(body)) {
        leaks.push(response.url())
      }
    })
    await signInToAccount(page, 'short-token@example.com')
    await page.reload()
    await page.goto('/pricing/')
    await expect(page.locator('html')).toHaveAttribute('data-hydrated', 'true')
    expect(leaks).toEqual([])
  })
})
