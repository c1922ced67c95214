import { expect, request as playwrightRequest, test } from '@playwright/test'
import { setupServer } from 'msw/node'
import { z } from 'zod'
import { ghostHandlers } from '../../mocks/ghost-blog.ts'
import { visibleText } from '../contract/seeded-content.ts'
import { footerTopics, learningPaths, seed } from './seeded-posts.ts'

const ghost = process.env.GHOST_URL ?? ''
const contentKey = process.env.CONTRACT_GHOST_KEY ?? ''
const realSite = `http://127.0.0.1:${process.env.CONTRACT_BLOG_SITE_PORT}`
const mockSite = `http://127.0.0.1:${process.env.CONTRACT_BLOG_MOCK_SITE_PORT}`
const owner = {
  username: process.env.BLOG_ADMIN_EMAIL ?? '',
  password: process.env.BLOG_ADMIN_PASSWORD ?? '',
}

// The mocked Ghost answers in this process too, so its API can be compared with the real one.
const MOCK_GHOST = 'https://ghost.mock.pdfrest.test'
const MOCK_KEY = '6d0c1b5e4f3a2918a7b6c5d4e3'
const mockGhost = setupServer(...ghostHandlers(MOCK_GHOST, MOCK_KEY))
test.beforeAll(() => mockGhost.listen({ onUnhandledFrame: 'bypass' }))
test.afterAll(() => mockGhost.close())

async function page(site: string, path: string) {
  const response = await fetch(`${site}${path}`, { redirect: 'manual' })
  const html = await response.text()
  return {
    status: response.status,
    location: response.headers.get('location'),
    html,
    text: visibleText(html),
  }
}

/** Every link target of a page, the site's own origin left out. */
const links = (html: string, site: string) =>
  [...html.matchAll(/<a\s[^>]*?\bhref="([^"]*)"/g)].map(([, href]) => href?.replace(site, '')).join(' ')

const postShape = z.object({
  slug: z.string(),
  tags: z.array(z.object({ slug: z.string(), visibility: z.string() })).optional(),
  primary_tag: z.object({ slug: z.string() }).nullable().optional(),
})
const contentAnswer = z.looseObject({
  posts: z.array(z.looseObject(postShape.shape)).optional(),
  tags: z.array(z.looseObject({ slug: z.string(), visibility: z.string() })).optional(),
  meta: z.looseObject({ pagination: z.looseObject({}).optional() }).optional(),
  errors: z.array(z.looseObject({ type: z.string() })).optional(),
})

/** What one Content API query answers, reduced to what the site and the mock must agree on. */
async function contentApi(base: string, key: string, path: string) {
  const url = new URL(`${base}/ghost/api/content/${path}`)
  // Ghost orders titles by its database's collation (byte order on this SQLite, case-insensitive on
  // MySQL and in the mock); the site sorts titles itself, so title-ordered answers compare as sets.
  const bySet = url.searchParams.get('order')?.startsWith('title') ?? false
  const inOrder = <T>(values: T[]) => (bySet ? values.toSorted() : values)
  if (key) url.searchParams.set('key', key)
  const response = await fetch(url, { headers: { 'Accept-Version': 'v5.0' } })
  const body = contentAnswer.parse(await response.json())
  const [first] = body.posts ?? []
  return {
    status: response.status,
    error: body.errors?.[0]?.type ?? null,
    posts: body.posts ? inOrder(body.posts.map((post) => post.slug)) : null,
    postTags: body.posts
      ? inOrder(
          body.posts.map(
            (post) => `${post.slug} ${post.tags?.map((tag) => `${tag.slug}:${tag.visibility}`)}`,
          ),
        )
      : null,
    primaryTags: body.posts
      ? inOrder(body.posts.map((post) => `${post.slug} ${post.primary_tag?.slug}`))
      : null,
    postFields: first ? Object.keys(first).sort() : null,
    tags: body.tags?.map((tag) => `${tag.slug}:${tag.visibility}`) ?? null,
    pagination: body.meta?.pagination ?? null,
  }
}

