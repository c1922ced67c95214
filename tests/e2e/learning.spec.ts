import { expect, expectAccessible, gotoHydrated, test } from './fixtures.ts'

test('the learning home lists hubs, solutions and tutorials', async ({ page }) => {
  await gotoHydrated(page, '/learning/')
  await expect(page.getByRole('heading', { level: 1, name: 'Learning' })).toBeVisible()
  const hub = page.getByRole('main').getByRole('link', { name: 'PDF Redaction' })
  await expect(hub).toHaveAttribute('href', '/learning/redaction/')
  await expectAccessible(page)
  await hub.click()
  await expect(page.getByRole('heading', { level: 1, name: 'PDF Redaction' })).toBeVisible()
  await expectAccessible(page)
})

test('a tutorial shows its body, public tags only, and a language switch kept in the URL', async ({
  page,
}) => {
  await gotoHydrated(page, '/learning/tutorials/how-to-redact-pdfs-with-python/')
  await expect(page.getByRole('heading', { level: 1, name: 'How to Redact PDFs with Python' })).toBeVisible()
  await expect(page.getByRole('list', { name: 'Tags' })).not.toContainText('#')
  const languages = page.getByRole('navigation', { name: 'Language' })
  await expect(languages.getByRole('link', { name: 'Python' })).toHaveAttribute('aria-current', 'page')
  await expectAccessible(page)
  await languages.getByRole('link', { name: 'PHP' }).click()
  await expect(page).toHaveURL(/\/learning\/tutorials\/how-to-redact-pdfs-with-php\/$/)
  await expect(page.getByRole('heading', { level: 1, name: 'How to Redact PDFs with PHP' })).toBeVisible()
})

test('tutorials are paged in the URL and unknown slugs are 404', async ({ page }) => {
  await gotoHydrated(page, '/learning/tutorials/')
  const pages = page.getByRole('navigation', { name: 'Pages' })
  await pages.getByRole('link', { name: '2', exact: true }).click()
  await expect(page).toHaveURL(/\/learning\/tutorials\/\?page=2$/)
  await expect(pages.getByRole('link', { name: '2', exact: true })).toHaveAttribute('aria-current', 'page')
  await expectAccessible(page)
  const missing = await gotoHydrated(page, '/learning/solutions/no-such-solution/')
  expect(missing?.status()).toBe(404)
})

test('a blog outage gives a clear could-not-load state, the rest of the site unaffected', async ({
  page,
  request,
}) => {
  await request.post('/api/mocks/', { data: { ghost: 'down' } })
  const response = await gotoHydrated(page, '/learning/')
  expect(response?.status()).toBe(503)
  await expect(page.getByText('Please try again in a minute.')).toBeVisible()
  const pricing = await gotoHydrated(page, '/pricing/')
  expect(pricing?.status()).toBe(200)
})

test('a legacy tutorial path lands on the tutorial with its language preselected, in one hop', async ({
  request,
}) => {
  const response = await request.get('/tutorials/redaction/php/', { maxRedirects: 0 })
  expect(response.status()).toBe(308)
  expect(response.headers().location).toBe('/learning/tutorials/how-to-redact-pdfs-with-php/')
  const landed = await request.get('/learning/tutorials/how-to-redact-pdfs-with-php/', { maxRedirects: 0 })
  expect(landed.status()).toBe(200)
})

test('a post has highlighted code with a copy button, heading anchors, a table of contents and OG tags', async ({
  page,
  context,
}) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write'])
  await gotoHydrated(page, '/learning/tutorials/how-to-redact-pdfs-with-python/')
  await expect(page.locator('pre code .hljs-string').first()).toBeVisible()
  const toc = page.getByRole('navigation', { name: 'On this page' })
  const firstEntry = toc.getByRole('link').first()
  const target = (await firstEntry.getAttribute('href')) ?? ''
  expect(target).toMatch(/^#[a-z0-9-]+$/)
  await expect(page.locator(target)).toHaveCount(1)
  const copy = page.getByRole('button', { name: 'Copy code' }).first()
  await copy.click()
  await expect(copy).toHaveText('Copied')
  expect(await page.evaluate(() => navigator.clipboard.readText())).toContain('requests')
  await expect(page.locator('meta[property="og:type"]').last()).toHaveAttribute('content', 'article')
  await expectAccessible(page)
})

test('solutions filter by tag in a shareable URL and open as posts', async ({ page }) => {
  await gotoHydrated(page, '/learning/solutions/?tag=redaction')
  await expect(page.getByRole('heading', { level: 1, name: 'Solutions: redaction' })).toBeVisible()
  await expectAccessible(page)
  const first = page.getByRole('main').getByRole('list').first().getByRole('link').first()
  const title = (await first.textContent()) ?? ''
  await first.click()
  await expect(page).toHaveURL(/\/learning\/solutions\/[a-z0-9-]+\/$/)
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible()
  await expectAccessible(page)
})

test('a post sets its code blocks, figures and tables like a finished article', async ({ page }) => {
  await gotoHydrated(page, '/learning/tutorials/how-to-redact-pdfs-with-python/')
  const pre = page.locator('pre').first()
  const copy = page.getByRole('button', { name: 'Copy code' }).first()
  await expect(copy).toBeVisible()
  // The button is in the block's own top bar: inside the block, above the code, not in a gutter beside it.
  const frame = page.locator('.post-code').first()
  const [block, source, button] = await Promise.all([
    frame.boundingBox(),
    pre.boundingBox(),
    copy.boundingBox(),
  ])
  if (!block || !source || !button) throw new Error('the code block or its button is not laid out')
  expect(button.x + button.width).toBeLessThanOrEqual(block.x + block.width)
  expect(button.y).toBeGreaterThanOrEqual(block.y)
  expect(button.y + button.height).toBeLessThanOrEqual(source.y)
  expect(block.x + block.width).toBeCloseTo(source.x + source.width, 0)
  // The inline code chip stays inline: a block's first line starts where the others do.
  const code = await pre.locator('code').evaluate((element) => {
    const style = getComputedStyle(element)
    return { paddingLeft: style.paddingLeft, background: style.backgroundColor }
  })
  expect(code).toEqual({ paddingLeft: '0px', background: 'rgba(0, 0, 0, 0)' })
  const caption = page.locator('figcaption').first()
  await expect(caption).toHaveCSS('text-align', 'center')
  expect(
    await caption.evaluate((element) => parseFloat(getComputedStyle(element).marginTop)),
  ).toBeGreaterThan(0)
  await expect(page.getByRole('columnheader').first()).toHaveCSS('text-align', 'left')
})

test('a code block is as tall before its copy button arrives as after, so nothing below moves', async ({
  page,
  browser,
}) => {
  const path = '/learning/tutorials/how-to-redact-pdfs-with-python/'
  const still = await browser.newContext({ javaScriptEnabled: false, viewport: page.viewportSize() })
  const plain = await still.newPage()
  await plain.goto(path)
  const before = await plain.locator('pre').first().boundingBox()
  await still.close()
  await gotoHydrated(page, path)
  await expect(page.getByRole('button', { name: 'Copy code' }).first()).toBeVisible()
  const after = await page.locator('.post-code').first().boundingBox()
  expect(after?.height).toBeCloseTo(before?.height ?? 0, 0)
})
