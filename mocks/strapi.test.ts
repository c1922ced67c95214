import { pageDocuments } from './fixtures/pages.ts'
import { strapi } from '@strapi/client'
import { setupServer } from 'msw/node'
import qs from 'qs'
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import { z } from 'zod'
import { bucketNames } from '#domain/pdf-api/bucket-names.ts'
import { globalPopulate, globalRecordSchema } from '#shared/content/global.schema.ts'
import { mockControls } from './controls.ts'
import { resetMockState } from './state.ts'
import {
  createDocument,
  publishDocument,
  publishPage,
  strapiHandlers,
  strapiState,
  unpublishDocument,
  updateDraft,
} from './strapi.ts'

/** The components the seeded home page is composed of, in order. */
function homeFixtureUids() {
  return pageDocuments
    .find((document) => document.published?.slug === 'home')
    ?.published?.blocks.map((block) => block.__component)
}

const BASE = 'https://strapi.test'
const TOKEN = 'test-strapi-token'
const server = setupServer(...strapiHandlers(BASE, TOKEN))

beforeAll(() => server.listen({ onUnhandledFrame: 'error' }))
afterEach(() => resetMockState())
afterAll(() => server.close())

const entrySchema = z.record(z.string(), z.unknown())
const listSchema = z.object({
  data: z.array(entrySchema),
  meta: z.object({ pagination: z.record(z.string(), z.number()) }),
})
const singleSchema = z.object({ data: entrySchema, meta: z.object({}) })
const errorSchema = z.object({
  data: z.null(),
  error: z.object({
    status: z.number(),
    name: z.string(),
    message: z.string(),
    details: z.record(z.string(), z.unknown()),
  }),
})
const blockSchema = z.looseObject({ __component: z.string(), id: z.number() })
const pageSchema = z.looseObject({
  title: z.string(),
  slug: z.string(),
  seo: z.object({ id: z.number(), metaTitle: z.string(), metaDescription: z.string() }).optional(),
  blocks: z.array(blockSchema).optional(),
})

async function get(path: string, query: object = {}, token: string | null = TOKEN) {
  const search = qs.stringify(query, { encodeValuesOnly: true })
  const response = await fetch(`${BASE}${path}${search ? `?${search}` : ''}`, {
    headers: token === null ? {} : { Authorization: `Bearer ${token}` },
  })
  return { status: response.status, body: await response.json() }
}

async function list(path: string, query: object = {}) {
  const { status, body } = await get(path, query)
  expect(status).toBe(200)
  return listSchema.parse(body)
}

async function expectError(path: string, query: object, status: number, name: string, message?: string) {
  const response = await get(path, query)
  expect(response.status).toBe(status)
  const { error } = errorSchema.parse(response.body)
  expect(error).toMatchObject({ status, name })
  if (message) expect(error.message).toBe(message)
  return error
}

describe('authentication and routing', () => {
  const unauthorized = {
    data: null,
    error: { status: 401, name: 'UnauthorizedError', message: 'Missing or invalid credentials', details: {} },
  }

  it('answers 401 without a bearer token or with a wrong one', async () => {
    expect(await get('/api/pages', {}, null)).toEqual({ status: 401, body: unauthorized })
    expect(await get('/api/pages', {}, 'not-the-token')).toEqual({ status: 401, body: unauthorized })
  })

  it('answers 404 for unknown collections and documents', async () => {
    const notFound = {
      data: null,
      error: { status: 404, name: 'NotFoundError', message: 'Not Found', details: {} },
    }
    expect(await get('/api/articles')).toEqual({ status: 404, body: notFound })
    expect(await get('/api/pages/doesnotexist000000000000')).toEqual({ status: 404, body: notFound })
    expect(await get('/api/pdfrest-global/anything')).toEqual({ status: 404, body: notFound })
    expect(await get('/api/pages/a/b')).toEqual({ status: 404, body: notFound })
  })

  it('forbids writes with the read-only token', async () => {
    const response = await fetch(`${BASE}/api/pages`, {
      method: 'POST',
      headers: { Authorization: `Bearer ${TOKEN}`, 'Content-Type': 'application/json' },
      body: JSON.stringify({ data: { title: 'x' } }),
    })
    expect(response.status).toBe(403)
    expect(errorSchema.parse(await response.json()).error.name).toBe('ForbiddenError')
  })

  it('accepts a trailing slash on the collection path', async () => {
    expect((await list('/api/pages/')).data.length).toBeGreaterThan(0)
  })

  it('answers 503 when switched down', async () => {
    mockControls().strapi = 'down'
    const response = await get('/api/pages')
    expect(response.status).toBe(503)
  })
})