/** The queries the site makes (ghost.server.ts, learning.server.ts, legacy tutorials, search) and edges. */
const siteQueries = [
  'posts/?include=tags,authors&filter=tag:content-hub%2Btag:-staging&limit=all&order=title%20asc',
  'posts/?include=tags,authors&filter=tag:solutions-post%2Btag:-staging&limit=6&order=published_at%20desc',
  'posts/?include=tags,authors&filter=tag:tutorial-post%2Btag:-staging&limit=all&order=title%20asc',
  'posts/?include=tags,authors&filter=tag:solutions-post%2Btag:-staging&limit=9&page=2&order=published_at%20desc',
  'posts/?include=tags,authors&filter=tag:solutions-post%2Btag:redaction%2Btag:-staging&limit=9&page=1&order=published_at%20desc',
  'posts/?include=tags,authors&filter=tag:tutorial-post%2Btag:hash-lang-python%2Btag:-staging&limit=9&order=title%20asc',
  'posts/?include=tags,authors&filter=slug:redact-pdfs-with-python%2Btag:tutorial-post%2Btag:-staging&limit=1',
  'posts/?include=tags,authors&filter=tag:conversion%2Btag:-content-hub%2Btag:-staging&limit=all&order=title%20asc',
  'posts/?include=tags,authors&filter=tag:tutorial-post%2Btag:conversion%2Btag:-staging&limit=all&order=title%20asc',
  'posts/?include=tags,authors&filter=tag:-staging%2Btag:-staging&limit=all',
  'posts/?include=tags,authors&filter=tag:tutorial-post&limit=9&page=9&order=title%20asc',
  'posts/?filter=tag:content-hub&limit=2',
  'posts/?include=tags&filter=tags:[redaction,ocr]&limit=all&order=title%20asc',
  'posts/?filter=tag:staging&limit=all&order=title%20asc',
  'tags/?limit=all&order=slug%20asc',
  'tags/?limit=all&filter=visibility:internal&order=slug%20asc',
  'posts/?filter=tag:(content-hub&limit=all',
  'posts/?limit=0',
  'posts/slug/no-such-post/',
]

test.describe('the real Ghost and the mocked Ghost', () => {
  test("answer the site's Content API queries alike", async () => {
    const differences: string[] = []
    for (const query of siteQueries) {
      const [real, mock] = await Promise.all([
        contentApi(ghost, contentKey, query),
        contentApi(MOCK_GHOST, MOCK_KEY, query),
      ])
      for (const [field, value] of Object.entries(real)) {
        const [a, b] = [
          JSON.stringify(value),
          JSON.stringify(Object.entries(mock).find(([name]) => name === field)?.[1]),
        ]
        if (a !== b) differences.push(`${query} ${field}: Ghost ${a} | mock ${b}`)
      }
    }
    for (const [key, mockKey] of [
      ['', ''],
      ['0123456789abcdef0123456789', '0123456789abcdef0123456789'],
    ]) {
      const [real, mock] = await Promise.all([
        contentApi(ghost, key ?? '', 'posts/'),
        contentApi(MOCK_GHOST, mockKey ?? '', 'posts/'),
      ])
      if (real.status !== mock.status || real.error !== mock.error) {
        differences.push(
          `key "${key}": Ghost ${real.status} ${real.error} | mock ${mock.status} ${mock.error}`,
        )
      }
    }
    expect(differences).toEqual([])
  })

  test('generate the same excerpts and reading times', async () => {
    const generated = z.object({
      posts: z.array(
        z.object({ slug: z.string(), excerpt: z.string().nullable(), reading_time: z.number() }),
      ),
    })
    const read = async (base: string, key: string) => {
      const url = new URL(`${base}/ghost/api/content/posts/?limit=100&formats=html`)
      url.searchParams.set('key', key)
      const response = await fetch(url, { headers: { 'Accept-Version': 'v5.0' } })
      return new Map(generated.parse(await response.json()).posts.map((post) => [post.slug, post]))
    }
    const [real, mock] = await Promise.all([read(ghost, contentKey), read(MOCK_GHOST, MOCK_KEY)])
    expect([...real.keys()].sort()).toEqual([...mock.keys()].sort())
    const differences: string[] = []
    for (const [slug, post] of real) {
      const other = mock.get(slug)
      if (post.reading_time !== other?.reading_time) {
        differences.push(`${slug} reading_time: Ghost ${post.reading_time} | mock ${other?.reading_time}`)
      }
      const [a, b] = [post.excerpt ?? '', other?.excerpt ?? '']
      if (a !== b) {
        const at = [...a].findIndex((char, index) => char !== b[index])
        const near = (text: string) => JSON.stringify(text.slice(Math.max(0, at - 30), at + 40))
        differences.push(`${slug} excerpt at ${at}: Ghost ${near(a)} | mock ${near(b)}`)
      }
    }
    expect(differences).toEqual([])
  })
})

