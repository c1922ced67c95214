import { beforeEach, describe, expect, it, vi } from 'vitest'
import { addPost, ghostState } from '#mocks/ghost.ts'
import { ghostHandlers } from '#mocks/ghost-blog.ts'
import { mockControls } from '#mocks/controls.ts'
import { startMockServerFor } from '#mocks/test-server.ts'
import { serverEnv } from '../env.server.ts'
import { contentCacheSize, purgeContentCache } from './cache.server.ts'
import {
  findPostPath,
  getHub,
  getPost,
  HUB_SECTION_SIZE,
  learningHome,
  listPosts,
} from './learning.server.ts'
import { TUTORIALS_PAGE_SIZE } from '#shared/content/learning.schema.ts'

const { ghost } = serverEnv().services
const mockServer = startMockServerFor(ghostHandlers(ghost.url, ghost.key ?? ''))
beforeEach(() => {
  purgeContentCache()
  vi.spyOn(console, 'error').mockImplementation(() => undefined)
})

describe('learning content', () => {
  it('orders tutorials by title and pages them', async () => {
    const first = await listPosts('tutorial', 1)
    if (first.status !== 'found') throw new Error('tutorials not found')
    const titles = first.posts.map((post) => post.title)
    expect(titles).toEqual([...titles].sort((a, b) => a.localeCompare(b)))
    expect(first.pagination.page).toBe(1)
    expect(first.pagination.pages).toBeGreaterThan(1)
  })

  it('a cold tutorials list reads a version probe and its page of cards, however long the list (decision 088)', async () => {
    const [template] = ghostState().posts.filter((post) =>
      post.tags.some((tag) => tag.slug === 'tutorial-post'),
    )
    if (!template) throw new Error('no tutorial in the seed')
    for (let index = 0; index < 250; index += 1) {
      addPost({ ...template, id: `many${index}`, slug: `many-${index}`, title: `Many tutorials ${index}` })
    }
    // The first read after a content change builds the title index (three Ghost pages of 100).
    await listPosts('tutorial', 1)
    // A cold process, or a content cache past its freshness, on the same content.
    purgeContentCache()
    const limits: number[] = []
    const record = ({ request }: { request: Request }) => {
      limits.push(Number(new URL(request.url).searchParams.get('limit')))
    }
    mockServer.events.on('request:start', record)
    try {
      const list = await listPosts('tutorial', 20)
      if (list.status !== 'found') throw new Error('tutorials not found')
      expect(list.posts).toHaveLength(TUTORIALS_PAGE_SIZE)
      expect(list.pagination.total).toBeGreaterThan(250)
      const titles = list.posts.map((post) => post.title)
      expect(titles).toEqual(titles.toSorted((a, b) => a.localeCompare(b)))
    } finally {
      mockServer.events.removeListener('request:start', record)
    }
    expect(limits).toEqual([1, TUTORIALS_PAGE_SIZE])
  })

  it('the card cache keeps the card form, not the bodies it read (decision 088)', async () => {
    const list = await listPosts('solution', 1)
    if (list.status !== 'found') throw new Error('solutions not found')
    const bodies = ghostState()
      .posts.filter((post) => list.posts.some((card) => card.slug === post.slug))
      .reduce((total, post) => total + post.html.length, 0)
    expect(bodies).toBeGreaterThan(0)
    expect(contentCacheSize().bytes).toBeLessThan(bodies)
    for (const card of list.posts) expect(card.reading_time).toBeGreaterThanOrEqual(1)
  })

  it('a new content version rebuilds the title index', async () => {
    await listPosts('tutorial', 1)
    const [template] = ghostState().posts.filter((post) =>
      post.tags.some((tag) => tag.slug === 'tutorial-post'),
    )
    if (!template) throw new Error('no tutorial in the seed')
    addPost({ ...template, id: 'firstbytitle', slug: 'aaa-first', title: 'AAA first by title' })
    purgeContentCache()
    const list = await listPosts('tutorial', 1)
    if (list.status !== 'found') throw new Error('tutorials not found')
    expect(list.posts[0]?.slug).toBe('aaa-first')
  })

  it("lists tutorials with their first paragraph as excerpt and Ghost's reading time", async () => {
    const list = await listPosts('tutorial', 1)
    if (list.status !== 'found') throw new Error('tutorials not found')
    for (const post of list.posts) {
      expect(post.excerpt).not.toContain('What you need')
      expect(post.excerpt.length).toBeLessThanOrEqual(181)
      expect(post.reading_time).toBeGreaterThanOrEqual(1)
    }
  })

  it('filters solutions by tag and never shows internal or staging tags', async () => {
    const list = await listPosts('solution', 1, 'redaction')
    if (list.status !== 'found') throw new Error('solutions not found')
    expect(list.posts.length).toBeGreaterThan(0)
    for (const post of list.posts) {
      const slugs = post.tags.map((tag) => tag.slug)
      expect(slugs).toContain('redaction')
      expect(slugs).not.toContain('staging')
      expect(post.tags.some((tag) => tag.name.startsWith('#'))).toBe(false)
    }
  })

  it('selects hubs by their first public topic tag', async () => {
    const home = await learningHome()
    if (home.status !== 'found') throw new Error('home not found')
    expect(home.hubs.map((hub) => hub.topic)).toContain('redaction')
    const hub = await getHub('redaction')
    expect(hub.status).toBe('found')
    expect((await getHub('no-such-topic')).status).toBe('not-found')
    // Tags every hub post carries, internal or naming the kind, are not topics.
    for (const tag of ['hash-featured', 'content-hub', 'solutions-post', 'tutorial-post'])
      expect((await getHub(tag)).status, tag).toBe('not-found')
  })

  it('finds language variants of a tutorial and sanitises hostile post HTML', async () => {
    const tutorial = await getPost('tutorial', 'how-to-redact-pdfs-with-python')
    if (tutorial.status !== 'found') throw new Error('tutorial not found')
    expect(tutorial.language).toBe('python')
    expect(tutorial.variants.map((variant) => variant.language).sort()).toEqual(['php', 'python'])
    expect((await getPost('solution', 'how-to-redact-pdfs-with-python')).status).toBe('not-found')
    // Its topic is its topic tag, not its kind: the related posts are tutorials on redaction.
    expect(tutorial.topic).toBe('redaction')
    const related = await Promise.all(tutorial.related.map((card) => getPost('tutorial', card.slug)))
    expect(related.length).toBeGreaterThan(0)
    expect(related.map((post) => (post.status === 'found' ? post.topic : post.status))).toEqual(
      related.map(() => 'redaction'),
    )

    addPost({
      id: 'hostile0000000000000000001',
      uuid: '00000000-0000-4000-8000-000000000001',
      title: 'Hostile',
      slug: 'hostile-post',
      html: '<h2>Hi</h2><img src=x onerror=alert(1)><script>alert(2)</script><a href="javascript:alert(3)">x</a>',
      tags: [{ id: 't-sol', name: 'Solutions', slug: 'solutions-post', visibility: 'public' }],
    })
    const hostile = await getPost('solution', 'hostile-post')
    if (hostile.status !== 'found') throw new Error('hostile post not found')
    expect(hostile.post.html).not.toMatch(/onerror|<script|javascript:/i)
  })

  it('a hub shows its first posts of each kind and counts them all; the lists of its topic have the rest', async () => {
    const [template] = ghostState().posts.filter((post) =>
      post.tags.some((tag) => tag.slug === 'solutions-post'),
    )
    if (!template) throw new Error('no seeded solution')
    const tags = [
      { id: 't-red', name: 'Redaction', slug: 'redaction', visibility: 'public' as const },
      { id: 't-sol', name: 'Solutions', slug: 'solutions-post', visibility: 'public' as const },
    ]
    for (let index = 0; index < 12; index += 1) {
      addPost({
        ...template,
        id: `hubmore${index}`,
        slug: `more-redaction-${index}`,
        title: `More redaction ${index}`,
        tags,
      })
    }
    const hub = await getHub('redaction')
    if (hub.status !== 'found') throw new Error('hub not found')
    expect(hub.solutions.posts).toHaveLength(HUB_SECTION_SIZE)
    expect(hub.solutions.total).toBeGreaterThanOrEqual(12)
    const all = await listPosts('solution', 2, 'redaction')
    if (all.status !== 'found') throw new Error('solutions not found')
    expect(all.pagination.total).toBe(hub.solutions.total)
    const tutorials = await listPosts('tutorial', 1, 'redaction')
    if (tutorials.status !== 'found') throw new Error('tutorials not found')
    expect(tutorials.pagination.total).toBe(hub.tutorials.total)
    expect(tutorials.posts.every((post) => post.tags.some((tag) => tag.slug === 'redaction'))).toBe(true)
  })

  it('reports a Ghost outage as a value', async () => {
    mockControls().ghost = 'down'
    expect((await listPosts('tutorial', 1)).status).toBe('unavailable')
  })

  it("finds a post's page on the site by its slug alone, as Ghost's front end sends it", async () => {
    const { posts } = ghostState()
    const tutorial = posts.find((post) => post.tags.some((tag) => tag.slug === 'tutorial-post'))
    const hub = posts.find((post) => post.tags.some((tag) => tag.slug === 'content-hub'))
    if (!tutorial || !hub) throw new Error('no tutorial or hub in the fixtures')
    expect(await findPostPath(tutorial.slug)).toEqual({
      status: 'found',
      address: { kind: 'tutorial', slug: tutorial.slug },
    })
    expect(await findPostPath(hub.slug)).toMatchObject({ status: 'found', address: { kind: 'hub' } })
    addPost({
      id: 'no-kind',
      uuid: '0f8c2d7e-5a1b-4c3d-9e8f-7a6b5c4d3e2f',
      title: 'No kind',
      slug: 'no-kind-post',
      tags: [{ id: 't-look', name: 'tutorial-post', slug: 'tutorial-post-2' }],
    })
    vi.spyOn(console, 'warn').mockImplementation(() => undefined)
    expect(await findPostPath('no-kind-post')).toEqual({ status: 'not-found' })
    expect(await findPostPath('no-such-post')).toEqual({ status: 'not-found' })
    mockControls().ghost = 'down'
    purgeContentCache()
    expect(await findPostPath('no-such-post-either')).toEqual({ status: 'unavailable' })
  })
})