describe('collections', () => {
  it('lists published documents with Strapi 5 system fields and leaves unpopulated fields out', async () => {
    const { data, meta } = await list('/api/pages')
    expect(data.map((page) => page.slug)).toEqual(['home', 'pricing', 'support', 'pdf-to-markdown-for-ai'])
    const home = data[0]
    expect(home).toMatchObject({
      id: expect.any(Number),
      documentId: expect.stringMatching(/^[a-z0-9]{24}$/),
    })
    expect(Object.keys(home ?? {})).toEqual([
      'id',
      'documentId',
      'title',
      'slug',
      'publish_at',
      'createdAt',
      'updatedAt',
      'publishedAt',
    ])
    expect(meta.pagination).toEqual({ page: 1, pageSize: 25, pageCount: 1, total: 4 })
  })

  it('reads one document by documentId', async () => {
    const [home] = (await list('/api/pages', { filters: { slug: { $eq: 'home' } } })).data
    const { status, body } = await get(`/api/pages/${String(home?.documentId)}`, { populate: '*' })
    expect(status).toBe(200)
    expect(pageSchema.parse(singleSchema.parse(body).data).title).toBe('Home')
  })

  it('serves products and legal pages', async () => {
    const products = await list('/api/products')
    expect(products.data.map((product) => product.slug)).toEqual(
      expect.arrayContaining(['cloud-api', 'pdf-toolkit-container-api', 'pdf-toolkit-self-hosted-api']),
    )
    const legal = await list('/api/legal-pages', { filters: { slug: { $eq: 'privacypolicy' } } })
    expect(legal.data[0]).toMatchObject({ title: 'Privacy Policy', body: expect.stringContaining('<h2>') })
  })
})

describe('filters', () => {
  it('supports $eq, $in, $contains, $containsi and the implicit $eq', async () => {
    const bySlug = await list('/api/api-tools', { filters: { slug: { $eq: 'pdf-to-word' } } })
    expect(bySlug.data.map((tool) => tool.name)).toEqual(['PDF to Word'])
    const implicit = await list('/api/api-tools', { filters: { slug: 'merge-pdfs' } })
    expect(implicit.data.map((tool) => tool.name)).toEqual(['Merge PDFs'])
    const inList = await list('/api/api-tools', { filters: { slug: { $in: ['split-pdf', 'ocr-pdf'] } } })
    expect(inList.data.map((tool) => tool.slug).sort()).toEqual(['ocr-pdf', 'split-pdf'])
    const contains = await list('/api/api-tools', { filters: { name: { $contains: 'Form' } } })
    expect(contains.data.map((tool) => tool.slug).sort()).toEqual([
      'export-form-data',
      'flatten-forms',
      'import-form-data',
      'xfa-to-acroforms',
    ])
    const caseSensitive = await list('/api/api-tools', { filters: { name: { $contains: 'form' } } })
    expect(caseSensitive.data).toEqual([])
    const insensitive = await list('/api/api-tools', { filters: { name: { $containsi: 'form' } } })
    expect(insensitive.data.length).toBe(4)
  })

  it('casts booleans and numbers and combines with $or, $and and $not', async () => {
    const pro = await list('/api/api-tools', {
      filters: { pro_tool: { $eq: true } },
      pagination: { pageSize: 100 },
    })
    expect(pro.data.length).toBeGreaterThanOrEqual(5)
    expect(pro.data.every((tool) => tool.pro_tool === true)).toBe(true)
    const either = await list('/api/api-tools', {
      filters: { $or: [{ slug: { $eq: 'pdf-info' } }, { slug: { $eq: 'encrypt-pdf' } }] },
    })
    expect(either.data.map((tool) => tool.slug).sort()).toEqual(['encrypt-pdf', 'pdf-info'])
    const both = await list('/api/api-tools', {
      filters: { $and: [{ bucket: { $eq: 'Secure' } }, { rank: { $lte: 2 } }] },
    })
    expect(both.data.map((tool) => tool.slug).sort()).toEqual(['decrypt-pdf', 'encrypt-pdf'])
    const not = await list('/api/api-tools', {
      filters: { bucket: { $eq: 'Analyze' }, $not: { pro_tool: { $eq: true } } },
    })
    expect(not.data.map((tool) => tool.slug).sort()).toEqual(['check-pdfa', 'pdf-info', 'validate-zugferd'])
  })

  it('filters on component fields', async () => {
    const { data } = await list('/api/pages', { filters: { seo: { metaTitle: { $containsi: 'pricing' } } } })
    expect(data.map((page) => page.slug)).toEqual(['pricing'])
  })

  it('answers 400 ValidationError for unknown fields and operators', async () => {
    const error = await expectError(
      '/api/pages',
      { filters: { colour: { $eq: 'red' } } },
      400,
      'ValidationError',
    )
    expect(error).toEqual({
      status: 400,
      name: 'ValidationError',
      message: 'Invalid key colour',
      details: { key: 'colour', path: 'colour', source: 'query', param: 'filters' },
    })
    await expectError(
      '/api/pages',
      { filters: { slug: { $like: 'x' } } },
      400,
      'ValidationError',
      'Invalid key $like at slug.$like',
    )
    await expectError('/api/pages', { filters: { blocks: { heading: 'x' } } }, 400, 'ValidationError')
  })
})

