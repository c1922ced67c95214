import type { Page, Request } from '@playwright/test'
import {
  DEMO_PASSWORD,
  expect,
  expectAccessible,
  gotoHydrated,
  holdRequests,
  signIn,
  test,
  visitorRootLive,
} from './fixtures.ts'

/**
 * Marketing routes served as documents: HTML and islands, no client router and no hydration. (`/`,
 * pricing and tool pages join once their code-sample and pricing-table blocks have islands.)
 */
const DOCUMENT_PATHS = [
  '/privacypolicy/',
  '/termsofservice/',
  '/data-processing-agreement/',
  '/apitools/',
  '/learning/',
  '/learning/tutorials/',
  '/learning/tutorials/how-to-redact-pdfs-with-python/',
  '/documentation/',
  '/documentation/compressed-pdf/',
  '/documentation/quickstart/',
  '/documentation/errors/',
  '/changelog/',
  '/support/',
  '/container-license-key-request/',
  '/no-such-page/',
]

function collectScripts(page: Page): string[] {
  const scripts: string[] = []
  page.on('request', (request: Request) => {
    if (request.resourceType() === 'script') scripts.push(new URL(request.url()).pathname)
  })
  return scripts
}

for (const path of DOCUMENT_PATHS) {
  test(`${path} is a document: no script at load, no router payload, and it reads without JavaScript`, async ({
    page,
    request,
  }) => {
    const response = await request.get(path)
    expect(response.status()).toBe(path === '/no-such-page/' ? 404 : 200)
    const html = await response.text()
    expect(html).toContain('data-page="document"')
    expect(html).not.toContain('rel="modulepreload"')
    expect(html).not.toContain('$_TSR.router')
    expect(html).not.toMatch(/<script[^>]+src=/)
    // Next documents are prefetched on hover, never an API route.
    expect(html).toContain('<script type="speculationrules"')
    expect(html).toContain('{"not":{"href_matches":"/api/*"}}')
    const scripts = collectScripts(page)
    await gotoHydrated(page, path)
    await expect(page.getByRole('main').getByRole('heading').first()).toBeVisible()
    // No router, React or app chunk before the visitor does anything: islands load on intent, and
    // the plain-DOM ones (a post's copy buttons) when they near the viewport.
    expect(
      scripts.filter((script) => !/\/islands\.entry-|\/post-copy\.island-|\/preload-helper-/.test(script)),
    ).toEqual([])
    await expectAccessible(page)
  })
}

test("the reference's samples come coloured in the HTML: the highlighter stays on the server", async ({
  request,
}) => {
  for (const path of ['/documentation/quickstart/', '/documentation/compressed-pdf/']) {
    const html = await (await request.get(path)).text()
    expect(html, path).toContain('<code class="language-python">')
    expect(html, path).toContain('<span class="hljs-string">')
    expect(html, path).toMatch(/<span data-api-key="">YOUR_API_KEY<\/span>/)
  }
})

