import GhostContentAPI from '@tryghost/content-api'
import { setupServer } from 'msw/node'
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import { z } from 'zod'
import { isInternalTag, postSchema, postsResponseSchema } from '#shared/content/blog.schema.ts'
import { mockControls } from './controls.ts'
import { addPost, ghostState, removePost, updatePost } from './ghost.ts'
import { ghostHandlers } from './ghost-blog.ts'
import { resetMockState } from './state.ts'

const BASE = 'https://ghost.test'
// @tryghost/content-api insists on 26 hex characters.
const KEY = '4f1c2b3a5d6e7f8091a2b3c4d5'
const server = setupServer(...ghostHandlers(BASE, KEY))

beforeAll(() => server.listen({ onUnhandledFrame: 'error' }))
afterEach(() => resetMockState())
afterAll(() => server.close())

const API = `${BASE}/ghost/api/content`
const outputSchema = z.record(z.string(), z.unknown())
const browseSchema = z.object({
  posts: z.array(outputSchema),
  meta: z.object({
    pagination: z.object({
      page: z.number(),
      limit: z.union([z.number(), z.literal('all')]),
      pages: z.number(),
      total: z.number(),
      next: z.number().nullable(),
      prev: z.number().nullable(),
    }),
  }),
})
const errorsSchema = z.object({
  errors: z.array(z.looseObject({ message: z.string(), type: z.string(), context: z.string().nullable() })),
})

async function get(path: string, params: Record<string, string> = {}, key: string | null = KEY) {
  const url = new URL(`${API}/${path}`)
  if (key !== null) url.searchParams.set('key', key)
  for (const [name, value] of Object.entries(params)) url.searchParams.set(name, value)
  const response = await fetch(url)
  return { status: response.status, body: await response.json() }
}

async function browse(params: Record<string, string> = {}) {
  const { status, body } = await get('posts/', params)
  expect(status).toBe(200)
  return browseSchema.parse(body)
}

async function slugsFor(filter: string, extra: Record<string, string> = {}) {
  const { posts } = await browse({ filter, limit: 'all', ...extra })
  return posts.map((post) => String(post.slug))
}

const seededPosts = () => ghostState().posts
const slugsTagged = (tag: string) =>
  seededPosts()
    .filter((post) => post.tags.some((used) => used.slug === tag))
    .map((post) => post.slug)

describe('authentication and routing', () => {
  it('answers 401 for an unknown key and 403 without one', async () => {
    const wrong = await get('posts/', {}, 'ffffffffffffffffffffffffff')
    expect(wrong.status).toBe(401)
    expect(errorsSchema.parse(wrong.body).errors[0]).toMatchObject({
      message: 'Unknown Content API Key',
      type: 'UnauthorizedError',
    })
    const missing = await get('posts/', {}, null)
    expect(missing.status).toBe(403)
    expect(errorsSchema.parse(missing.body).errors[0]).toMatchObject({
      message: 'Authorization failed',
      type: 'NoPermissionError',
    })
  })

  it('answers 404 for unknown resources and missing posts', async () => {
    const unknown = await get('comments/')
    expect(unknown.status).toBe(404)
    expect(errorsSchema.parse(unknown.body).errors[0]).toMatchObject({
      message: 'Resource not found',
      type: 'NotFoundError',
    })
    const missing = await get('posts/slug/no-such-post/')
    expect(missing.status).toBe(404)
    expect(errorsSchema.parse(missing.body).errors[0]).toMatchObject({
      message: 'Post not found.',
      type: 'NotFoundError',
    })
    expect((await get('posts/000000000000000000000000/')).status).toBe(404)
  })

  it('answers 503 when switched down', async () => {
    mockControls().ghost = 'down'
    expect((await get('posts/')).status).toBe(503)
  })
})

