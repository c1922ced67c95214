import type { APIRequestContext, Page } from '@playwright/test'
import { postAsBot } from './bot-token.ts'
import { expect, expectAccessible, gotoHydrated, signIn, signInToAccount, test } from './fixtures.ts'
import { testEarlyForm } from './early-form.ts'

const message = 'My compressed files come back larger than the input. What am I doing wrong?'

async function fill(page: Page, email = 'jo@contoso.example') {
  await page.getByLabel('Name', { exact: true }).fill('Jo Developer')
  await page.getByLabel('Email', { exact: true }).fill(email)
  await page.getByLabel('Topic').selectOption('technical')
  await page.getByLabel('Message').fill(message)
}

const send = (page: Page) => page.getByRole('button', { name: 'Send message' }).click()

/** Sends a filled-in message while a service fails as the mock control is told (`{ service: 'down' }`). */
async function sendWhile(page: Page, request: APIRequestContext, failure: Record<string, string>) {
  await request.post('/api/mocks/', { data: failure })
  await gotoHydrated(page, '/support/')
  await fill(page)
  await send(page)
}

test('the footer Support link and contact us lead to support; a message opens a ticket and mails a confirmation', async ({
  page,
  request,
}) => {
  await gotoHydrated(page, '/')
  await page.getByRole('contentinfo').getByRole('link', { name: 'Support' }).click()
  await expect(page).toHaveURL(/\/support\/$/)
  await expect(page.getByRole('heading', { name: 'Contact support', level: 1 })).toBeVisible()
  await expect(page.getByRole('heading', { name: 'Before you write' })).toBeVisible()
  await expect(page.getByRole('link', { name: 'read the documentation' })).toHaveAttribute(
    'href',
    '/documentation/',
  )
  await expect(page.getByRole('link', { name: 'the status page' })).toHaveAttribute('href', /^https:\/\//)
  await expectAccessible(page)
  await fill(page)
  await send(page)
  await expect(page.getByRole('heading', { name: 'Message received' })).toBeVisible()
  const ticket = await page.getByTestId('ticket-id').textContent()
  const mails: { to: string; kind: string; link: string }[] = await (
    await request.get('/api/mocks/mailbox/?format=json')
  ).json()
  expect(mails[0]).toMatchObject({ to: 'jo@contoso.example', kind: 'support' })
  expect(mails[0]?.link).toContain(ticket ?? 'missing')
})

test('every validation message, and the first problem takes the focus', async ({ page }) => {
  await gotoHydrated(page, '/support/')
  await send(page)
  await expect(page.getByText('Name is required')).toBeVisible()
  await expect(page.getByText('Invalid email address')).toBeVisible()
  await expect(page.locator('#support-topic-error')).toHaveText('Choose a topic')
  await expect(page.getByText('Tell us a little more (20 characters at least)')).toBeVisible()
  await expect(page.getByLabel('Name', { exact: true })).toBeFocused()
  await page.getByLabel('Message').fill('x'.repeat(5001))
  await expect(page.getByText('Please keep it under 5000 characters')).toBeVisible()
  await page.getByLabel('Name', { exact: true }).fill('x'.repeat(121))
  await expect(page.getByText('Name is too long')).toBeVisible()
  await expectAccessible(page)
})

test('signed in: name and email are filled in, and the plan is attached on the server', async ({ page }) => {
  await signInToAccount(page, 'premium@example.com')
  await gotoHydrated(page, '/support/')
  await expect(page.getByLabel('Email', { exact: true })).toHaveValue('premium@example.com')
  await expect(page.getByLabel('Name', { exact: true })).not.toHaveValue('')
  await expect(page.getByText('your plan and account reference are attached')).toBeVisible()
})

test('a failed bot check is refused with the bot-check message', async ({ page }) => {
  await postAsBot(page, '/api/support/', 'support')
  await gotoHydrated(page, '/support/')
  await fill(page)
  await send(page)
  await expect(page.getByRole('alert')).toHaveText('ReCAPTCHA error. Please try again or reload the page.')
})

test('the bot check down: not sent, try again in a moment, nothing typed is lost', async ({
  page,
  request,
}) => {
  await sendWhile(page, request, { recaptcha: 'down' })
  await expect(page.getByRole('alert')).toContainText(
    'Nothing you typed is lost: please try again in a moment',
  )
  await expect(page.getByLabel('Message')).toHaveValue(message)
})

test('the ticket desk down: a clear message and nothing typed is lost', async ({ page, request }) => {
  await sendWhile(page, request, { supportTickets: 'down' })
  await expect(page.getByRole('alert')).toContainText('Nothing you typed is lost')
  await expect(page.getByLabel('Message')).toHaveValue(message)
  await expectAccessible(page)
})

test('throttled after five messages from one address within the hour', async ({ page }) => {
  for (let sent = 0; sent < 5; sent++) {
    await gotoHydrated(page, '/support/')
    await fill(page, 'busy@contoso.example')
    await send(page)
    await expect(page.getByRole('heading', { name: 'Message received' })).toBeVisible()
  }
  await gotoHydrated(page, '/support/')
  await fill(page, 'busy@contoso.example')
  await send(page)
  await expect(page.getByRole('alert')).toHaveText(
    /^Too many attempts\. Please wait \d+ minutes? and try again\.$/,
  )
})

test('contact us in an error message links to support', async ({ page }) => {
  await gotoHydrated(page, '/')
  const dialog = await signIn(page, 'broken-account@example.com')
  const alert = dialog.getByRole('alert')
  await expect(alert).toContainText('If this issue persists, contact us for support.')
  await expect(alert.getByRole('link', { name: 'contact us' })).toHaveAttribute('href', '/support/')
})

testEarlyForm({
  path: '/support/',
  island: 'support-form',
  posts: '/api/support/',
  fill,
  field: 'Message',
  typed: message,
  send: 'Send message',
  sent: 'Message received',
})