test("a learning post's copy buttons come from a plain-DOM island, without React", async ({ page }) => {
  const scripts = collectScripts(page)
  await page.context().grantPermissions(['clipboard-read', 'clipboard-write'])
  await gotoHydrated(page, '/learning/tutorials/how-to-redact-pdfs-with-python/')
  const copy = page.getByRole('button', { name: 'Copy code' }).first()
  await copy.scrollIntoViewIfNeeded()
  await copy.click()
  await expect(copy).toHaveText('Copied')
  expect(scripts.some((script) => /post-copy\.island/.test(script))).toBe(true)
  expect(scripts.some((script) => /render-island|react/i.test(script))).toBe(false)
})

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false })

  test("a document's header menu is a disclosure with every tool and link", async ({ page }) => {
    await page.goto('/privacypolicy/')
    const banner = page.getByRole('banner')
    // The controls that need scripts are hidden; the disclosure takes their place.
    await expect(banner.getByRole('button', { name: 'Sign In' })).toBeHidden()
    await expect(banner.getByRole('button', { name: 'API Tools' })).toBeHidden()
    await banner.getByText('Menu', { exact: true }).click()
    const nav = banner.getByRole('navigation', { name: 'Main' })
    await nav.getByRole('link', { name: 'Pricing' }).click()
    await expect(page).toHaveURL(/\/pricing\/$/)
  })

  test('on a phone the header menu fits the screen, every tool name whole', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 800 })
    await page.goto('/')
    const banner = page.getByRole('banner')
    await banner.getByText('Menu', { exact: true }).click()
    const nav = banner.getByRole('navigation', { name: 'Main' })
    await expect(nav.getByRole('link', { name: 'Flatten Transparencies' })).toBeVisible()
    const fits = await nav.evaluate((element) => {
      const box = element.getBoundingClientRect()
      const links = [...element.querySelectorAll('a')].map((link) => link.getBoundingClientRect())
      return {
        sideways: element.scrollWidth > element.clientWidth,
        outside: links.filter((link) => link.right > box.right || link.left < box.left).length,
        pastViewport: box.right > document.documentElement.clientWidth,
      }
    })
    expect(fits).toEqual({ sideways: false, outside: 0, pastViewport: false })
  })
})

test('a document loads the header island on the first click and opens sign-in with that click', async ({
  page,
}) => {
  const scripts = collectScripts(page)
  await gotoHydrated(page, '/privacypolicy/')
  expect(scripts).toEqual([])
  await page.getByRole('banner').getByRole('button', { name: 'Sign In' }).click()
  const dialog = page.getByRole('dialog', { name: 'Welcome back!' })
  await expect(dialog).toBeVisible()
  await expect(dialog.getByLabel('Email')).toBeVisible()
  // The island's code came on that click, not with the page.
  expect(scripts.length).toBeGreaterThan(0)
  await expectAccessible(page)
  await page.keyboard.press('Escape')
  await expect(dialog).toBeHidden()
})

test("opening sign-in on a document loads the modal alone, as the browser's own modal dialog", async ({
  page,
}) => {
  const scripts = collectScripts(page)
  await gotoHydrated(page, '/privacypolicy/')
  const trigger = page.getByRole('banner').getByRole('button', { name: 'Sign In' })
  await trigger.click()
  const dialog = page.getByRole('dialog', { name: 'Welcome back!' })
  await expect(dialog.getByLabel('Email')).toBeVisible()
  // Top layer, the rest of the page inert: a native <dialog> opened with showModal().
  // Polled: the frame (a modal dialog too) may be handed over to the island's between finding and reading it.
  await expect
    .poll(() => dialog.evaluate((element) => element.tagName === 'DIALOG' && element.matches(':modal')))
    .toBe(true)
  // The auth island, without the header's code, a dialog library or Panda's style runtime.
  expect(scripts.some((script) => /auth\.island/.test(script))).toBe(true)
  expect(scripts.filter((script) => /header\.island|portal-|\/css-/.test(script))).toEqual([])
  await page.keyboard.press('Escape')
  await expect(dialog).toBeHidden()
  await expect(trigger).toBeFocused()
  // The header's code comes on its own intent, and its Sign In opens the same modal.
  await page.getByRole('banner').getByRole('button', { name: 'API Tools' }).hover()
  await expect(
    page
      .getByRole('navigation', { name: 'Main' })
      .getByRole('link', { name: /Convert/ })
      .first(),
  ).toBeVisible()
  await page.keyboard.press('Escape')
  await page.getByRole('banner').getByRole('button', { name: 'Get Started' }).click()
  await expect(page.getByRole('dialog', { name: "Let's get started" })).toBeVisible()
  await expect(page.getByRole('dialog')).toHaveCount(1)
})