describe('posts', () => {
  it('browses 15 posts by default, newest first, without relations', async () => {
    const { posts, meta } = await browse()
    const total = seededPosts().length
    expect(total).toBeGreaterThanOrEqual(30)
    expect(posts).toHaveLength(15)
    expect(meta.pagination).toEqual({
      page: 1,
      limit: 15,
      pages: Math.ceil(total / 15),
      total,
      next: 2,
      prev: null,
    })
    const dates = posts.map((post) => String(post.published_at))
    expect(dates).toEqual([...dates].sort().reverse())
    const [first] = posts
    expect(first).not.toHaveProperty('tags')
    expect(first).not.toHaveProperty('authors')
    expect(first).not.toHaveProperty('primary_tag')
    expect(first).toMatchObject({
      uuid: expect.stringMatching(/^[0-9a-f-]{36}$/),
      url: `${BASE}/${String(first?.slug)}/`,
      html: expect.stringContaining('<h2'),
      reading_time: expect.any(Number),
    })
  })

  it('includes tags and authors in the shape the site parses', async () => {
    const { body } = await get('posts/', { include: 'tags,authors', limit: 'all' })
    const parsed = postsResponseSchema.parse(body)
    expect(parsed.posts.every((post) => post.authors.length > 0 && post.tags.length > 0)).toBe(true)
    const raw = browseSchema.parse(body).posts
    expect(raw.every((post) => 'primary_author' in post && 'primary_tag' in post)).toBe(true)
    const featuredHub = raw.find((post) => post.slug === 'redaction-hub')
    expect(featuredHub?.primary_tag).toBeNull()
    expect(postSchema.parse(featuredHub).tags.map((tag) => tag.name)).toEqual([
      '#featured',
      'Content Hub',
      'Redaction',
    ])
  })

  it('replaces Ghost URL placeholders with the site URL and serves the images', async () => {
    const { posts } = await browse({ limit: 'all' })
    const html = posts.map((post) => String(post.html)).join('')
    expect(html).not.toContain('__GHOST_URL__')
    expect(html).toContain(`<img src="${BASE}/content/images/`)
    expect(html).toContain('<pre><code class="language-python">')
    expect(html).toContain('<table>')
    const image = String(posts[0]?.feature_image)
    expect(image.startsWith(`${BASE}/content/images/`)).toBe(true)
    const response = await fetch(image)
    expect(response.headers.get('content-type')).toBe('image/png')
    expect([...new Uint8Array(await response.arrayBuffer()).slice(0, 4)]).toEqual([0x89, 0x50, 0x4e, 0x47])
  })

  it('answers any other path on the blog host with a 404 instead of reaching the network', async () => {
    for (const path of ['/some-page/', "/8'|x@y.z"]) {
      const response = await fetch(`${BASE}${path}`)
      expect(response.status, path).toBe(404)
    }
  })

  it('reads one post by slug or id, without meta', async () => {
    const bySlug = await get('posts/slug/how-to-redact-pdfs-with-python/', { include: 'tags,authors' })
    expect(bySlug.status).toBe(200)
    const body = z
      .object({ posts: z.array(postSchema) })
      .strict()
      .parse(bySlug.body)
    const post = body.posts[0]
    expect(post?.title).toBe('How to Redact PDFs with Python')
    expect(post?.tags.some((tag) => tag.name === '#lang-python' && isInternalTag(tag))).toBe(true)
    const byId = await get(`posts/${String(post?.id)}/`)
    expect(z.object({ posts: z.array(postSchema) }).parse(byId.body).posts[0]?.slug).toBe(post?.slug)
  })

  it('selects fields and formats', async () => {
    const { posts } = await browse({ fields: 'title,slug', limit: '2' })
    expect(posts.map((post) => Object.keys(post))).toEqual([
      ['title', 'slug'],
      ['title', 'slug'],
    ])
    const plain = await browse({ formats: 'plaintext', limit: '1' })
    expect(plain.posts[0]).toHaveProperty('plaintext')
    expect(plain.posts[0]).not.toHaveProperty('html')
  })
})

