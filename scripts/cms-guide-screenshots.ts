import { chromium, expect, type Page } from '@playwright/test'
import { mkdirSync } from 'node:fs'
import { fileURLToPath } from 'node:url'
import { chromiumFlags } from './chromium-flags.ts'

/**
 * Takes the screenshots of the marketer's guide (cms/README.md) from the real Strapi admin that
 * scripts/cms-guide.sh starts on a fresh seed: `npm run cms:guide`. Each step is what a marketer
 * does, so a Strapi upgrade that changes the admin shows up as a changed picture.
 */
const cms = process.env.GUIDE_CMS_URL ?? 'http://127.0.0.1:1339'
const out = fileURLToPath(new URL('../cms/docs/', import.meta.url))
mkdirSync(out, { recursive: true })

const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: chromiumFlags,
})
const page = await browser.newPage({ viewport: { width: 1366, height: 800 } })
const shot = async (name: string, target: Page = page) => {
  // Menus and toasts fade in: a picture taken mid-fade showed the section menu greyed out.
  await target.screenshot({ path: `${out}${name}.png`, animations: 'disabled' })
  console.log(`[guide] cms/docs/${name}.png`)
}

await page.goto(`${cms}/admin/auth/login`)
// The guide is the Marketer's: their screens, without the developers' ones.
await page.getByLabel('Email').fill('marketer@example.com')
await page.getByLabel('Password').fill('Demo-pass-1!')
await page.getByRole('button', { name: 'Login' }).click()
await page.getByRole('heading', { name: /^Hello/ }).waitFor()
// Strapi's own announcement banner is not part of the guide.
await page
  .getByRole('button', { name: /close/i })
  .first()
  .click({ timeout: 3000 })
  .catch(() => {})

await page.goto(`${cms}/admin/content-manager/collection-types/api::page.page`)
await page.getByRole('row').filter({ hasText: 'Home' }).waitFor()
await shot('01-pages')

/** Strapi's notifications (sonner toasts) stay a few seconds: closed before the next picture. */
async function closeNotices() {
  const toasts = page.locator('[data-sonner-toast]')
  for (let open = await toasts.count(); open > 0; open -= 1) {
    await toasts.first().getByRole('button', { name: 'Close' }).click()
    await expect(toasts).toHaveCount(open - 1)
  }
}

await page.goto(`${cms}/admin/content-manager/collection-types/api::page.page/create`)
await page.getByLabel('Page name').fill('Spring offer')
// The slug follows the name as it is typed, before any save.
await expect(page.getByRole('textbox', { name: 'URL slug' })).toHaveValue('spring-offer', { timeout: 60_000 })
await page.getByText('Available', { exact: true }).waitFor()
await shot('02-new-page')
await page.getByRole('button', { name: 'Save' }).click()
await expect(page.getByRole('button', { name: 'Save' })).toBeDisabled({ timeout: 60_000 })
await closeNotices()

await page.getByRole('button', { name: 'Publish' }).click()
await page.getByRole('alert').filter({ hasText: 'Not published' }).waitFor()
await shot('03-refused-at-publish')
await closeNotices()

await page.getByRole('button', { name: 'Add a section' }).click()
await page.getByText('Choose a section').evaluate((node) => node.scrollIntoView({ block: 'start' }))
await page.getByRole('button', { name: 'Hero', exact: true }).waitFor()
await shot('04-add-a-section')

await page.getByRole('button', { name: 'Hero', exact: true }).click()
await page.getByLabel('Headline').fill('Spring offer: 20% off annual plans')
await page
  .getByLabel('Supporting text')
  .fill('Switch to annual billing before May 31 and keep the discount for a year.')
await page.getByRole('button', { name: /^Hero/ }).first().scrollIntoViewIfNeeded()
await shot('05-hero-fields')

// The featured tool is chosen from the catalogue by name: a few letters narrow the list.
const tool = page.getByRole('combobox', { name: 'Featured API tool' })
await tool.evaluate((node) => node.scrollIntoView({ block: 'center' }))
await tool.click()
await tool.pressSequentially('compress')
await page.getByRole('option', { name: 'Compress PDF', exact: true }).waitFor()
await shot('11-featured-tool')
await page.getByRole('option', { name: 'Compress PDF', exact: true }).click()