describe('populate', () => {
  it('populate=* fills first-level components and dynamic zones but not nested components', async () => {
    const { data } = await list('/api/pages', { filters: { slug: { $eq: 'home' } }, populate: '*' })
    const home = pageSchema.parse(data[0])
    expect(home.seo?.metaTitle).toContain('pdfRest')
    const hero = home.blocks?.[0]
    expect(hero).toMatchObject({
      __component: 'blocks.hero',
      id: expect.any(Number),
      heading: expect.any(String),
    })
    expect(hero).not.toHaveProperty('primary_cta')
    expect(home.blocks?.map((block) => block.__component)).toEqual(homeFixtureUids())
  })

  it('populates dynamic-zone fragments (`on`) per component', async () => {
    const { data } = await list('/api/pages', {
      filters: { slug: { $eq: 'home' } },
      populate: { seo: true, blocks: { on: { 'blocks.hero': { populate: '*' } } } },
    })
    const home = pageSchema.parse(data[0])
    const hero = home.blocks?.find((block) => block.__component === 'blocks.hero')
    const grid = home.blocks?.find((block) => block.__component === 'blocks.tool-grid')
    expect(hero).toMatchObject({
      primary_cta: { id: expect.any(Number), label: 'Get Started Free', url: '/apilab/' },
      secondary_cta: { label: 'Read the Docs', url: '/documentation/' },
    })
    expect(grid).toEqual({
      __component: 'blocks.tool-grid',
      id: expect.any(Number),
      heading: 'Explore the API tools',
      // Strapi answers unset attributes with null.
      intro: null,
      bucket: null,
      compact: true,
    })
  })

  it('rejects a nested populate on a dynamic zone other than *', async () => {
    const error = await expectError(
      '/api/pages',
      { populate: { blocks: { populate: ['primary_cta'] } } },
      400,
      'ValidationError',
    )
    expect(error.message).toContain('polymorphic')
  })

  it('rejects unknown and non-relational populate keys', async () => {
    await expectError('/api/pages', { populate: ['author'] }, 400, 'ValidationError', 'Invalid key author')
    await expectError('/api/pages', { populate: ['title'] }, 400, 'ValidationError', 'Invalid key title')
    await expectError(
      '/api/pdfrest-global',
      { populate: ['nav.icon'] },
      400,
      'ValidationError',
      'Invalid key icon at nav.icon',
    )
  })

  it('leaves every component out of the single type without populate', async () => {
    const { status, body } = await get('/api/pdfrest-global')
    expect(status).toBe(200)
    expect(Object.keys(singleSchema.parse(body).data)).toEqual([
      'id',
      'documentId',
      'name',
      'createdAt',
      'updatedAt',
      'publishedAt',
    ])
  })

  it('resolves dot paths through components, relations and media for the global record', async () => {
    const withIcons = await get('/api/pdfrest-global', { populate: [...globalPopulate] })
    const record = globalRecordSchema.parse(singleSchema.parse(withIcons.body).data)
    expect(record.api_tool_buckets.map((bucket) => bucket.name)).toEqual([...bucketNames])
    const convert = record.api_tool_buckets[0]?.api_tools ?? []
    expect(convert.length).toBeGreaterThan(3)
    expect(convert[0]?.icon?.url).toMatch(/^\/uploads\/icons\/[a-z0-9-]+\.svg$/)
    const ranks = convert.map((tool) => tool.rank)
    expect(ranks).not.toEqual([...ranks].sort((left, right) => left - right))
    expect(record.nav.find((link) => link.label === 'Products')?.children.length).toBeGreaterThanOrEqual(3)
    expect(record.seo.metaTitle).toContain('pdfRest')

    const withoutIcons = await get('/api/pdfrest-global', { populate: ['api_tool_buckets.api_tools'] })
    const buckets = z
      .object({ api_tool_buckets: z.array(z.object({ api_tools: z.array(entrySchema) })) })
      .parse(singleSchema.parse(withoutIcons.body).data).api_tool_buckets
    expect(buckets[0]?.api_tools[0]).not.toHaveProperty('icon')
    expect(buckets[0]?.api_tools[0]).toMatchObject({
      documentId: expect.any(String),
      slug: expect.any(String),
    })
  })

  it('selects fields of populated components and of the entry', async () => {
    const { data } = await list('/api/pages', {
      fields: ['title'],
      filters: { slug: 'pricing' },
      populate: { seo: { fields: ['metaTitle'] } },
    })
    expect(data[0]).toEqual({
      id: expect.any(Number),
      documentId: expect.any(String),
      title: 'Pricing',
      seo: { id: expect.any(Number), metaTitle: 'Pricing | pdfRest' },
    })
    await expectError('/api/pages', { fields: ['seo'] }, 400, 'ValidationError', 'Invalid key seo')
  })

  it('works through the @strapi/client the site uses', async () => {
    const client = strapi({ baseURL: `${BASE}/api`, auth: TOKEN })
    const response = await client.single('pdfrest-global').find({ populate: [...globalPopulate] })
    const record = z.object({ data: globalRecordSchema }).parse(response).data
    expect(record.footer_developers.map((link) => link.url)).toContain('/container-license-key-request/')
    const page = await client
      .collection('pages')
      .find({ filters: { slug: { $eq: 'pricing' } }, populate: '*' })
    expect(listSchema.parse(page).data[0]?.title).toBe('Pricing')
  })
})

