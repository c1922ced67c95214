import type { Page } from '@playwright/test'
import { expect, expectAccessible, gotoHydrated, signInToAccount, test } from './fixtures.ts'

/**
 * What an app page's first load runs (decision 054). The markers are strings the minifier keeps: the
 * CMS renderer's placeholder for a dropped block, an endpoint of the API lab's tool catalogue, the
 * plan-change dialog's title.
 */
const CMS_RENDERER = ' is not shown. '
const TOOL_CATALOGUE = 'compressed-pdf'
const PLAN_CHANGE_DIALOG = 'Are you sure you want to change your plan?'
const ACCOUNT_MENU_CHUNK = /\/assets\/account-menu-[^/]*\.js$/
/**
 * Schemas the app's first load has no use for, by a message or value each keeps: the admin console's,
 * the learning pages' (documents, whose loaders never run in the browser) and the sign-up form's.
 */
const UNUSED_SCHEMAS = ['Unknown user', 'hash-lang-php', 'Must include at least one special character']
/** Panda's style runtime (styled-system/helpers.mjs): only a computed `css()` call needs it. */
const STYLE_RUNTIME = '(important)?'

/** Every script the page loads until hydrated and the network is quiet, by URL, with its text. */
async function scriptsOfLoad(page: Page, path: string): Promise<Map<string, string>> {
  const scripts = new Map<string, string>()
  const reading: Promise<void>[] = []
  page.on('response', (response) => {
    if (!new URL(response.url()).pathname.endsWith('.js')) return
    reading.push(
      response.text().then(
        (text) => void scripts.set(response.url(), text),
        () => undefined,
      ),
    )
  })
  await gotoHydrated(page, path)
  await page.waitForLoadState('networkidle')
  await Promise.all(reading)
  return scripts
}

const carrying = (scripts: Map<string, string>, marker: string) =>
  [...scripts].filter(([, text]) => text.includes(marker)).map(([url]) => url)

test('the account page and the API lab load neither the CMS renderer nor the account menu nor the plan dialogs at first', async ({
  page,
}) => {
  await signInToAccount(page, 'premium@example.com')
  for (const path of ['/account/', '/apilab/']) {
    const scripts = await scriptsOfLoad(page, path)
    expect(scripts.size, path).toBeGreaterThan(0)
    expect(carrying(scripts, CMS_RENDERER), `${path}: the CMS renderer`).toEqual([])
    expect(
      [...scripts.keys()].filter((url) => ACCOUNT_MENU_CHUNK.test(url)),
      `${path}: the menu`,
    ).toEqual([])
    // The Account button is a plain button until the visitor reaches for it, not Ark's menu trigger.
    const account = page.getByRole('banner').getByRole('button', { name: 'Account' })
    await expect(account).toBeVisible()
    await expect(page.locator('[data-scope="menu"]')).toHaveCount(0)
    if (path === '/account/') {
      expect(carrying(scripts, TOOL_CATALOGUE), `${path}: the tool catalogue`).toEqual([])
      expect(carrying(scripts, PLAN_CHANGE_DIALOG), `${path}: the plan-change dialog`).toEqual([])
    }
    // No island loader on an app page: its header's HTML has no closed panels of links to hydrate.
    const html = (await (await page.request.get(path)).text()).replace(/<noscript>[\s\S]*?<\/noscript>/g, '')
    const header = html.slice(html.indexOf('<header'), html.indexOf('</header>'))
    expect(header, `${path}: the header`).toContain('API Tools')
    expect(header, `${path}: a closed panel's link`).not.toContain('href="/apitools/compress-pdf/"')
  }
})

test('an app page starts from a few scripts, not dozens of small chunks', async ({ page }) => {
  await signInToAccount(page, 'premium@example.com')
  for (const path of ['/account/', '/apilab/']) {
    const html = await (await page.request.get(path)).text()
    const scripts = new Set(
      [...html.matchAll(/<(?:script[^>]*\bsrc|link[^>]*rel="modulepreload"[^>]*\bhref)="([^"]+\.js)"/g)].map(
        (match) => match[1],
      ),
    )
    // Each request is a round trip on a phone's connection before the page can hydrate (decision 058).
    expect(scripts.size, path).toBeGreaterThan(0)
    expect(scripts.size, path).toBeLessThanOrEqual(20)
  }
})