test('a document signs in from the header island, stays on the page and publishes the visitor', async ({
  page,
}) => {
  await gotoHydrated(page, '/termsofservice/')
  const dialog = await signIn(page, 'premium@example.com')
  await expect(dialog).toBeHidden()
  await expect(page).toHaveURL(/\/termsofservice\/$/)
  const html = page.locator('html')
  await expect(html).toHaveAttribute('data-signed-in', 'true')
  await expect(html).toHaveAttribute('data-user-plan', 'Premium')
  // Another document: its header island loads at once (the hint cookie) and asks the server who it is.
  await gotoHydrated(page, '/privacypolicy/')
  const banner = page.getByRole('banner')
  await expect(banner.getByRole('link', { name: 'Upgrade' })).toBeVisible()
  await expect(html).toHaveAttribute('data-user-plan', 'Premium')
  await banner.getByRole('button', { name: 'Account' }).click()
  await expect(page.getByRole('menu')).toContainText('premium@example.com')
  // Into the app: a document load of the account page.
  await page.getByRole('menuitem', { name: 'Account Settings' }).click()
  await expect(page.getByRole('heading', { name: 'Account', level: 1 })).toBeVisible()
  await expect(page).toHaveURL(/\/account\/$/)
})

test('the island routes keep tokens on the server and personal answers out of caches', async ({
  request,
}) => {
  const anonymous = await request.get('/api/session/')
  expect(anonymous.headers()['cache-control']).toBe('private, no-store')
  expect(await anonymous.json()).toEqual({ user: null })
  const signIn = await request.post('/api/auth/sign-in/', {
    data: { email: 'premium@example.com', password: DEMO_PASSWORD },
  })
  const answer = await signIn.text()
  expect(JSON.parse(answer)).toMatchObject({
    ok: true,
    user: { email: 'premium@example.com', plan: 'Premium' },
  })
  expect(answer).not.toMatch(/token/i)
  const cookies = signIn.headersArray().filter((header) => header.name.toLowerCase() === 'set-cookie')
  expect(cookies.find((cookie) => cookie.value.includes('pdfrest_session'))?.value).toMatch(/HttpOnly/i)
  // The hint names the plan (the head script paints the signed-in state from it) and is readable by scripts.
  expect(cookies.find((cookie) => cookie.value.startsWith('pdfrest_signed_in=Premium;'))?.value).not.toMatch(
    /HttpOnly/i,
  )
  const session = await request.get('/api/session/')
  expect(await session.json()).toMatchObject({ user: { email: 'premium@example.com' } })
  // Same messages as the server function for bad input, and no cross-site calls.
  const invalid = await request.post('/api/auth/sign-in/', { data: { email: 3 } })
  expect(invalid.status()).toBe(400)
  expect(await invalid.json()).toEqual({ error: 'The request was not valid.' })
  const crossSite = await request.post('/api/auth/sign-out/', {
    data: {},
    headers: { 'sec-fetch-site': 'cross-site' },
  })
  expect(crossSite.status()).toBe(403)
  await request.post('/api/auth/sign-out/', { data: {} })
  expect(await (await request.get('/api/session/')).json()).toEqual({ user: null })
})

test('on a document, the keyboard shortcut that loads the search island also opens it', async ({ page }) => {
  await gotoHydrated(page, '/privacypolicy/')
  await page.keyboard.press('Control+k')
  await expect(page.getByRole('dialog', { name: /search/i })).toBeVisible()
  await page.keyboard.press('Escape')
  await gotoHydrated(page, '/termsofservice/')
  await page.locator('body').press('/')
  await expect(page.getByRole('dialog', { name: /search/i })).toBeVisible()
})

test('on a document, the mega-menu opens on hover and from the keyboard once its island loads', async ({
  page,
}) => {
  await gotoHydrated(page, '/privacypolicy/')
  const trigger = page.getByRole('banner').getByRole('button', { name: 'API Tools' })
  await trigger.hover()
  const menu = page.getByRole('navigation', { name: 'Main' })
  await expect(menu.getByRole('link', { name: /Convert/ }).first()).toBeVisible()
  await gotoHydrated(page, '/termsofservice/')
  await page.getByRole('banner').getByRole('button', { name: 'API Tools' }).focus()
  await page.keyboard.press('Enter')
  await expect(menu.getByRole('link', { name: /Convert/ }).first()).toBeVisible()
  await page.keyboard.press('Escape')
  await expect(page.getByRole('banner').getByRole('button', { name: 'API Tools' })).toBeFocused()
})

