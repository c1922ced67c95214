import { bucketNames } from '#domain/pdf-api/bucket-names.ts'
import type { APIRequestContext } from '@playwright/test'
import { expect, expectAccessible, gotoHydrated, test } from './fixtures.ts'

test('home is composed from CMS blocks', async ({ page }) => {
  await gotoHydrated(page, '/')
  await expect(
    page.getByRole('heading', { level: 1, name: 'The PDF API built for developers' }),
  ).toBeVisible()
  await expect(page.getByRole('heading', { name: 'Explore the API tools' })).toBeVisible()
  await expect(page.getByRole('heading', { name: 'Latest tutorials' })).toBeVisible()
  await page.getByRole('main').getByRole('button', { name: 'Get Started' }).click()
  await expect(page.getByRole('dialog', { name: "Let's get started" })).toBeVisible()
  await expectAccessible(page)
})

test('pricing shows the four plans and switches to annual prices', async ({ page }) => {
  await gotoHydrated(page, '/pricing/')
  await expect(page).toHaveTitle('Pricing | pdfRest')
  // The canonical link and og:url name this page, not the front page.
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', /\/pricing\/$/)
  await expect(page.locator('meta[property="og:url"]')).toHaveAttribute('content', /\/pricing\/$/)
  await expect(page.getByRole('heading', { name: 'Premium Monthly' })).toBeVisible()
  await page.getByText('Annual', { exact: true }).click()
  await expect(page.getByRole('heading', { name: 'Enterprise Annual' })).toBeVisible()
  await expect(page.getByRole('heading', { name: 'Starter', exact: true })).toBeVisible()
  await expectAccessible(page)
})

test('the tool list has an anchor per bucket and links to tool pages', async ({ page }) => {
  await gotoHydrated(page, '/apitools/#Secure')
  await expect(page.locator('#Secure')).toBeVisible()
  for (const bucket of bucketNames) {
    await expect(page.locator(`[id="${bucket}"]`)).toHaveCount(1)
  }
  await page
    .getByRole('main')
    .getByRole('link', { name: /^Compress PDF/ })
    .click()
  await expect(page).toHaveURL(/\/apitools\/compress-pdf\/$/)
  await expect(page.getByRole('heading', { level: 1, name: /Compress PDF/ })).toBeVisible()
  await expectAccessible(page)
})

