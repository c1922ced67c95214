import { expect, expectAccessible, gotoHydrated, signIn, test } from './fixtures.ts'

/** The reference for AI assistants: Markdown pages, llms.txt, and "Copy page as Markdown". */

test('every reference page is Markdown at its address plus .md, with the same cache policy as the page', async ({
  request,
}) => {
  const page = await request.get('/documentation/compressed-pdf/')
  const markdown = await request.get('/documentation/compressed-pdf.md')
  expect(markdown.status()).toBe(200)
  expect(markdown.headers()['content-type']).toBe('text/markdown; charset=utf-8')
  expect(markdown.headers()['vary']).toContain('Accept')
  expect(markdown.headers()['cache-control']).toBe(page.headers()['cache-control'])
  expect(markdown.headers()['x-content-type-options']).toBe('nosniff')
  expect(markdown.headers()['link']).toMatch(/\/documentation\/compressed-pdf\/>; rel="canonical"$/)
  const text = await markdown.text()
  expect(text).toMatch(/^# Compress PDF\n/)
  expect(text).toContain(
    '| `compression_level`: Compression level | string | Yes | — | One of low, medium, high, custom |',
  )
  expect(text).toContain('### Python')
  expect(text).toContain("'Api-Key': 'YOUR_API_KEY'")

  const overview = await request.get('/documentation.md')
  expect(await overview.text()).toMatch(/^# pdfRest API reference\n/)
  expect(await (await request.get('/documentation/index.md')).text()).toBe(await overview.text())

  const unknown = await request.get('/documentation/no-such-endpoint.md')
  expect(unknown.status()).toBe(404)
  expect(await unknown.text()).toContain('Page not found: `/documentation/no-such-endpoint.md`')
})

test('the normal address answers Markdown to Accept: text/markdown, HTML to a browser, both Vary: Accept', async ({
  request,
}) => {
  const markdown = await request.get('/documentation/merged-pdf/', { headers: { accept: 'text/markdown' } })
  expect(markdown.headers()['content-type']).toBe('text/markdown; charset=utf-8')
  expect(await markdown.text()).toBe(await (await request.get('/documentation/merged-pdf.md')).text())
  const preferred = await request.get('/documentation/', {
    headers: { accept: 'text/markdown, text/html;q=0.9' },
  })
  expect(await preferred.text()).toMatch(/^# pdfRest API reference\n/)
  const html = await request.get('/documentation/merged-pdf/', {
    headers: { accept: 'text/html,application/xhtml+xml,application/xml;q=0.9,*/*;q=0.8' },
  })
  expect(html.headers()['content-type']).toContain('text/html')
  expect(html.headers()['vary']).toContain('Accept')
  // Served from the page cache this time: still HTML, still varying.
  const again = await request.get('/documentation/merged-pdf/')
  expect(again.headers()['content-type']).toContain('text/html')
  expect(again.headers()['vary']).toContain('Accept')
})

test('llms.txt says what the API is and links every Markdown page; llms-full.txt holds them all', async ({
  request,
}) => {
  const llms = await request.get('/llms.txt')
  expect(llms.status()).toBe(200)
  expect(llms.headers()['content-type']).toBe('text/plain; charset=utf-8')
  const text = await llms.text()
  expect(text).toMatch(/^# pdfRest API\n\n> /)
  for (const part of [
    'https://api.pdfrest.com',
    'https://eu-api.pdfrest.com',
    '`Api-Key` header',
    '| Starter | 300 |',
    '## Instructions for agents',
  ])
    expect(text).toContain(part)
  const links = [...text.matchAll(/\]\((http[^)]+\.md)\)/g)].map((match) => new URL(match[1] ?? '').pathname)
  expect(links).toContain('/documentation.md')
  expect(links).toContain('/documentation/compressed-pdf.md')
  for (const guide of ['quickstart', 'authentication', 'errors', 'limits', 'sdks'])
    expect(links).toContain(`/documentation/${guide}.md`)
  expect(links).toContain('/documentation/test-your-integration.md')
  for (const path of links) expect((await request.get(path)).status(), path).toBe(200)

  const full = await (await request.get('/llms-full.txt')).text()
  for (const path of links) {
    const page = await (await request.get(path)).text()
    expect(full).toContain(page.trim())
  }
})

test('a reference page names its Markdown in its head, and copies it with one click', async ({ page }) => {
  await page.context().grantPermissions(['clipboard-read', 'clipboard-write'])
  await gotoHydrated(page, '/documentation/split-pdf/')
  await expect(page.locator('link[rel="alternate"][type="text/markdown"]')).toHaveAttribute(
    'href',
    '/documentation/split-pdf.md',
  )
  const scripts: string[] = []
  page.on('request', (request) => {
    if (request.resourceType() === 'script') scripts.push(new URL(request.url()).pathname)
  })
  await page.getByRole('button', { name: 'Copy page as Markdown' }).click()
  await expect(page.getByRole('status').filter({ hasText: 'Page copied as Markdown' })).toBeVisible()
  const copied = await page.evaluate(() => navigator.clipboard.readText())
  expect(copied).toBe(await (await page.request.get('/documentation/split-pdf.md')).text())
  expect(scripts.some((script) => /copy-markdown\.island/.test(script))).toBe(true)
  expect(scripts.some((script) => /render-island|react/i.test(script))).toBe(false)
  await expect(page.getByRole('link', { name: 'View as Markdown' })).toHaveAttribute(
    'href',
    '/documentation/split-pdf.md',
  )
  await expectAccessible(page)
})

test('a signed-in customer gets the Markdown with the placeholder, never their key, and privately', async ({
  page,
}) => {
  await gotoHydrated(page, '/documentation/')
  await expect(await signIn(page, 'pro@example.com')).toBeHidden()
  const markdown = await page.request.get('/documentation/compressed-pdf.md')
  expect(markdown.headers()['cache-control']).toBe('private, no-store')
  const text = await markdown.text()
  expect(text).toContain('YOUR_API_KEY')
  expect(text).not.toContain('demo-pro-0003-key')
})
