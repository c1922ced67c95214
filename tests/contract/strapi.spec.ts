import { type APIRequestContext, expect, request as playwrightRequest, test } from '@playwright/test'
import { z } from 'zod'
import { adminApi, cms } from './strapi-admin.ts'
import { applyFixtureDrafts } from './fixture-drafts.ts'
import { imageSizes, renderedBlocks, seededPages, visibleText } from './seeded-content.ts'

const realSite = `http://127.0.0.1:${process.env.CONTRACT_SITE_PORT}`
const mockSite = `http://127.0.0.1:${process.env.CONTRACT_MOCK_SITE_PORT}`
const previewSecret = process.env.PREVIEW_SECRET ?? ''
const siteToken = process.env.CONTRACT_SITE_TOKEN ?? ''

const pages = seededPages()

async function page(site: string, path: string, context?: APIRequestContext) {
  const client = context ?? (await playwrightRequest.newContext())
  const response = await client.get(`${site}${path}`, { maxRedirects: 0 })
  const html = await response.text()
  return {
    status: response.status(),
    html,
    text: visibleText(html),
    blocks: renderedBlocks(html),
    images: imageSizes(html),
  }
}

async function previewed(site: string, path: string) {
  const context = await playwrightRequest.newContext()
  const query = new URLSearchParams({ secret: previewSecret, url: path, status: 'draft' })
  await context.get(`${site}/api/preview/?${query}`, { maxRedirects: 0 })
  return { context, ...(await page(site, path, context)) }
}

const collectionNames: Record<string, string> = {
  'api::page.page': 'pages',
  'api::product.product': 'products',
  'api::legal-page.legal-page': 'legal-pages',
}

async function documentId(uid: string, slug: string): Promise<string> {
  const context = await playwrightRequest.newContext()
  const query = new URLSearchParams({ 'filters[slug][$eq]': slug, status: 'draft', 'fields[0]': 'slug' })
  const response = await context.get(`${cms}/api/${collectionNames[uid]}?${query}`, {
    headers: { authorization: `Bearer ${siteToken}` },
  })
  const body = z.object({ data: z.array(z.object({ documentId: z.string() })) }).parse(await response.json())
  const [first] = body.data
  if (!first) throw new Error(`no ${uid} with slug ${slug} in Strapi`)
  return first.documentId
}