test('a Pro tool page shows its badge, blurb and a way to try it', async ({ page }) => {
  await gotoHydrated(page, '/apitools/pdf-redaction/')
  const heading = page.getByRole('heading', { level: 1 })
  await expect(heading).toContainText('Redact PDF')
  await expect(heading).toContainText('Pro')
  // The tool's own icon, drawn inline (no padded image behind it), in the accent colour.
  const icon = page.getByRole('main').locator('h1').locator('xpath=..').locator('svg').first()
  await expect(icon).toHaveAttribute('aria-hidden', 'true')
  // Drawn from the site's one sprite (docs/decisions/091): its shapes are laid out once the file is in.
  await expect(icon.locator('use')).toHaveAttribute('href', /^\/assets\/icons-[\w-]+\.svg#eye-off$/)
  await expect
    .poll(() =>
      icon.locator('use').evaluate((use) => (use instanceof SVGGraphicsElement ? use.getBBox().width : 0)),
    )
    .toBeGreaterThan(10)
  expect(await page.getByRole('main').locator('img[src^="/api/image/"]').count()).toBe(0)
  const structured = await page.locator('script[type="application/ld+json"]').allTextContents()
  expect(structured.some((text) => text.includes('"BreadcrumbList"') && text.includes('Redact PDF'))).toBe(
    true,
  )
  expect(structured.some((text) => text.includes('"Organization"'))).toBe(true)
  await expect(page.locator('meta[name="twitter:title"]').first()).toHaveAttribute('content', /Redact PDF/)
  await expect(page.getByRole('heading', { name: 'Call Redact PDF from your code' })).toBeVisible()
  await expect(page.getByRole('link', { name: 'Try it in the API Lab' })).toHaveAttribute(
    'href',
    '/apilab/?tool=pdf-with-redacted-text-preview',
  )
  await expect(page.getByRole('link', { name: 'API Lab: Redact PDF (preview)' })).toHaveAttribute(
    'href',
    '/apilab/?tool=pdf-with-redacted-text-preview',
  )
  await expect(page.getByRole('tab')).toHaveText(['cURL', 'Python', 'Node.js', 'PHP', 'Java', 'C#'])
  await expectAccessible(page)
})

test('an unknown tool slug fails validation with 404 and its text', async ({ page }) => {
  const response = await gotoHydrated(page, '/apitools/not-a-tool/')
  expect(response?.status()).toBe(404)
  await expect(page.getByText('Page Not Found: /apitools/not-a-tool/')).toBeVisible()
  await expectAccessible(page)
})

test('a product page and a legal page come from the CMS', async ({ page }) => {
  await gotoHydrated(page, '/products/cloud-api/')
  await expect(page).toHaveTitle(/Cloud API/)
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
  await expectAccessible(page)
  await gotoHydrated(page, '/privacypolicy/')
  await expect(page.getByRole('heading', { level: 1, name: 'Privacy Policy' })).toBeVisible()
  await expectAccessible(page)
  const missing = await gotoHydrated(page, '/products/not-a-product/')
  expect(missing?.status()).toBe(404)
})

test('a cold CMS outage gives a 503 page with a retry hint, never a stack trace', async ({
  page,
  request,
}) => {
  await request.post('/api/mocks/', { data: { strapi: 'down' } })
  const response = await gotoHydrated(page, '/pricing/')
  expect(response?.status()).toBe(503)
  await expect(page.getByText('Please try again in a minute.')).toBeVisible()
  expect(await page.content()).not.toMatch(/at .*\.(ts|js):\d+/)
})

test('placeholder paths redirect permanently in one hop, query kept', async ({ request }) => {
  const cases: [string, string][] = [
    ['/getstarted/?utm_source=ad', '/pricing/?utm_source=ad'],
    ['/apitoolkit/old/deep/', '/apitools/'],
    ['/apitools/redact-pdf/', '/apitools/pdf-redaction/'],
  ]
  for (const [from, to] of cases) {
    const response = await request.get(from, { maxRedirects: 0 })
    expect(response.status(), from).toBe(308)
    expect(response.headers().location).toBe(to)
    const landed = await request.get(to, { maxRedirects: 0 })
    expect(landed.status(), `${to} must not redirect again`).toBe(200)
  }
})

/** Every file the sitemap index names, read and joined: what a crawler sees. */
async function wholeSitemap(request: APIRequestContext): Promise<string> {
  const index = await (await request.get('/sitemap.xml')).text()
  expect(index).toContain('<sitemapindex')
  const files = [...index.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => new URL(match[1] ?? '').pathname)
  expect(files).toContain('/sitemaps/pages.xml')
  const texts = await Promise.all(files.map(async (file) => (await request.get(file)).text()))
  return texts.join('\n')
}

test('sitemap lists pages, tools, products and legal pages; robots keeps crawlers out of the account', async ({
  request,
}) => {
  const sitemap = await wholeSitemap(request)
  expect(sitemap).toContain('/learning/tutorials/how-to-redact-pdfs-with-python/</loc><lastmod>')
  for (const path of [
    '/',
    '/pricing/',
    '/apitools/',
    '/apitools/compress-pdf/',
    '/products/cloud-api/',
    '/privacypolicy/',
    '/documentation/',
    '/documentation/quickstart/',
    '/documentation/errors/',
    '/documentation/compressed-pdf/',
  ]) {
    expect(sitemap).toContain(`${path}</loc>`)
  }
  expect(sitemap).not.toMatch(/\/account\/|\/getstarted\/|\/api\/|\/_blocks\//)
  const robots = await (await request.get('/robots.txt')).text()
  expect(robots).toContain('Disallow: /account/')
  expect(robots).toMatch(/Sitemap: http:\/\/127\.0\.0\.1:\d+\/sitemap\.xml/)
})

test('preview shows drafts behind a secret, privately, with a way out', async ({ page, request }) => {
  const refused = await request.get('/api/preview/?secret=wrong&url=/', { maxRedirects: 0 })
  expect(refused.status()).toBe(401)
  const offsite = await request.get('/api/preview/?secret=dev-preview-secret&url=//evil.example/', {
    maxRedirects: 0,
  })
  expect(offsite.status()).toBe(400)

  await gotoHydrated(page, '/api/preview/?secret=dev-preview-secret&url=/')
  await expect(page).toHaveURL(/\/$/)
  await expect(
    page.getByRole('heading', { level: 1, name: 'Every PDF workflow, one REST API' }),
  ).toBeVisible()
  await expect(page.getByRole('status').filter({ hasText: 'Preview mode' })).toBeVisible()
  const response = await page.request.get('/')
  expect(response.headers()['cache-control']).toBe('private, no-store')
  await expectAccessible(page)

  await page.getByRole('link', { name: 'Exit preview' }).click()
  await expect(
    page.getByRole('heading', { level: 1, name: 'The PDF API built for developers' }),
  ).toBeVisible()
})

test("editors' redirects from the CMS apply to paths the site does not serve", async ({ request }) => {
  const permanent = await request.get('/pdf-api-pricing/?ref=ad', { maxRedirects: 0 })
  expect(permanent.status()).toBe(308)
  expect(permanent.headers().location).toBe('/pricing/?ref=ad')
  const temporary = await request.get('/launch-offer/', { maxRedirects: 0 })
  expect(temporary.status()).toBe(307)
  expect(temporary.headers().location).toBe('/pricing/#plans')
  // A redirect saved as a draft is not applied.
  expect((await request.get('/not-yet/', { maxRedirects: 0 })).status()).toBe(404)
  const landed = await request.get('/pdf-api-pricing/')
  expect(landed.status()).toBe(200)
  expect(landed.url()).toMatch(/\/pricing\/$/)
})

test('a CMS page that is only a draft is at /{slug}/ in preview only', async ({ page, request }) => {
  // The seeded `security` page is a draft: visitors get the 404 page, editors in preview see it.
  const hidden = await request.get('/security/')
  expect(hidden.status()).toBe(404)
  expect((await request.get('/home/', { maxRedirects: 0 })).status()).toBe(308)
  expect((await request.get('/No_Such.Page/')).status()).toBe(404)
  const sitemap = await wholeSitemap(request)
  // (/learning/security/ is a blog hub: only the CMS page at the root must be absent.)
  expect(sitemap).not.toMatch(/:\d+\/security\/<\/loc>/)

  await gotoHydrated(page, '/api/preview/?secret=dev-preview-secret&url=/security/')
  await expect(page.getByRole('heading', { level: 1, name: 'Your documents stay yours' })).toBeVisible()
  await expect(page).toHaveTitle('Security and Compliance | pdfRest')
  await expectAccessible(page)
})

test('the revalidate webhook needs its secret and a recognised payload', async ({ page, request }) => {
  await gotoHydrated(page, '/pricing/')
  const denied = await request.post('/api/revalidate/', {
    data: { event: 'entry.publish', model: 'page', entry: { slug: 'pricing' } },
  })
  expect(denied.status()).toBe(401)
  const purged = await request.post('/api/revalidate/', {
    headers: { 'x-revalidate-secret': 'dev-revalidate-secret' },
    data: { event: 'entry.publish', model: 'page', entry: { slug: 'pricing' } },
  })
  expect(await purged.json()).toMatchObject({ purged: expect.any(Number) })
  const bad = await request.post('/api/revalidate/', {
    headers: { 'x-revalidate-secret': 'dev-revalidate-secret' },
    data: { nonsense: true },
  })
  expect(bad.status()).toBe(400)
})

test('the block catalogue is for editors only and renders every block with its placeholders', async ({
  page,
}) => {
  const hidden = await gotoHydrated(page, '/_blocks/')
  expect(hidden?.status()).toBe(404)
  await gotoHydrated(page, '/api/preview/?secret=dev-preview-secret&url=/_blocks/')
  await expect(page.getByRole('heading', { level: 1, name: 'Block catalogue' })).toBeVisible()
  for (const uid of ['blocks.hero', 'blocks.pricing-table', 'blocks.faq', 'blocks.media']) {
    await expect(page.getByRole('region', { name: uid })).toBeVisible()
  }
  await expect(page.getByRole('note').first()).toContainText('is not shown')
  await expectAccessible(page)
  // An app page: a block's sign-up button has no handler of its own; the app's OpensDialogs opens the modal.
  await page
    .getByRole('region', { name: 'blocks.pricing-table' })
    .getByRole('button', { name: 'Get Started' })
    .first()
    .click()
  await expect(page.getByRole('dialog', { name: "Let's get started" })).toBeVisible()
})

test('a CMS outage after warm-up is invisible to visitors', async ({ page, request }) => {
  await gotoHydrated(page, '/pricing/')
  await request.post('/api/mocks/', { data: { strapi: 'down', ghost: 'down', keepCache: true } })
  const response = await gotoHydrated(page, '/pricing/')
  expect(response?.status()).toBe(200)
  await expect(page.getByRole('heading', { name: 'Premium Monthly' })).toBeVisible()
  await expect(page.getByRole('banner').getByRole('button', { name: 'API Tools' })).toBeVisible()
})

test('a cold render of / reads the CMS in one parallel round, a warm one not at all', async ({ request }) => {
  const hits = async (): Promise<unknown> => (await request.get('/api/mocks/hits/')).json()
  await request.get('/')
  const cold = await hits()
  // The page and the global record from Strapi; content-hub topics and two learning tags from Ghost.
  expect(cold).toEqual({ strapi: 2, ghost: 3 })
  await request.get('/')
  expect(await hits()).toEqual(cold)
})

test('an address no page can have is a page not found on every collection route, never the error page', async ({
  request,
}) => {
  const odd = ['a%20b', 'Merge-PDFs', 'x'.repeat(200), '%E2%80%AE']
  const routes = [
    '/',
    '/apitools/',
    '/products/',
    '/learning/',
    '/learning/solutions/',
    '/learning/tutorials/',
  ]
  for (const route of routes) {
    for (const slug of odd) {
      const response = await request.get(`${route}${slug}/`)
      const html = await response.text()
      expect(response.status(), `${route}${slug}/`).toBe(404)
      expect(html, `${route}${slug}/`).toContain('<title>Page not found | pdfRest</title>')
    }
  }
})

test('an unknown page has a title of its own, not the home page’s', async ({ page }) => {
  for (const path of ['/no-such-page/', '/apitools/not-a-tool/', '/a/b/c/']) {
    const response = await gotoHydrated(page, path)
    expect(response?.status()).toBe(404)
    await expect(page).toHaveTitle('Page not found | pdfRest')
  }
})

test('on a phone the Copy button of a code sample sits above the code, not over it', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 })
  await gotoHydrated(page, '/apitools/compress-pdf/')
  const panel = page.getByRole('tabpanel').first()
  const copy = await panel.getByRole('button', { name: /Copy/ }).boundingBox()
  const code = await panel.locator('pre').evaluate((pre) => {
    const box = pre.getBoundingClientRect()
    return { top: box.top + parseFloat(getComputedStyle(pre).paddingTop) }
  })
  if (!copy) throw new Error('the sample has no Copy button')
  expect(copy.y + copy.height).toBeLessThanOrEqual(code.top)
})