test('on a document, the mobile panel opens on the first tap and its links are document loads', async ({
  page,
}) => {
  await page.setViewportSize({ width: 390, height: 844 })
  await gotoHydrated(page, '/privacypolicy/')
  await page.getByRole('button', { name: 'Open menu' }).click()
  const dialog = page.getByRole('dialog', { name: 'Menu' })
  await expect(dialog).toBeVisible()
  await dialog.getByRole('link', { name: 'Pricing' }).click()
  await expect(page).toHaveURL(/\/pricing\/$/)
})

test('on a document, the colour mode switch works and the stored mode applies before first paint', async ({
  page,
}) => {
  await gotoHydrated(page, '/privacypolicy/')
  await page.getByRole('contentinfo').getByText('Light', { exact: true }).click()
  await expect(page.locator('html')).toHaveAttribute('data-color-mode', 'light')
  await page.reload()
  await expect(page.locator('html')).toHaveAttribute('data-color-mode', 'light')
  await expect(page.getByRole('contentinfo').getByRole('radio', { name: 'Light' })).toBeChecked()
})

test("the API reference's code samples are an island without React: the first click picks its language", async ({
  page,
}) => {
  const scripts = collectScripts(page)
  await page.context().grantPermissions(['clipboard-read', 'clipboard-write'])
  await gotoHydrated(page, '/documentation/compressed-pdf/')
  const sample = page.locator('[data-island="code-sample"]')
  // Before any script: one language shows, the others (and their stacked headings) are hidden by CSS.
  await expect(sample.getByRole('tabpanel')).toHaveCount(1)
  await expect(sample.getByRole('heading', { name: 'cURL' })).toBeHidden()
  const placeOf = () =>
    sample.evaluate((element) => {
      const box = element.getBoundingClientRect()
      return { top: box.top + window.scrollY, height: box.height, width: box.width }
    })
  const before = await placeOf()
  expect(scripts).toEqual([])
  await sample.getByRole('tab', { name: 'Python' }).click()
  await expect(sample.getByRole('tab', { name: 'Python' })).toHaveAttribute('aria-selected', 'true')
  await expect(sample.getByRole('tabpanel')).toContainText("'compression_level', 'medium'")
  await expect(sample.getByRole('tabpanel')).toHaveCount(1)
  await page.keyboard.press('ArrowRight')
  await expect(sample.getByRole('tab', { name: 'Node.js' })).toBeFocused()
  await expect(sample.getByRole('tabpanel', { name: 'Node.js' })).toBeVisible()
  await page.keyboard.press('Home')
  await expect(sample.getByRole('tab', { name: 'cURL' })).toHaveAttribute('aria-selected', 'true')
  // The island took over the server HTML without moving it.
  expect(await placeOf()).toEqual(before)
  // Its name becomes "Copied" for a moment, so the button is found by its place.
  const copy = sample.getByRole('tabpanel').locator('[data-copy]')
  await expect(copy).toHaveAccessibleName('Copy the cURL sample')
  await copy.click()
  await expect(copy).toHaveText('Copied')
  expect(await page.evaluate(() => navigator.clipboard.readText())).toContain('curl')
  expect(scripts.some((script) => /code-sample\.island/.test(script))).toBe(true)
  expect(scripts.some((script) => /render-island|react|schema-form/i.test(script))).toBe(false)
  await expectAccessible(page)
})