describe('filters', () => {
  it('filters by tag, negated tag and tag sets', async () => {
    expect((await slugsFor('tag:content-hub')).sort()).toEqual(slugsTagged('content-hub').sort())
    const staging = slugsTagged('staging')
    expect(staging.length).toBeGreaterThanOrEqual(2)
    const withoutStaging = await slugsFor('tag:-staging')
    expect(withoutStaging).toHaveLength(seededPosts().length - staging.length)
    expect(withoutStaging.some((slug) => staging.includes(slug))).toBe(false)
    const tutorials = await slugsFor('tag:tutorial-post+tag:-staging')
    expect(tutorials.length).toBeGreaterThanOrEqual(10)
    expect(tutorials.some((slug) => staging.includes(slug))).toBe(false)
    const either = await slugsFor('tags:[redaction,ocr]')
    expect(either.sort()).toEqual([...new Set([...slugsTagged('redaction'), ...slugsTagged('ocr')])].sort())
  })

  it('combines with , (or), + (and, binding tighter) and parentheses', async () => {
    const hubsOrRedaction = await slugsFor('tag:content-hub,tag:redaction+tag:tutorial-post')
    const expected = new Set([
      ...slugsTagged('content-hub'),
      ...slugsTagged('redaction').filter((slug) => slugsTagged('tutorial-post').includes(slug)),
    ])
    expect(hubsOrRedaction.sort()).toEqual([...expected].sort())
    const grouped = await slugsFor('(tag:content-hub,tag:solutions-post)+tag:redaction')
    expect(grouped.sort()).toEqual([
      'redacting-bank-statements-for-underwriting',
      'redacting-pii-from-insurance-claims',
      'redaction-hub',
    ])
  })

  it('filters by slug, id, author and date', async () => {
    expect(await slugsFor('slug:merge-pdfs-with-curl')).toEqual(['merge-pdfs-with-curl'])
    const [post] = seededPosts()
    expect(await slugsFor(`id:${String(post?.id)}`)).toEqual([post?.slug])
    expect(await slugsFor("slug:'compress-pdf-files-with-java'")).toEqual(['compress-pdf-files-with-java'])
    const byAuthor = await slugsFor('author:tom-becker')
    expect(byAuthor.length).toBeGreaterThan(0)
    const recent = await slugsFor("published_at:>'2026-11-01'")
    expect(recent.sort()).toEqual(slugsTagged('staging').sort())
  })

  it('answers 400 for a filter it cannot parse', async () => {
    const response = await get('posts/', { filter: 'tag:(' })
    expect(response.status).toBe(400)
    expect(errorsSchema.parse(response.body).errors[0]).toMatchObject({
      message: 'Error parsing filter',
      type: 'BadRequestError',
    })
    expect((await get('posts/', { filter: 'colour:red' })).status).toBe(400)
  })
})

describe('limit, page and order', () => {
  it('caps limit=all, a larger and a non-numeric limit at 100 posts a page, as Ghost 6 does', async () => {
    const { posts, meta } = await browse({ limit: 'all' })
    expect(posts).toHaveLength(seededPosts().length)
    expect(meta.pagination).toEqual({
      page: 1,
      limit: 100,
      pages: 1,
      total: posts.length,
      next: null,
      prev: null,
    })
    const [template] = seededPosts()
    if (!template) throw new Error('no seeded post')
    for (let index = 0; index < 120; index += 1) {
      addPost({ ...template, id: `extra${index}`, slug: `extra-post-${index}`, title: `Extra ${index}` })
    }
    const capped = await browse({ limit: 'all' })
    expect(capped.posts).toHaveLength(100)
    expect(capped.meta.pagination).toMatchObject({ limit: 100, pages: 2, next: 2 })
    expect((await browse({ limit: '500' })).meta.pagination.limit).toBe(100)
    expect((await browse({ limit: 'lots' })).meta.pagination.limit).toBe(100)
    expect((await browse({ limit: '0' })).meta.pagination.limit).toBe(15)
  })

  it('pages through with next and prev', async () => {
    const total = seededPosts().length
    const second = await browse({ limit: '5', page: '2' })
    expect(second.posts).toHaveLength(5)
    expect(second.meta.pagination).toMatchObject({
      page: 2,
      limit: 5,
      pages: Math.ceil(total / 5),
      next: 3,
      prev: 1,
    })
    const beyond = await browse({ limit: '5', page: '99' })
    expect(beyond.posts).toEqual([])
    // Ghost's pagination counts on past the last page.
    expect(beyond.meta.pagination).toMatchObject({ page: 99, next: 100, prev: 98 })
  })

  it('orders by title ascending (content-hub topics for the footer)', async () => {
    const { posts } = await browse({
      filter: 'tag:content-hub',
      limit: 'all',
      order: 'title asc',
      include: 'tags',
    })
    const titles = posts.map((post) => String(post.title))
    expect(titles).toEqual([...titles].sort((left, right) => left.localeCompare(right)))
    expect(titles).not.toEqual(
      slugsTagged('content-hub').map((slug) => seededPosts().find((post) => post.slug === slug)?.title),
    )
    const topics = postsResponseSchema
      .parse({
        posts,
        meta: { pagination: { page: 1, limit: 'all', pages: 1, total: 6, next: null, prev: null } },
      })
      .posts.map((post) => post.tags.find((tag) => !isInternalTag(tag) && tag.slug !== 'content-hub')?.slug)
    expect(topics).toEqual(['ocr', 'compression', 'conversion', 'forms', 'redaction', 'security'])
  })

  it('rejects a negative limit or an invalid page with 422', async () => {
    expect((await get('posts/', { limit: '-1' })).status).toBe(422)
    expect((await get('posts/', { page: '0' })).status).toBe(422)
  })
})