await page.getByRole('listitem').getByRole('button', { name: 'More actions' }).first().click()
await page.getByRole('menuitem', { name: 'Add a section above' }).waitFor()
await page.getByRole('menuitem', { name: 'Add a section below' }).waitFor()
await shot('06-section-menu')
await page.keyboard.press('Escape')

await page.getByRole('button', { name: 'Publish' }).click()
await expect(page.getByRole('button', { name: 'Publish' })).toBeDisabled({ timeout: 60_000 })

await page.goto(`${cms}/admin/content-manager/collection-types/api::page.page`)
await page.getByRole('row').filter({ hasText: 'Pricing' }).first().click()
await page
  .getByText(/Open preview/)
  .first()
  .waitFor()
await shot('07-preview-and-publish')

await page.goto(`${cms}/admin/content-manager/collection-types/api::redirect.redirect`)
await page.getByRole('row').nth(1).waitFor()
await page.getByRole('row').nth(1).click()
await page.getByLabel('Old address').waitFor()
// The side panel's buttons load with the editor's permissions: the picture shows them.
await page.getByRole('button', { name: 'Save' }).waitFor()
await shot('08-redirect')

await page.goto(`${cms}/admin/plugins/upload`)
await expect(page.getByRole('img').nth(2)).toBeVisible({ timeout: 60_000 })
await shot('09-media-library')

// A link to no page, refused at the first save: the field is marked and nothing typed is lost.
await page.goto(`${cms}/admin/content-manager/collection-types/api::page.page/create`)
await page.getByLabel('Page name').fill('Summer offer')
await page.getByRole('button', { name: 'Add a section' }).click()
await page.getByRole('button', { name: 'Hero', exact: true }).click()
await page.getByLabel('Headline').fill('Summer offer: 30% off annual plans')
await page
  .getByRole('button', { name: /No entry yet/ })
  .nth(1)
  .click()
await page.getByLabel('Button text').fill('See the plans')
const link = page.getByRole('textbox', { name: 'Link', exact: true })
await link.fill('/pricng/')
await page.getByRole('button', { name: 'Save' }).click()
await expect(link).toHaveAttribute('aria-invalid', 'true', { timeout: 60_000 })
await link.scrollIntoViewIfNeeded()
await shot('10-refused-at-save')

// A feature's icon is chosen by its picture.
await closeNotices()
await page.getByRole('button', { name: 'Add a section' }).click()
await page.getByRole('button', { name: 'Feature grid', exact: true }).click()
await page.getByRole('textbox', { name: 'Heading', exact: true }).fill('Why teams choose pdfRest')
await page
  .getByRole('button', { name: /No entry yet/ })
  .last()
  .click()
await page.getByRole('textbox', { name: 'Title', exact: true }).fill('Fast by default')
const icons = page.getByRole('group', { name: 'Icon' })
await icons.getByRole('radio', { name: 'Lightning' }).check()
await icons.evaluate((node) => node.scrollIntoView({ block: 'center' }))
await shot('12-feature-icons')

// The session warning, on a "Remember me" sign-in that the guide's Strapi ends after ten idle
// minutes, warned of from the first seconds (scripts/cms-guide.sh).
const remembered = await browser.newPage({ viewport: { width: 1366, height: 800 } })
await remembered.goto(`${cms}/admin/auth/login`)
await remembered.getByLabel('Email').fill('marketer@example.com')
await remembered.getByLabel('Password').fill('Demo-pass-1!')
await remembered.getByRole('checkbox', { name: 'Remember me' }).check()
await remembered.getByRole('button', { name: 'Login' }).click()
await remembered.getByRole('heading', { name: /^Hello/ }).waitFor()
await remembered
  .getByRole('alert')
  .filter({ hasText: 'You’ll be signed out at' })
  .waitFor({ timeout: 60_000 })
await shot('13-session-notice', remembered)

await browser.close()
