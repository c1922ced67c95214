import type { Locator } from '@playwright/test'
import { makePdf } from '../../mocks/fixtures/tiny-pdf.ts'
import { expect, gotoHydrated, test } from './fixtures.ts'

/**
 * A new developer's first hour as a review walked it: from the home page to a downloaded result of the
 * tool they came for, signing up on the way. Every click counts; typing does not.
 */
test('from / to a downloaded compressed PDF, signed up on the way, in at most 12 clicks', async ({
  page,
}) => {
  let clicks = 0
  const click = async (target: Locator) => {
    clicks += 1
    await target.click()
  }
  await gotoHydrated(page, '/')
  const banner = page.getByRole('banner')
  await click(banner.getByRole('button', { name: 'API Tools' }))
  await click(
    page
      .getByRole('navigation', { name: 'Main' })
      .getByRole('link', { name: /^Compress PDF/ })
      .first(),
  )
  await expect(page).toHaveURL(/\/apitools\/compress-pdf\/$/)
  await click(page.getByRole('link', { name: 'Try it in the API Lab' }))
  await expect(page.getByRole('heading', { name: 'Compress PDF', level: 2 })).toBeVisible()

  await click(page.getByRole('main').getByRole('button', { name: 'Get Started' }))
  const dialog = page.getByRole('dialog', { name: "Let's get started" })
  await dialog.getByLabel('Name').fill('Grace Hopper')
  await dialog.getByLabel('Email').fill('grace@example.com')
  await dialog.getByLabel('Password', { exact: true }).fill('Str0ng!pass')
  await click(dialog.getByLabel('I agree to the Terms of Service'))
  await click(dialog.getByRole('button', { name: 'Create Account' }))

  // The lab still shows the tool the developer came for, with the welcome above it.
  await expect(page).toHaveURL(/\/apilab\/\?n=s&tool=compressed-pdf$/)
  await expect(page.getByRole('heading', { name: 'Compress PDF', level: 2 })).toBeVisible()
  await click(page.getByRole('button', { name: 'Got it' }))
  await expect(page).toHaveURL(/\/apilab\/\?tool=compressed-pdf$/)

  const chooser = page.waitForEvent('filechooser')
  await click(page.getByText(/files here, or click to choose/))
  await (
    await chooser
  ).setFiles({
    name: 'report.pdf',
    mimeType: 'application/pdf',
    buffer: Buffer.from(makePdf([['Quarterly report']], 'Report')),
  })
  await click(page.getByRole('button', { name: 'Send request' }))
  await expect(page.getByTestId('lab-status')).toHaveText('200 OK')
  const download = page.waitForEvent('download')
  await click(page.getByRole('link', { name: /Download compressed-pdf\.pdf/ }))
  expect((await download).suggestedFilename()).toBe('compressed-pdf.pdf')
  expect(clicks).toBeLessThanOrEqual(12)
})

test('an account that must confirm its address comes back from the mail to the tool it started on', async ({
  page,
  request,
}) => {
  await gotoHydrated(page, '/apilab/?tool=compressed-pdf')
  await page.getByRole('main').getByRole('button', { name: 'Get Started' }).click()
  const dialog = page.getByRole('dialog', { name: "Let's get started" })
  await dialog.getByLabel('Name').fill('Ada Lovelace')
  await dialog.getByLabel('Email').fill('ada+confirm@example.com')
  await dialog.getByLabel('Password', { exact: true }).fill('Str0ng!pass')
  await dialog.getByLabel('I agree to the Terms of Service').click()
  await dialog.getByRole('button', { name: 'Create Account' }).click()
  await expect(page.getByRole('dialog', { name: 'Check your inbox' }).getByRole('status')).toContainText(
    'We sent a confirmation link to ada+confirm@example.com',
  )

  const mails: { kind: string; to: string; link: string }[] = await (
    await request.get('/api/mocks/mailbox/?format=json')
  ).json()
  const link = new URL(mails.findLast((mail) => mail.to === 'ada+confirm@example.com')?.link ?? '')
  expect(`${link.pathname}${link.search}`).toBe('/apilab/?n=s&tool=compressed-pdf')
  expect(link.hash).toMatch(/^#confirmation_token=/)
  await page.goto(`${link.pathname}${link.search}${link.hash}`)
  await expect(page).toHaveURL(/\/apilab\/\?n=s&tool=compressed-pdf$/)
  await expect(page.getByRole('heading', { name: 'Compress PDF', level: 2 })).toBeVisible()
  await expect(page.getByRole('banner').getByRole('button', { name: 'Account' })).toBeVisible()
})