describe('other resources', () => {
  it('lists public and internal tags, narrowed by a visibility filter, with post counts', async () => {
    const allTags = z
      .object({ tags: z.array(outputSchema) })
      .parse((await get('tags/', { limit: 'all' })).body).tags
    expect(allTags.map((tag) => tag.visibility)).toEqual(expect.arrayContaining(['public', 'internal']))
    const publicTags = z
      .object({ tags: z.array(outputSchema) })
      .parse((await get('tags/', { limit: 'all', filter: 'visibility:public' })).body).tags
    expect(publicTags.length).toBeGreaterThan(0)
    expect(publicTags.every((tag) => tag.visibility === 'public')).toBe(true)
    const internal = await get('tags/', {
      filter: 'visibility:internal',
      limit: 'all',
      include: 'count.posts',
    })
    const internalTags = z.object({ tags: z.array(outputSchema) }).parse(internal.body).tags
    expect(internalTags.map((tag) => tag.name)).toContain('#lang-php')
    expect(internalTags.find((tag) => tag.slug === 'hash-lang-php')).toMatchObject({
      url: `${BASE}/404/`,
      count: { posts: slugsTagged('hash-lang-php').length },
    })
    const bySlug = await get('tags/slug/redaction/')
    expect(z.object({ tags: z.array(outputSchema) }).parse(bySlug.body).tags[0]?.name).toBe('Redaction')
  })

  it('lists authors, pages and settings, and empty tiers, newsletters and offers', async () => {
    const authors = z.object({ authors: z.array(outputSchema) }).parse((await get('authors/')).body).authors
    expect(authors.map((author) => author.slug)).toEqual([
      'daniel-okafor',
      'maya-chen',
      'priya-raman',
      'tom-becker',
    ])
    expect(authors[0]).toMatchObject({ profile_image: null, url: `${BASE}/author/daniel-okafor/` })
    const pages = z.object({ pages: z.array(outputSchema) }).parse((await get('pages/')).body).pages
    expect(pages.map((page) => page.slug)).toContain('about')
    const settings = z
      .object({ settings: z.looseObject({ title: z.string(), url: z.string() }), meta: z.object({}) })
      .parse((await get('settings/')).body)
    expect(settings.settings).toMatchObject({ title: 'pdfRest Learning', url: `${BASE}/` })
    for (const resource of ['tiers', 'newsletters', 'offers']) {
      const { status, body } = await get(`${resource}/`)
      expect(status).toBe(200)
      expect(body).toMatchObject({ [resource]: [], meta: { pagination: { total: 0 } } })
    }
  })
})

describe('through @tryghost/content-api with fetch', () => {
  const client = new GhostContentAPI({
    url: BASE,
    key: KEY,
    version: 'v5.0',
    makeRequest: async ({ url, params }) => {
      const target = new URL(url)
      for (const [name, value] of Object.entries(params)) target.searchParams.set(name, String(value))
      const response = await fetch(target)
      if (!response.ok) throw new Error(`Ghost answered ${response.status}`)
      return { data: await response.json() }
    },
  })

  it('browses and reads like the site does', async () => {
    const hubs = await client.posts.browse({
      filter: 'tag:content-hub+tag:-staging',
      limit: 'all',
      order: 'title asc',
      include: ['tags', 'authors'],
    })
    expect(hubs).toHaveLength(6)
    expect(hubs.meta.pagination.limit).toBe(100)
    const post = await client.posts.read({ slug: 'compress-pdf-files-with-curl' }, { include: ['tags'] })
    expect(post.title).toBe('Compress PDF Files with cURL')
  })
})

describe('state helpers', () => {
  it('adds, updates and removes posts; reset restores the seed', async () => {
    const [template] = seededPosts()
    if (!template) throw new Error('no seeded posts')
    addPost({ ...template, id: '6a0000000000000000000001', slug: 'brand-new-post', title: 'Brand New Post' })
    expect(await slugsFor('slug:brand-new-post')).toEqual(['brand-new-post'])
    updatePost('brand-new-post', { title: 'Renamed' })
    expect((await browse({ filter: 'slug:brand-new-post' })).posts[0]?.title).toBe('Renamed')
    removePost('merge-pdfs-with-curl')
    expect(await slugsFor('slug:merge-pdfs-with-curl')).toEqual([])
    resetMockState()
    expect(await slugsFor('slug:brand-new-post')).toEqual([])
    expect(await slugsFor('slug:merge-pdfs-with-curl')).toEqual(['merge-pdfs-with-curl'])
  })
})