/** The scripts of the account page's and the API lab's first loads, signed in as the demo customer. */
async function appPageLoads(page: Page): Promise<[string, Map<string, string>][]> {
  await signInToAccount(page, 'premium@example.com')
  const loads: [string, Map<string, string>][] = []
  for (const path of ['/account/', '/apilab/']) {
    const scripts = await scriptsOfLoad(page, path)
    expect(scripts.size, path).toBeGreaterThan(0)
    loads.push([path, scripts])
  }
  return loads
}

test("the account page and the API lab resolve their styles at build time, without Panda's runtime", async ({
  page,
}) => {
  for (const [path, scripts] of await appPageLoads(page))
    expect(carrying(scripts, STYLE_RUNTIME), `${path}: the style runtime`).toEqual([])
})

test('the account page and the API lab build no schema of the admin console, the learning pages or sign-up at start', async ({
  page,
}) => {
  for (const [path, scripts] of await appPageLoads(page))
    for (const marker of UNUSED_SCHEMAS) expect(carrying(scripts, marker), `${path}: ${marker}`).toEqual([])
})

test('the Account menu loads on intent and works from the keyboard', async ({ page }) => {
  await signInToAccount(page, 'admin@example.com')
  await gotoHydrated(page, '/account/')
  const account = page.getByRole('banner').getByRole('button', { name: 'Account' })
  const menuCode = page.waitForResponse((response) => ACCOUNT_MENU_CHUNK.test(response.url()))
  // Focus alone fetches the menu's code, ahead of the key press.
  await account.focus()
  await menuCode
  await page.keyboard.press('Enter')
  const menu = page.getByRole('menu')
  await expect(menu).toBeVisible()
  await expect(menu).toContainText('admin@example.com')
  await expect(menu).toBeFocused()
  await expectAccessible(page)
  await page.keyboard.press('ArrowDown')
  await expect(menu.getByRole('menuitem', { name: 'Account Settings' })).toHaveAttribute(
    'data-highlighted',
    '',
  )
  await page.keyboard.press('Escape')
  await expect(menu).toBeHidden()
  await expect(account).toBeFocused()
  // Opened again from its button with an arrow key, the first item is highlighted; Enter picks.
  await page.keyboard.press('ArrowDown')
  await expect(menu.getByRole('menuitem', { name: 'Account Settings' })).toHaveAttribute(
    'data-highlighted',
    '',
  )
  await page.keyboard.press('ArrowDown')
  await expect(menu.getByRole('menuitem', { name: 'User administration' })).toHaveAttribute(
    'data-highlighted',
    '',
  )
  await page.keyboard.press('Enter')
  await expect(page.getByRole('heading', { name: 'Users', level: 1 })).toBeVisible()
})

test('an arrow key on the Account button opens the menu on a fresh page too', async ({ page }) => {
  await signInToAccount(page, 'premium@example.com')
  await gotoHydrated(page, '/apilab/')
  const account = page.getByRole('banner').getByRole('button', { name: 'Account' })
  await account.focus()
  await page.keyboard.press('ArrowDown')
  const menu = page.getByRole('menu')
  await expect(menu).toBeVisible()
  await expect(menu.getByRole('menuitem', { name: 'Sign Out' })).toBeVisible()
  await page.keyboard.press('Escape')
  await expect(account).toBeFocused()
})

test('the plan-change dialog loads on the first change asked for, takes the focus and gives it back', async ({
  page,
}) => {
  await signInToAccount(page, 'premium@example.com')
  await gotoHydrated(page, '/account/')
  await expect(page.locator('dialog')).toHaveCount(0)
  const upgrade = page.getByRole('button', { name: 'Upgrade to Pro' })
  await upgrade.focus()
  await page.keyboard.press('Enter')
  const dialog = page.getByRole('dialog', { name: 'Are you sure you want to change your plan?' })
  await expect(dialog).toBeVisible()
  await expect(dialog.getByRole('group', { name: 'New plan' })).toBeVisible()
  await expect(page.locator(':focus')).toHaveCount(1)
  expect(await dialog.evaluate((element) => element.contains(document.activeElement))).toBe(true)
  await page.keyboard.press('Escape')
  await expect(dialog).toBeHidden()
  await expect(upgrade).toBeFocused()
})
