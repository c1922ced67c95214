import { expect, expectAccessible, gotoHydrated, test } from './fixtures.ts'

test('the changelog lists its entries newest first, names its feed, and an entry has its own page', async ({
  page,
  request,
}) => {
  // Reached from the reference's sidebar.
  await gotoHydrated(page, '/documentation/')
  await page
    .getByRole('navigation', { name: 'API reference' })
    .getByRole('link', { name: 'Changelog' })
    .click()
  await expect(page).toHaveURL(/\/changelog\/$/)
  await expect(page.getByRole('heading', { level: 1, name: 'Changelog' })).toBeVisible()
  await expect(page.locator('link[rel="alternate"][type="application/atom+xml"]')).toHaveAttribute(
    'href',
    '/changelog/feed.xml',
  )
  // Each entry is an article named by its title.
  const entries = page.getByRole('main').getByRole('article')
  await expect(entries).toHaveCount(5)
  await expect(entries.first()).toHaveAccessibleName(
    'The file service has reference pages: /upload, /resource, /delete and /up',
  )
  await page.getByRole('link', { name: 'New endpoint: PDF to PostScript' }).click()
  await expect(page).toHaveURL(/\/changelog\/pdf-to-postscript\/$/)
  await expect(page.getByRole('heading', { level: 1, name: 'New endpoint: PDF to PostScript' })).toBeVisible()
  await expect(page.getByRole('main').getByRole('link', { name: '/postscript' }).first()).toHaveAttribute(
    'href',
    '/documentation/postscript/',
  )

  // The list is in the accessibility spec's views; an entry's page, once, with the same rules.
  await expectAccessible(page, ['wcag2a', 'wcag2aa', 'wcag21aa', 'best-practice'])

  // Ghost's own address of the post ("Copy link") leads here (docs/decisions/043).
  const copied = await request.get('/learning/post/pdf-to-postscript/', { maxRedirects: 0 })
  expect(copied.status()).toBe(308)
  expect(copied.headers().location).toBe('/changelog/pdf-to-postscript/')

  // The feed, as a reader fetches it: Atom that a strict XML parser (the browser's) reads whole.
  const response = await request.get('/changelog/feed.xml', { maxRedirects: 0 })
  expect(response.status()).toBe(200)
  expect(response.headers()['content-type']).toBe('application/atom+xml; charset=utf-8')
  const feed = await page.evaluate(
    (xml) => {
      const document = new DOMParser().parseFromString(xml, 'application/xml')
      const atom = 'http://www.w3.org/2005/Atom'
      const entries = [...document.getElementsByTagNameNS(atom, 'entry')]
      return {
        errors: document.getElementsByTagName('parsererror').length,
        root: `${document.documentElement.namespaceURI} ${document.documentElement.localName}`,
        self: document.querySelector('feed > link[rel="self"]')?.getAttribute('href'),
        entries: entries.map((entry) => ({
          link: entry.querySelector('link[rel="alternate"]')?.getAttribute('href'),
          content: entry.querySelector('content')?.textContent ?? '',
        })),
      }
    },
    await response.text(),
  )
  expect(feed.errors).toBe(0)
  expect(feed.root).toBe('http://www.w3.org/2005/Atom feed')
  const origin = new URL(page.url()).origin
  expect(feed.self).toBe(`${origin}/changelog/feed.xml`)
  expect(feed.entries).toHaveLength(5)
  const postscript = feed.entries.find((entry) => entry.link === `${origin}/changelog/pdf-to-postscript/`)
  expect(postscript?.content).toContain(`<a href="${origin}/documentation/postscript/">`)
})
