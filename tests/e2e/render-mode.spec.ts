import type { Locator, Page } from '@playwright/test'
import { expect, gotoHydrated, signInToAccount, test } from './fixtures.ts'

/**
 * One render mode per route (docs/decisions/048): the app routes are one single-page app, and the app
 * reaches any other page, a document, by a full page load. A marker set on the app page tells the two
 * apart: a client-side navigation keeps it, a document load starts a new window.
 */
async function markAppPage(page: Page, path: string) {
  await gotoHydrated(page, path)
  await page.evaluate((marker) => Reflect.set(window, '__appPage', marker), path)
}

const appPageMarker = (page: Page) => page.evaluate(() => Reflect.get(window, '__appPage') ?? null)

async function expectDocumentLoad(page: Page, url: RegExp) {
  await expect(page).toHaveURL(url)
  await expect(page.locator('html')).toHaveAttribute('data-page', 'document')
  expect(await appPageMarker(page)).toBeNull()
  // No client router came with it: neither its state nor the app's scripts (islands load their own).
  expect(await page.evaluate(() => '$_TSR' in window)).toBe(false)
  expect(
    await page.evaluate(() => [...document.scripts].some((script) => script.text.includes('$_TSR'))),
  ).toBe(false)
}

const banner = (page: Page) => page.getByRole('banner')

const links: { name: string; url: RegExp; link: (page: Page) => Promise<Locator> }[] = [
  {
    name: "the header's logo",
    url: /\/$/,
    link: async (page) => banner(page).getByRole('link', { name: 'pdfRest home' }),
  },
  {
    name: 'a tool of the mega-menu',
    url: /\/apitools\/[^/]+\/$/,
    link: async (page) => {
      await banner(page).getByRole('button', { name: 'API Tools' }).click()
      return banner(page).locator('a[href^="/apitools/"][href$="/"]:not([href="/apitools/"])').first()
    },
  },
  {
    name: "the header's Pricing",
    url: /\/pricing\/$/,
    link: async (page) => banner(page).getByRole('link', { name: 'Pricing', exact: true }),
  },
  {
    name: 'a footer link',
    url: /\/privacypolicy\/$/,
    link: async (page) => page.getByRole('contentinfo').getByRole('link', { name: 'Privacy Policy' }),
  },
]

test('from the account page, marketing pages are full document loads, never drawn by the app', async ({
  page,
}) => {
  await signInToAccount(page, 'pro@example.com')
  for (const { name, url, link } of links) {
    await test.step(name, async () => {
      await markAppPage(page, '/account/')
      expect(await appPageMarker(page)).toBe('/account/')
      await (await link(page)).click()
      await expectDocumentLoad(page, url)
    })
  }
})

test('the app routes stay one single-page app among themselves', async ({ page }) => {
  await signInToAccount(page, 'admin@example.com')
  await markAppPage(page, '/account/')
  await banner(page).getByRole('button', { name: 'Account' }).click()
  await page.getByRole('menuitem', { name: 'User administration' }).click()
  await expect(page.getByRole('heading', { name: 'Users', level: 1 })).toBeVisible()
  expect(await appPageMarker(page)).toBe('/account/')
  await page.getByRole('link', { name: 'starter@example.com' }).click()
  await expect(page).toHaveURL(/\/admin\/users\/[^/]+\/$/)
  await banner(page).getByRole('button', { name: 'Account' }).click()
  await page.getByRole('menuitem', { name: 'Account' }).click()
  await expect(page.getByRole('heading', { name: 'Account', level: 1 })).toBeVisible()
  expect(await appPageMarker(page)).toBe('/account/')
  await expect(page.locator('html')).not.toHaveAttribute('data-page', 'document')
})