test.describe('the site on the real Ghost', () => {
  test('every learning route renders the same as on the mock', async () => {
    test.setTimeout(180_000)
    const paths = learningPaths()
    expect(paths.length).toBeGreaterThan(40)
    const differences: string[] = []
    for (const path of paths) {
      const [real, mock] = await Promise.all([page(realSite, path), page(mockSite, path)])
      if (real.status !== mock.status) differences.push(`${path}: status ${real.status}, mock ${mock.status}`)
      else if (real.text !== mock.text) {
        const words = real.text.split(' ')
        const mockWords = mock.text.split(' ')
        const at = words.findIndex((word, index) => word !== mockWords[index])
        differences.push(
          `${path}: text differs at "${words.slice(Math.max(0, at - 6), at + 8).join(' ')}" | mock "${mockWords.slice(Math.max(0, at - 6), at + 8).join(' ')}"`,
        )
      }
      // Links in the bodies lead to the same places (Ghost answers an editor's `/apitools/…` as its own URL).
      const [realLinks, mockLinks] = [links(real.html, realSite), links(mock.html, mockSite)]
      if (realLinks !== mockLinks) differences.push(`${path}: links ${realLinks} | mock ${mockLinks}`)
      // Internal tags steer the site; their names never show.
      if (/#lang-|#featured|hash-lang/.test(real.text)) differences.push(`${path}: shows an internal tag`)
    }
    expect(differences).toEqual([])
  })

  test('the footer topics and the search index are the same as on the mock', async () => {
    const [real, mock] = await Promise.all([page(realSite, '/'), page(mockSite, '/')])
    const topics = footerTopics(real.html)
    expect(topics.length).toBe(seed().posts.filter((post) => post.tags.includes('content-hub')).length)
    expect(topics).toEqual(footerTopics(mock.html))

    // Search ranks on the server (decision 064): the same words find the same posts on both.
    const answer = z.object({ hits: z.array(z.object({ doc: z.looseObject({ id: z.string() }) })) })
    for (const query of ['redact', 'compress', 'python', 'markdown', 'ocr']) {
      const [realHits, mockHits] = await Promise.all(
        [realSite, mockSite].map(async (site) =>
          answer
            .parse(await (await fetch(`${site}/api/search/?q=${query}`)).json())
            .hits.map((hit) => hit.doc.id),
        ),
      )
      expect(
        (realHits ?? []).some((id) => id.startsWith('post:') || id.startsWith('hub:')),
        query,
      ).toBe(true)
      expect(realHits, query).toEqual(mockHits)
    }
  })

  test('lists page by nine, filter by tag and never show staging posts', async () => {
    const { posts } = seed()
    const live = posts.filter((post) => !post.tags.includes('staging'))
    const tutorials = live
      .filter((post) => post.tags.includes('tutorial-post'))
      .sort((a, b) => a.title.localeCompare(b.title))
    const first = await page(realSite, '/learning/tutorials/')
    const second = await page(realSite, '/learning/tutorials/?page=2')
    for (const [index, tutorial] of tutorials.entries()) {
      expect(index < 9 ? first.text : second.text, tutorial.title).toContain(tutorial.title)
      expect(index < 9 ? second.text : first.text, tutorial.title).not.toContain(tutorial.title)
    }
    const redaction = await page(realSite, '/learning/solutions/?tag=redaction')
    for (const solution of live.filter((post) => post.tags.includes('solutions-post'))) {
      const shown = redaction.text.includes(solution.title)
      expect(shown, solution.title).toBe(solution.tags.includes('redaction'))
    }
    for (const staged of posts.filter((post) => post.tags.includes('staging'))) {
      const kind = staged.tags.includes('tutorial-post') ? 'tutorials' : 'solutions'
      expect((await page(realSite, `/learning/${kind}/${staged.slug}/`)).status, staged.slug).toBe(404)
    }
  })

  test('legacy tutorial paths land on the same language variants as on the mock', async () => {
    const languages = ['', 'python', 'php', 'nodejs', 'java', 'csharp', 'curl', 'cobol']
    const topics = ['pdf-to-markdown', 'redaction', 'digital-signing', 'crop-and-resize', 'no-such-topic']
    const differences: string[] = []
    for (const topic of topics) {
      for (const language of languages) {
        const path = `/tutorials/${topic}/${language ? `${language}/` : ''}`
        const [real, mock] = await Promise.all([page(realSite, path), page(mockSite, path)])
        if (real.status !== mock.status || real.location !== mock.location) {
          differences.push(`${path}: ${real.status} ${real.location} | mock ${mock.status} ${mock.location}`)
        }
      }
    }
    expect(differences).toEqual([])
    const python = await page(realSite, '/tutorials/redaction/python/')
    expect(python.status).toBe(308)
    expect(python.location).toMatch(/^\/learning\/tutorials\/[a-z0-9-]+\/$/)
    const variant = await page(realSite, python.location ?? '')
    expect(variant.status).toBe(200)
  })

  test('a post edited and published in Ghost reaches the site through the revalidate webhook', async () => {
    const admin = await playwrightRequest.newContext({
      baseURL: `${ghost}/ghost/api/admin/`,
      extraHTTPHeaders: { Origin: ghost, 'Accept-Version': 'v6.0' },
    })
    expect((await admin.post('session/', { data: owner })).ok(), 'the seeded owner signs in to Ghost').toBe(
      true,
    )
    const target = seed().posts.find(
      (post) => post.tags.includes('solutions-post') && !post.tags.includes('staging'),
    )
    if (!target) throw new Error('the seed has no solution')
    const path = `/learning/solutions/${target.slug}/`
    const before = await page(realSite, path)
    const marker = `Contract edit ${Date.now()}`
    // Warm the site's caches: without the webhook they would serve the old text for a minute.
    expect((await page(realSite, path)).text).toBe(before.text)
    expect(before.text).not.toContain(marker)

    const read = await admin.get(`posts/slug/${target.slug}/?formats=html`)
    const current = z
      .object({ posts: z.array(z.object({ id: z.string(), updated_at: z.string(), html: z.string() })) })
      .parse(await read.json()).posts[0]
    if (!current) throw new Error(`Ghost has no post ${target.slug}`)
    const edited = await admin.put(`posts/${current.id}/?source=html`, {
      data: { posts: [{ html: `<h2>${marker}</h2>${current.html}`, updated_at: current.updated_at }] },
    })
    expect(edited.ok(), await edited.text()).toBe(true)
    const savedAt = Date.now()
    await expect
      .poll(async () => (await page(realSite, path)).text, { timeout: 10_000, intervals: [250] })
      .toContain(marker)
    expect(Date.now() - savedAt).toBeLessThan(10_000)
  })
})