describe('draft and published versions', () => {
  const heroHeading = async (status?: string, publicationState?: string) => {
    const { data } = await list('/api/pages', {
      filters: { slug: { $eq: 'home' } },
      populate: { blocks: { populate: '*' } },
      ...(status ? { status } : {}),
      ...(publicationState ? { publicationState } : {}),
    })
    return { page: data[0], heading: pageSchema.parse(data[0]).blocks?.[0]?.heading }
  }

  it('serves the published version by default and the draft with status=draft or publicationState=preview', async () => {
    const published = await heroHeading()
    const draft = await heroHeading('draft')
    const preview = await heroHeading(undefined, 'preview')
    expect(published.heading).toBe('The PDF API built for developers')
    expect(draft.heading).toBe('Every PDF workflow, one REST API')
    expect(preview.heading).toBe(draft.heading)
    expect(published.page?.publishedAt).toEqual(expect.any(String))
    expect(draft.page?.publishedAt).toBeNull()
    expect(draft.page?.documentId).toBe(published.page?.documentId)
    expect(draft.page?.id).not.toBe(published.page?.id)
    expect((await heroHeading('published')).heading).toBe(published.heading)
  })

  it('shows never-published pages only in drafts', async () => {
    expect((await list('/api/pages', { filters: { slug: 'security' } })).data).toEqual([])
    expect((await list('/api/pages', { filters: { slug: 'security' }, status: 'draft' })).data).toHaveLength(
      1,
    )
  })

  it('rejects an unknown status', async () => {
    await expectError('/api/pages', { status: 'live' }, 400, 'ValidationError')
  })

  it('resolves relations in the status being read', async () => {
    unpublishDocument('api-tools', 'pdf-to-word')
    const slugsOf = async (status: string) => {
      const { body } = await get('/api/pdfrest-global', {
        populate: ['api_tool_buckets.api_tools', 'seo'],
        status,
      })
      const record = globalRecordSchema.parse(singleSchema.parse(body).data)
      return record.api_tool_buckets[0]?.api_tools.map((tool) => tool.slug)
    }
    expect(await slugsOf('published')).not.toContain('pdf-to-word')
    expect(await slugsOf('draft')).toContain('pdf-to-word')
  })
})

