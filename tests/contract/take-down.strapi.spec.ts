import { expect, test } from '@playwright/test'
import { z } from 'zod'
import { adminApi, cms } from './strapi-admin.ts'

/**
 * No action leaves a broken link: what live pages, the site settings or live redirects lead to is
 * not unpublished or deleted, and the refusal names them; a redirect to the site's own address is
 * judged as the path it names; a new redirect is temporary.
 */
const collection = (uid: string) => `${cms}/content-manager/collection-types/${uid}`
const PAGE = 'api::page.page'
const REDIRECT = 'api::redirect.redirect'
const siteUrl = new URL(process.env.SITE_URL ?? '')

const listSchema = z.object({ results: z.array(z.object({ documentId: z.string() })) })
const refusalSchema = z.object({
  error: z.object({ name: z.literal('ValidationError'), message: z.string() }),
})
const savedSchema = z.object({
  data: z.object({ documentId: z.string(), to: z.string().optional(), permanent: z.boolean().nullish() }),
})

async function api() {
  const { context, headers } = await adminApi()
  const create = async (uid: string, data: Record<string, unknown>, publish = true) => {
    const created = await context.post(collection(uid), { headers, data })
    expect(created.ok(), await created.text()).toBe(true)
    const saved = savedSchema.parse(await created.json()).data
    if (publish) {
      const published = await context.post(`${collection(uid)}/${saved.documentId}/actions/publish`, {
        headers,
        data: {},
      })
      expect(published.ok(), await published.text()).toBe(true)
    }
    return saved
  }
  const act = (uid: string, documentId: string, action: 'unpublish' | 'delete') =>
    action === 'delete'
      ? context.delete(`${collection(uid)}/${documentId}`, { headers })
      : context.post(`${collection(uid)}/${documentId}/actions/unpublish`, { headers, data: {} })
  const refused = async (uid: string, documentId: string, action: 'unpublish' | 'delete') => {
    const response = await act(uid, documentId, action)
    expect(response.status(), await response.text()).toBe(400)
    return refusalSchema.parse(await response.json()).error.message
  }
  const done = async (uid: string, documentId: string, action: 'unpublish' | 'delete') => {
    const response = await act(uid, documentId, action)
    expect(response.ok(), await response.text()).toBe(true)
  }
  const seeded = async (uid: string, slug: string) => {
    const found = await context.get(`${collection(uid)}?filters[slug][$eq]=${slug}`, { headers })
    const [first] = listSchema.parse(await found.json()).results
    if (!first) throw new Error(`no ${uid} ${slug} in the seed`)
    return first.documentId
  }
  return { create, refused, done, seeded }
}

const page = (title: string, slug: string, url?: string) => ({
  title,
  slug,
  blocks: [
    { __component: 'blocks.hero', heading: title, ...(url ? { primary_cta: { label: 'Go', url } } : {}) },
  ],
})

test('a page, a redirect, a tool or a product that live links lead to is not unpublished or deleted', async () => {
  const { create, refused, done, seeded } = await api()
  const stamp = Date.now()
  const target = await create(PAGE, page('Spring offer', `spring-${stamp}`))
  const linking = await create(PAGE, page('Spring teaser', `teaser-${stamp}`, `/spring-${stamp}/`))
  const redirect = await create(REDIRECT, { from: `/old-spring-${stamp}/`, to: `/spring-${stamp}/` })
  const viaRedirect = await create(
    PAGE,
    page('Old campaign', `campaign-${stamp}`, `/old-spring-${stamp}/?ref=mail`),
  )

  const unpublish = await refused(PAGE, target.documentId, 'unpublish')
  expect(unpublish).toMatch(/^Not unpublished: “Spring offer” \(\/spring-\d+\/\) is what these lead to: /)
  expect(unpublish).toContain('the live page “Spring teaser” (Section 1 (Hero), main button, link)')
  expect(unpublish).toContain(`the redirect from “/old-spring-${stamp}/”`)
  expect(unpublish).toMatch(
    /would see “page not found”\. Change or remove those links first, then unpublish it\.$/,
  )
  expect(await refused(PAGE, target.documentId, 'delete')).toMatch(/^Not deleted: .*then delete it\.$/)
  expect(await refused(REDIRECT, redirect.documentId, 'unpublish')).toContain('the live page “Old campaign”')

  // Once nothing leads to them any more, they come down in turn.
  await done(PAGE, viaRedirect.documentId, 'delete')
  await done(REDIRECT, redirect.documentId, 'unpublish')
  await done(PAGE, linking.documentId, 'unpublish')
  await done(PAGE, target.documentId, 'unpublish')
  await done(PAGE, target.documentId, 'delete')

  // The seed's own pages, tools and products are linked from its live pages and menus.
  expect(await refused(PAGE, await seeded(PAGE, 'pricing'), 'unpublish')).toMatch(
    /^Not unpublished: “Pricing”/,
  )
  expect(
    await refused('api::api-tool.api-tool', await seeded('api::api-tool.api-tool', 'compress-pdf'), 'delete'),
  ).toMatch(/^Not deleted: “Compress PDF” \(\/apitools\/compress-pdf\/\)/)
  expect(
    await refused('api::product.product', await seeded('api::product.product', 'cloud-api'), 'unpublish'),
  ).toMatch(/^Not unpublished: “[^”]+” \(\/products\/cloud-api\/\)/)
})

test("a redirect to the site's own address is judged as the path it names, and starts temporary", async () => {
  const { context, headers } = await adminApi()
  const stamp = Date.now()
  const save = (data: Record<string, unknown>) => context.post(collection(REDIRECT), { headers, data })
  // SITE_URL is http://127.0.0.1:…here: an address has no www twin (cms/src/editor/site-address.js).
  for (const scheme of ['https:', 'http:']) {
    const loop = await save({ from: `/own-${stamp}/`, to: `${scheme}//${siteUrl.host}/own-${stamp}/` })
    expect(loop.status()).toBe(400)
    expect(refusalSchema.parse(await loop.json()).error.message).toContain(
      'visitors would go round in a loop',
    )
  }
  const nowhere = await save({ from: `/own-${stamp}/`, to: `https://${siteUrl.host}/pricng/` })
  expect(refusalSchema.parse(await nowhere.json()).error.message).toContain(
    '“/pricng/” leads to no page of this site',
  )

  const kept = await save({ from: `/own-${stamp}/`, to: `https://${siteUrl.host}/pricing/?ref=mail` })
  expect(kept.ok(), await kept.text()).toBe(true)
  const saved = savedSchema.parse(await kept.json()).data
  expect(saved).toMatchObject({ to: '/pricing/?ref=mail', permanent: false })
})
