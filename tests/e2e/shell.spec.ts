import { WHOOPS_TEXT } from '../../app/components/shell/error-page.tsx'
import { expect, expectAccessible, gotoHydrated, test } from './fixtures.ts'

test('home renders the header, the API tools mega-menu and the footer from mock content', async ({
  page,
}) => {
  await gotoHydrated(page, '/')
  const header = page.getByRole('banner')
  await expect(header.getByRole('link', { name: 'pdfRest' }).first()).toBeVisible()
  await expect(header.getByRole('button', { name: 'Sign In' })).toBeVisible()
  await expect(header.getByRole('button', { name: 'Get Started' })).toBeVisible()

  const footer = page.getByRole('contentinfo')
  for (const heading of ['API Tools', 'Learning', 'Products', 'Developers']) {
    await expect(footer.getByRole('heading', { name: heading })).toBeVisible()
  }
  await expect(footer.getByText(`© ${new Date().getFullYear()}`)).toBeVisible()
  await expect(footer.getByRole('link', { name: 'Privacy Policy' })).toHaveAttribute(
    'href',
    '/privacypolicy/',
  )
  await expectAccessible(page)
})

test('the mega-menu opens on hover and lists tools with Pro badges', async ({ page, request }) => {
  // A marketing page is a document: its closed panels are in the HTML, hidden, so the first click
  // shows one before any script has run (the no-script menu in <noscript> is left out here).
  const html = (await (await request.get('/pricing/')).text()).replace(/<noscript>[\s\S]*?<\/noscript>/g, '')
  const mainNav = html.slice(
    html.indexOf('aria-label="Main"'),
    html.indexOf('</nav>', html.indexOf('aria-label="Main"')),
  )
  const trigger =
    /<button[^>]*aria-expanded="false"[^>]*aria-controls="([^"]+)"[^>]*>API Tools<\/button>/.exec(mainNav)
  expect(trigger, 'the API Tools trigger, closed').not.toBeNull()
  const panel = new RegExp(`<div id="${trigger?.[1] ?? ''}" hidden=""`).exec(mainNav)
  expect(panel, 'its panel, hidden').not.toBeNull()
  expect(mainNav.slice(panel?.index ?? 0)).toContain('href="/apitools/compress-pdf/"')
  await gotoHydrated(page, '/')
  await page.getByRole('banner').getByRole('button', { name: 'API Tools' }).hover()
  const menu = page.getByRole('navigation', { name: 'Main' })
  await expect(menu.getByRole('link', { name: /Convert/ }).first()).toBeVisible()
  await expect(menu.getByText('Pro').first()).toBeVisible()
  await expectAccessible(page)
})

test('the mega-menu is keyboard operable', async ({ page }) => {
  await gotoHydrated(page, '/')
  const trigger = page.getByRole('banner').getByRole('button', { name: 'API Tools' })
  await trigger.focus()
  await page.keyboard.press('Enter')
  const firstBucket = page
    .getByRole('navigation', { name: 'Main' })
    .getByRole('link', { name: /Convert/ })
    .first()
  await expect(firstBucket).toBeVisible()
  await page.keyboard.press('Escape')
  await expect(firstBucket).toBeHidden()
  await expect(trigger).toBeFocused()
})

test('an unknown path shows the 404 page with status 404', async ({ page }) => {
  const response = await gotoHydrated(page, '/no-such-page/')
  expect(response?.status()).toBe(404)
  await expect(page.getByRole('heading', { name: '404' })).toBeVisible()
  await expect(page.getByText(WHOOPS_TEXT)).toBeVisible()
  await expect(page.getByText('Page not found: /no-such-page/')).toBeVisible()
  await page.getByRole('link', { name: 'Take me home' }).click()
  await expect(page).toHaveURL('/')
  await expectAccessible(page)
})

test('the build route reports the running build and is never cached', async ({ request }) => {
  const response = await request.get('/api/build/')
  expect(response.status()).toBe(200)
  expect(response.headers()['cache-control']).toBe('no-store')
  const body: unknown = await response.json()
  expect(body).toEqual({ id: expect.any(String) })
})