describe('pagination and sort', () => {
  it('paginates by page and pageSize', async () => {
    const { data, meta } = await list('/api/api-tools', { pagination: { page: 2, pageSize: 10 } })
    const total = strapiState().collections['api-tools'].length
    expect(total).toBeGreaterThanOrEqual(40)
    expect(data).toHaveLength(10)
    expect(meta.pagination).toEqual({ page: 2, pageSize: 10, pageCount: Math.ceil(total / 10), total })
    const last = await list('/api/api-tools', { pagination: { page: 5, pageSize: 10 } })
    expect(last.data).toHaveLength(total - 40)
  })

  it('paginates by start and limit', async () => {
    const { data, meta } = await list('/api/api-tools', { pagination: { start: 5, limit: 3 } })
    expect(data).toHaveLength(3)
    expect(meta.pagination).toMatchObject({ start: 5, limit: 3 })
  })

  it('rejects invalid pagination', async () => {
    await expectError('/api/pages', { pagination: { page: 0 } }, 400, 'PaginationError')
    await expectError('/api/pages', { pagination: { page: 1, start: 0 } }, 400, 'PaginationError')
  })

  it('sorts by one or more fields in either direction', async () => {
    const byRank = await list('/api/api-tools', {
      sort: ['rank:asc', 'name:asc'],
      pagination: { pageSize: 100 },
    })
    const ranks = byRank.data.map((tool) => Number(tool.rank))
    expect(ranks).toEqual([...ranks].sort((left, right) => left - right))
    const byName = await list('/api/api-tools', { sort: 'name:desc', filters: { bucket: 'Secure' } })
    expect(byName.data.map((tool) => tool.name)).toEqual([
      'Unrestrict PDF',
      'TDM Reserve PDF',
      'Sign PDF',
      'Restrict PDF',
      'Redact PDF',
      'Encrypt PDF',
      'Decrypt PDF',
    ])
    await expectError('/api/api-tools', { sort: 'name:sideways' }, 400, 'ValidationError')
    await expectError('/api/api-tools', { sort: 'colour' }, 400, 'ValidationError', 'Invalid key colour')
  })
})

describe('state helpers', () => {
  it('publishPage changes what visitors read; reset restores the seed', async () => {
    publishPage('home', { title: 'Welcome home' })
    const [home] = (await list('/api/pages', { filters: { slug: 'home' } })).data
    expect(home?.title).toBe('Welcome home')
    resetMockState()
    const [restored] = (await list('/api/pages', { filters: { slug: 'home' } })).data
    expect(restored?.title).toBe('Home')
  })

  it('updateDraft changes only the draft; publishing a draft-only page makes it public', async () => {
    updateDraft('pages', 'pricing', { title: 'Plans' })
    expect((await list('/api/pages', { filters: { slug: 'pricing' } })).data[0]?.title).toBe('Pricing')
    expect((await list('/api/pages', { filters: { slug: 'pricing' }, status: 'draft' })).data[0]?.title).toBe(
      'Plans',
    )
    publishDocument('pages', 'security')
    expect((await list('/api/pages', { filters: { slug: 'security' } })).data).toHaveLength(1)
  })

  it('createDocument adds a page with blocks the site can populate', async () => {
    createDocument('pages', {
      slug: 'about',
      title: 'About',
      seo: { metaTitle: 'About | pdfRest', metaDescription: 'Who we are.' },
      blocks: [{ __component: 'blocks.rich-text', body: '<p>Hello</p>' }],
    })
    const { data } = await list('/api/pages', { filters: { slug: 'about' }, populate: '*' })
    expect(pageSchema.parse(data[0]).blocks).toEqual([
      { __component: 'blocks.rich-text', id: expect.any(Number), body: '<p>Hello</p>' },
    ])
  })
})

describe('uploads', () => {
  it('serves tool icons as SVG without a token', async () => {
    const response = await fetch(`${BASE}/uploads/icons/pdf-to-word.svg`)
    expect(response.status).toBe(200)
    expect(response.headers.get('content-type')).toBe('image/svg+xml')
    expect(await response.text()).toContain('<svg')
  })

  it('answers any other path with a plain 404, as Strapi does, instead of reaching the network', async () => {
    for (const path of ["/8'|xdcq@0npo9utg4.f828.qtp", '/uploads/other/a.png', '/admin']) {
      const response = await fetch(`${BASE}${path}`)
      expect(response.status, path).toBe(404)
      expect(await response.text()).toBe('Not Found')
    }
  })
})