test('on a document, keys typed into the support form while its island loads are all kept, and it sends', async ({
  page,
}) => {
  const scripts = collectScripts(page)
  await gotoHydrated(page, '/support/')
  expect(scripts).toEqual([])
  // Focus loads the island; the typing starts at once, before its code has arrived.
  const name = page.getByLabel('Name', { exact: true })
  await name.focus()
  await page.keyboard.type('Jo Developer')
  await page.keyboard.press('Tab')
  await expect(page.getByLabel('Email', { exact: true })).toBeFocused()
  await page.keyboard.type('jo@contoso.example')
  await expect(name).toHaveValue('Jo Developer')
  expect(scripts.some((script) => /support-form\.island/.test(script))).toBe(true)
  await page.getByLabel('Topic').selectOption('technical')
  await page.getByLabel('Message').fill('My compressed files come back larger than the input. Why?')
  await page.getByRole('button', { name: 'Send message' }).press('Enter')
  await expect(page.getByRole('heading', { name: 'Message received' })).toBeVisible()
  await expect(page.getByRole('status')).toContainText('jo@contoso.example')
  await expectAccessible(page)
})

test("on a document, the licence request form's first click is its submit: every message shows", async ({
  page,
}) => {
  const scripts = collectScripts(page)
  await gotoHydrated(page, '/container-license-key-request/')
  expect(scripts).toEqual([])
  await page.getByRole('button', { name: 'Request licence key' }).click()
  await expect(page.getByText('Name is required')).toBeVisible()
  await expect(page.locator('#license-product-error')).toHaveText('Choose a product')
  await expect(page.getByLabel('Name', { exact: true })).toBeFocused()
  expect(scripts.some((script) => /license-form\.island/.test(script))).toBe(true)
  await expectAccessible(page)
})

test('on a document, Escape closes the mega-menu the loader opened before its island arrived', async ({
  page,
}) => {
  // The header island's code is held back until the panel has been opened and closed.
  const release = await holdRequests(page, /\/assets\/islands\/header\.island-/)
  await gotoHydrated(page, '/privacypolicy/')
  const trigger = page.getByRole('banner').getByRole('button', { name: 'API Tools' })
  const menu = page.getByRole('navigation', { name: 'Main' })
  const convert = menu.getByRole('link', { name: /Convert/ }).first()
  await trigger.focus()
  await page.keyboard.press('Enter')
  await expect(convert).toBeVisible()
  await expect(trigger).toHaveAttribute('aria-expanded', 'true')
  await page.keyboard.press('Escape')
  await expect(convert).toBeHidden()
  await expect(trigger).toHaveAttribute('aria-expanded', 'false')
  await expect(trigger).toBeFocused()
  const live = visitorRootLive(page)
  release()
  await live
  // Live, the menu stayed closed (the held Enter was dropped) and the keyboard works through React.
  await expect(convert).toBeHidden()
  await expect(trigger).toBeFocused()
  await page.keyboard.press('Enter')
  await expect(convert).toBeVisible()
  await page.keyboard.press('Escape')
  await expect(convert).toBeHidden()
  await expect(trigger).toBeFocused()
})

test("the forms' island routes run the server functions' checks: schema, bot check, this site only", async ({
  request,
}) => {
  const supportRequest = {
    name: 'Jo Developer',
    email: 'jo@contoso.example',
    topic: 'technical',
    message: 'My compressed files come back larger than the input.',
  }
  const sent = await request.post('/api/support/', {
    data: { request: supportRequest, botToken: 'mock-token:support' },
  })
  expect(sent.headers()['cache-control']).toBe('private, no-store')
  expect(await sent.json()).toMatchObject({ ok: true, ticketId: expect.any(String) })
  const licence = await request.post('/api/license-request/', {
    data: {
      request: {
        name: 'Jo Developer',
        email: 'jo@contoso.example',
        company: 'Contoso Health',
        product: 'PDF toolkit',
        intendedUse: 'Batch conversion of scanned records.',
      },
      botToken: 'mock-token:license_request',
    },
  })
  expect(await licence.json()).toEqual({ ok: true })
  const invalid = await request.post('/api/support/', {
    data: { request: { ...supportRequest, message: 'short' }, botToken: 'mock-token:support' },
  })
  expect(invalid.status()).toBe(400)
  expect(await invalid.json()).toEqual({ error: 'The request was not valid.' })
  const crossSite = await request.post('/api/license-request/', {
    data: {},
    headers: { 'sec-fetch-site': 'cross-site' },
  })
  expect(crossSite.status()).toBe(403)
})