test('the colour mode is dark by default, can be switched and survives a reload without flashing', async ({
  page,
}) => {
  await gotoHydrated(page, '/')
  await expect(page.locator('html')).toHaveAttribute('data-color-mode', 'dark')
  await page.getByRole('contentinfo').getByText('Light', { exact: true }).click()
  await expect(page.locator('html')).toHaveAttribute('data-color-mode', 'light')
  // The attribute is set by the inline head script before the first paint.
  await page.addInitScript(() => {
    document.addEventListener('DOMContentLoaded', () => {
      sessionStorage.setItem('mode-at-parse', document.documentElement.getAttribute('data-color-mode') ?? '')
    })
  })
  await page.reload()
  await expect(page.locator('html')).toHaveAttribute('data-color-mode', 'light')
  expect(await page.evaluate(() => sessionStorage.getItem('mode-at-parse'))).toBe('light')
  await expectAccessible(page)
})

test('the mobile panel opens, traps focus and closes on navigation', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 })
  await gotoHydrated(page, '/')
  const openMenu = page.getByRole('button', { name: 'Open menu' })
  await openMenu.click()
  const dialog = page.getByRole('dialog', { name: 'Menu' })
  await expect(dialog).toBeVisible()
  // A drawer against the end edge at the screen's full height, in the top layer with the page inert.
  expect(
    await dialog.evaluate((element) => {
      const box = element.getBoundingClientRect()
      const { marginRight } = getComputedStyle(element)
      return [
        element.matches(':modal'),
        marginRight,
        box.left > 0,
        Math.round(box.top),
        Math.round(box.height),
      ]
    }),
  ).toEqual([true, '0px', true, 0, 844])
  await expect(dialog.getByRole('button', { name: 'Close menu' })).toBeFocused()
  // Escape and a press on the shade beside the drawer close it, and the focus returns to its button.
  await page.keyboard.press('Escape')
  await expect(dialog).toBeHidden()
  await expect(openMenu).toBeFocused()
  await openMenu.click()
  await page.mouse.click(10, 400)
  await expect(dialog).toBeHidden()
  await expect(openMenu).toBeFocused()
  await openMenu.click()
  await expectAccessible(page)
  // Every group of the menu is headed the same way, and its links are indented the same way.
  const looks = await dialog.getByRole('navigation', { name: 'Mobile' }).evaluate((nav) =>
    [...nav.children].map((group) => {
      const head = group.firstElementChild
      const list = group.querySelector('ul')
      const style = head ? getComputedStyle(head) : null
      const indent = list ? list.getBoundingClientRect().left - group.getBoundingClientRect().left : 0
      return style
        ? [style.fontSize, style.fontWeight, style.color, style.paddingLeft, list ? `${indent}px` : ''].join(
            ' ',
          )
        : ''
    }),
  )
  expect(looks.length).toBeGreaterThan(2)
  const withList = looks.filter((look) => !look.endsWith(' '))
  expect(new Set(withList).size, withList.join(' | ')).toBe(1)
  await dialog.getByRole('link', { name: 'Pricing' }).click()
  await expect(dialog).toBeHidden()
  await expect(page).toHaveURL(/\/pricing\/$/)
})

test('a CMS and blog outage never blanks the page: the shell renders with fallbacks', async ({
  page,
  request,
}) => {
  const refused = await request.post('/api/mocks/', { data: { strapi: 'sideways' } })
  expect(refused.status()).toBe(400)
  const switched = await request.post('/api/mocks/', { data: { strapi: 'down', ghost: 'down' } })
  expect(await switched.json()).toMatchObject({ strapi: 'down', ghost: 'down' })
  const response = await gotoHydrated(page, '/')
  expect(response?.status()).toBe(503)
  await expect(page.getByText('Please try again in a minute.')).toBeVisible()
  await expect(page.getByRole('banner').getByRole('button', { name: 'Sign In' })).toBeVisible()
  await expect(page.getByRole('contentinfo').getByRole('heading', { name: 'API Tools' })).toBeVisible()
  await expectAccessible(page)
})

test('the skip link shows when the keyboard reaches it and moves focus past the header', async ({ page }) => {
  await gotoHydrated(page, '/pricing/')
  await page.keyboard.press('Tab')
  const skip = page.getByRole('link', { name: 'Skip to content' })
  await expect(skip).toBeFocused()
  const box = await skip.boundingBox()
  expect(box?.width ?? 0, 'the focused skip link is visible, not a 1 px square').toBeGreaterThan(40)
  expect(box?.height ?? 0).toBeGreaterThan(20)
  await expect(skip).toBeInViewport()
  await page.keyboard.press('Enter')
  await expect(page.locator('main')).toBeFocused()
  await page.keyboard.press('Tab')
  // The next stop is in the page's content, not back in the header.
  const inMain = await page.evaluate(() => document.querySelector('main')?.contains(document.activeElement))
  expect(inMain).toBe(true)
})