test.describe('the site on the real Strapi', () => {
  // A fresh seed has no drafts (admin.spec.ts checks it): an editor's draft edits are made here.
  test.beforeAll(async () => {
    const { context, headers } = await adminApi()
    await applyFixtureDrafts({ context, headers, cms }, documentId)
  })

  test('every seeded page, tool and product renders the same blocks and text as on the mock', async () => {
    test.setTimeout(120_000)
    expect(pages.length).toBeGreaterThan(50)
    const differences: string[] = []
    for (const { path } of [...pages, { path: '/apitools/' }]) {
      const [real, mock] = await Promise.all([page(realSite, path), page(mockSite, path)])
      if (real.status !== mock.status) differences.push(`${path}: status ${real.status}, mock ${mock.status}`)
      if (real.blocks.join() !== mock.blocks.join()) {
        differences.push(`${path}: blocks ${real.blocks.join()} | mock ${mock.blocks.join()}`)
      }
      if (real.text !== mock.text) differences.push(`${path}: visible text differs`)
      if (real.images.join() !== mock.images.join()) {
        differences.push(`${path}: image sizes ${real.images.join()} | mock ${mock.images.join()}`)
      }
    }
    expect(differences).toEqual([])
    const published = pages.filter((seeded) => seeded.published)
    const home = await page(realSite, '/')
    expect(home.status).toBe(200)
    expect(home.blocks.length).toBeGreaterThan(5)
    expect(published.length).toBeGreaterThan(50)
  })

  test("editors' redirects behave the same as on the mock", async () => {
    const context = await playwrightRequest.newContext()
    for (const path of ['/pdf-api-pricing/?ref=ad', '/launch-offer/', '/not-yet/']) {
      const [real, mock] = await Promise.all([
        context.get(`${realSite}${path}`, { maxRedirects: 0 }),
        context.get(`${mockSite}${path}`, { maxRedirects: 0 }),
      ])
      expect(real.status(), path).toBe(mock.status())
      expect(real.headers().location, path).toBe(mock.headers().location)
    }
    expect((await context.get(`${realSite}/pdf-api-pricing/`, { maxRedirects: 0 })).status()).toBe(308)
  })

  test('uploaded media from Strapi are served through the image route', async ({ request }) => {
    // Tool icons are drawn inline now; the home page's customer logos are uploads in Strapi.
    const { html } = await page(realSite, '/')
    const sources = [...html.matchAll(/src="(\/api\/image\/[^"]+)"/g)].map((match) => match[1] ?? '')
    expect(sources.length).toBeGreaterThanOrEqual(6)
    for (const source of sources.slice(0, 5)) {
      const response = await request.get(`${realSite}${source.replaceAll('&amp;', '&')}`)
      expect(response.status(), source).toBe(200)
      expect(response.headers()['content-type']).toMatch(/^image\//)
    }
  })

  test('draft content appears only in preview, the same as on the mock', async () => {
    const drafted = pages.filter((seeded) => seeded.hasDraftEdit)
    expect(drafted.length).toBeGreaterThan(0)
    for (const { path, published } of drafted) {
      const [real, realPreview, mockPreview] = await Promise.all([
        page(realSite, path),
        previewed(realSite, path),
        previewed(mockSite, path),
      ])
      expect(realPreview.status, `${path} in preview`).toBe(200)
      expect(realPreview.text, `${path} in preview`).toBe(mockPreview.text)
      expect(realPreview.blocks).toEqual(mockPreview.blocks)
      if (published) expect(real.text, `${path} without preview`).not.toBe(realPreview.text)
      else expect(real.status, `${path} is a draft only`).toBe(404)
    }
  })

  test("Strapi's preview button opens the site's preview route on the draft", async () => {
    const drafted = pages.find(
      (seeded) => seeded.hasDraftEdit && seeded.published && seeded.uid in collectionNames,
    )
    if (!drafted) throw new Error('the seed has no published page with a draft edit')
    const { context, headers } = await adminApi()
    const id = await documentId(drafted.uid, drafted.slug)
    const query = new URLSearchParams({ documentId: id, status: 'draft' })
    const response = await context.get(`${cms}/content-manager/preview/url/${drafted.uid}?${query}`, {
      headers,
    })
    expect(response.status()).toBe(200)
    const { data } = z.object({ data: z.object({ url: z.string() }) }).parse(await response.json())
    expect(data.url.startsWith(`${realSite}/api/preview/?`)).toBe(true)

    const browser = await playwrightRequest.newContext()
    const opened = await browser.get(data.url)
    expect(opened.ok()).toBe(true)
    const mockPreview = await previewed(mockSite, drafted.path)
    expect(visibleText(await opened.text())).toBe(mockPreview.text)
    expect(opened.url()).toBe(`${realSite}${drafted.path}`)
  })

  test('publishing in Strapi reaches the site through the revalidate webhook', async () => {
    const target = pages.find((seeded) => seeded.uid === 'api::legal-page.legal-page' && seeded.published)
    if (!target) throw new Error('the seed has no legal page')
    const before = await page(realSite, target.path)
    const marker = `Contract edit ${Date.now()}`
    expect(before.text).not.toContain(marker)
    // Warm the site's caches: without the webhook they would serve the old text for a minute.
    expect((await page(realSite, target.path)).text).toBe(before.text)

    const { context, headers } = await adminApi()
    const id = await documentId(target.uid, target.slug)
    const base = `${cms}/content-manager/collection-types/${target.uid}/${id}`
    const saved = await context.put(base, {
      headers,
      data: { body: `<h2>${marker}</h2><p>Published from Strapi.</p>` },
    })
    expect(saved.ok(), await saved.text()).toBe(true)
    expect((await page(realSite, target.path)).text, 'a saved draft is not published').not.toContain(marker)
    const publishedAt = Date.now()
    const publish = await context.post(`${base}/actions/publish`, { headers, data: {} })
    expect(publish.ok(), await publish.text()).toBe(true)

    await expect
      .poll(async () => (await page(realSite, target.path)).text, { timeout: 10_000, intervals: [250] })
      .toContain(marker)
    expect(Date.now() - publishedAt).toBeLessThan(10_000)
  })
})

test('a page a marketer creates and publishes in Strapi appears at /{slug}/ without code', async () => {
  const slug = `launch-${Date.now()}`
  expect((await page(realSite, `/${slug}/`)).status).toBe(404)
  const { context, headers } = await adminApi()
  const base = `${cms}/content-manager/collection-types/api::page.page`
  const created = await context.post(base, {
    headers,
    data: {
      title: 'Launch week',
      slug,
      seo: { metaTitle: 'Launch week | pdfRest', metaDescription: 'Everything we shipped this week.' },
      blocks: [
        { __component: 'blocks.hero', heading: 'Launch week is here', subheading: 'Five new tools.' },
        { __component: 'blocks.rich-text', body: '<p>Composed in Strapi, no code.</p>' },
      ],
    },
  })
  expect(created.ok(), await created.text()).toBe(true)
  const { data } = z.object({ data: z.object({ documentId: z.string() }) }).parse(await created.json())
  expect((await page(realSite, `/${slug}/`)).status, 'a draft stays hidden').toBe(404)
  const publish = await context.post(`${base}/${data.documentId}/actions/publish`, { headers, data: {} })
  expect(publish.ok(), await publish.text()).toBe(true)

  await expect
    .poll(async () => (await page(realSite, `/${slug}/`)).status, { timeout: 10_000, intervals: [250] })
    .toBe(200)
  const shown = await page(realSite, `/${slug}/`)
  expect(shown.blocks).toEqual(['blocks.hero', 'blocks.rich-text'])
  expect(shown.text).toContain('Launch week is here')
  expect(shown.text).toContain('Composed in Strapi, no code.')
  expect(shown.html).toContain('<title>Launch week | pdfRest</title>')
  // The sitemap is an index: the page is in the file its index names for pages.
  const sitemaps = await playwrightRequest.newContext()
  const index = await (await sitemaps.get(`${realSite}/sitemap.xml`)).text()
  const pagesFile = index.match(/<loc>[^<]*(\/sitemaps\/pages\.xml)<\/loc>/)?.[1]
  expect(pagesFile, index).toBeDefined()
  const pagesSitemap = await sitemaps.get(`${realSite}${pagesFile}`)
  expect(await pagesSitemap.text()).toContain(`/${slug}/</loc>`)
})

test('a page and a redirect given a publish time go live by themselves', async () => {
  const stamp = Date.now()
  const slug = `scheduled-${stamp}`
  const { context, headers } = await adminApi()
  const collection = (uid: string) => `${cms}/content-manager/collection-types/${uid}`
  const publishAt = new Date(Date.now() + 3_000).toISOString()
  const created = await context.post(collection('api::page.page'), {
    headers,
    data: {
      title: 'Scheduled launch',
      slug,
      publish_at: publishAt,
      blocks: [
        { __component: 'blocks.hero', heading: 'Live on schedule', subheading: 'Nobody clicked Publish.' },
      ],
    },
  })
  expect(created.ok(), await created.text()).toBe(true)
  const redirect = await context.post(collection('api::redirect.redirect'), {
    headers,
    data: { from: `/spring-${stamp}/`, to: '/pricing/', publish_at: publishAt },
  })
  expect(redirect.ok(), await redirect.text()).toBe(true)
  const { data } = z.object({ data: z.object({ documentId: z.string() }) }).parse(await redirect.json())
  // Strapi's scheduler looks every five seconds; the webhook then purges the site's cache.
  await expect
    .poll(async () => (await page(realSite, `/${slug}/`)).status, { timeout: 60_000, intervals: [500] })
    .toBe(200)
  expect((await page(realSite, `/${slug}/`)).text).toContain('Live on schedule')
  await expect
    .poll(
      async () => {
        const response = await context.get(`${collection('api::redirect.redirect')}/${data.documentId}`, {
          headers,
        })
        return z.object({ data: z.object({ status: z.string() }) }).parse(await response.json()).data.status
      },
      { timeout: 60_000, intervals: [500] },
    )
    .toBe('published')
})
