import { expect, expectAccessible, gotoHydrated, test } from './fixtures.ts'

// What a first-time visitor sees: real content, not template placeholders.

test('the pricing video is a poster that loads the player only when pressed', async ({ page }) => {
  const requested: string[] = []
  // The suite runs offline: the player answers from a stand-in page.
  await page.route('https://www.youtube-nocookie.com/**', async (route) => {
    requested.push(route.request().url())
    await route.fulfill({
      contentType: 'text/html',
      body: '<!doctype html><title>player</title><p>player</p>',
    })
  })
  await gotoHydrated(page, '/pricing/')
  const poster = page.getByRole('link', { name: 'Play video: pdfRest in two minutes' })
  await poster.scrollIntoViewIfNeeded()
  await expect(poster).toBeVisible()
  const box = await poster.boundingBox()
  expect(box?.height ?? 0).toBeGreaterThan(150)
  expect(await page.locator('iframe').count()).toBe(0)
  expect(requested).toEqual([])
  await expectAccessible(page)

  await poster.click()
  const player = page.locator('iframe[title="pdfRest in two minutes"]')
  await expect(player).toHaveAttribute('src', 'https://www.youtube-nocookie.com/embed/M7lc1UVf-VE?autoplay=1')
  await expect.poll(() => requested.length).toBeGreaterThan(0)
  await expect(player.contentFrame().getByText('player')).toBeVisible()
  await expect(page.getByRole('link', { name: 'Watch on YouTube' })).toHaveAttribute(
    'href',
    'https://www.youtube.com/watch?v=M7lc1UVf-VE',
  )
})

test('the home and Compress PDF samples are the API Lab request, in six languages', async ({ page }) => {
  await gotoHydrated(page, '/')
  const home = page.getByRole('tablist', { name: 'Language' })
  await expect(home.getByRole('tab')).toHaveText(['cURL', 'Python', 'Node.js', 'PHP', 'Java', 'C#'])
  const homeCurl = await page.getByRole('tabpanel', { name: 'cURL' }).locator('pre').textContent()
  expect(homeCurl).toContain('https://api.pdfrest.com/compressed-pdf')
  expect(homeCurl).toContain('compression_level=medium')

  await gotoHydrated(page, '/apitools/compress-pdf/')
  await expect(page.getByRole('tablist', { name: 'Language' }).getByRole('tab')).toHaveCount(6)
  expect(await page.getByRole('tabpanel', { name: 'cURL' }).locator('pre').textContent()).toBe(homeCurl)

  await gotoHydrated(page, '/apilab/?tool=compress-pdf')
  await expect(page.getByTestId('code-curl')).toContainText('compression_level=medium')
  expect((await page.getByTestId('code-curl').textContent())?.trim()).toBe(homeCurl?.trim())
})

test('tool cards carry one distinct icon per tool, drawn from the sprite', async ({ page }) => {
  await gotoHydrated(page, '/apitools/')
  const cards = page.getByRole('main').locator('a[href^="/apitools/"][href$="/"]:has(svg)')
  await expect(cards.first()).toBeVisible()
  // An icon names its drawing by the sprite symbol it uses.
  const icons = await cards.evaluateAll((links) =>
    links.map((link) => link.querySelector('svg use')?.getAttribute('href') ?? ''),
  )
  expect(icons.length).toBeGreaterThanOrEqual(43)
  expect(icons.every((href) => /\/assets\/icons-[\w-]+\.svg#[\w-]+$/.test(href))).toBe(true)
  expect(new Set(icons).size).toBe(icons.length)
  expect(await page.getByRole('main').locator('img[src*="%2Fuploads%2Ficons%2F"]').count()).toBe(0)
})

test('learning lists show clean excerpts and real reading times', async ({ page }) => {
  await gotoHydrated(page, '/learning/tutorials/')
  const items = page.getByRole('main').locator('li:has(h2)')
  await expect(items.first()).toBeVisible()
  const texts = await items.allTextContents()
  for (const text of texts) {
    expect(text).not.toContain('What you need')
    expect(text).not.toContain('Parameters Parameter')
  }
  // Each excerpt is a whole sentence or ends on a whole word with an ellipsis.
  for (const excerpt of await items.locator('p:last-child').allTextContents())
    expect(excerpt.trim()).toMatch(/(\w[.!?]|\w…)$/)
  expect(texts.some((text) => /\b[2-9] min read/.test(text))).toBe(true)
})
