import { pageDocuments } from '#mocks/fixtures/pages.ts'
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest'
import { setupServer } from 'msw/node'
import { mockControls } from '#mocks/controls.ts'
import { ghostHandlers } from '#mocks/ghost-blog.ts'
import { resetMockState } from '#mocks/state.ts'
import { publishPage, strapiHandlers } from '#mocks/strapi.ts'
import { revalidate } from '#server/content/revalidate.server.ts'
import { MOCK_CDN_PURGE_URL, serverEnv } from '#server/env.server.ts'
import { cdnHandlers, cdnPurges } from '#mocks/cdn.ts'
import { purgeContentCache } from '#server/content/cache.server.ts'
import { loadPage } from './pages.server.ts'
import { LEARNING_LIST_DEFAULT_LIMIT } from './learning-list/schema.ts'

/** The components the seeded home page is composed of, in order. */
function homeFixtureUids() {
  return pageDocuments
    .find((document) => document.published?.slug === 'home')
    ?.published?.blocks.map((block) => block.__component)
}

const { strapi, ghost } = serverEnv().services
const server = setupServer(
  ...strapiHandlers(strapi.url, strapi.key ?? ''),
  ...ghostHandlers(ghost.url, ghost.key ?? ''),
  ...cdnHandlers(MOCK_CDN_PURGE_URL),
)
const hits: string[] = []
server.events.on('request:start', ({ request }) => {
  hits.push(new URL(request.url).host)
})

beforeAll(() => server.listen({ onUnhandledFrame: 'error' }))
afterAll(() => server.close())
beforeEach(() => {
  resetMockState()
  purgeContentCache()
  hits.length = 0
  vi.spyOn(console, 'error').mockImplementation(() => undefined)
  vi.spyOn(console, 'warn').mockImplementation(() => undefined)
})

describe('loadPage', () => {
  it('reads the home page with its blocks and their data in one parallel round', async () => {
    const page = await loadPage({ collection: 'pages', slug: 'home' })
    expect(page.status).toBe('found')
    if (page.status !== 'found') return
    expect(page.blocks.map((block) => block.uid)).toEqual(homeFixtureUids())
    // The tool buckets come with the layout, not with every page.
    expect(Object.keys(page.data)).not.toContain('buckets')
    const tutorials = page.blocks.find(
      (block) => block.uid === 'blocks.learning-list' && block.block.tag === 'tutorial-post',
    )
    expect(tutorials?.uid === 'blocks.learning-list' && tutorials.block.posts.length).toBeGreaterThan(0)
    expect(page.problems).toEqual([])
    // The page from Strapi, the two prefetched tags from Ghost: all started together.
    expect(hits.filter((host) => host === new URL(strapi.url).host)).toHaveLength(1)
    expect(hits.filter((host) => host === new URL(ghost.url).host)).toHaveLength(2)
  })

  it('hands the browser only summaries of the posts its learning lists show, cut to their limit', async () => {
    const page = await loadPage({ collection: 'pages', slug: 'home' })
    if (page.status !== 'found') throw new Error('home not found')
    const lists = page.blocks.flatMap((block) => (block.uid === 'blocks.learning-list' ? [block.block] : []))
    expect(lists.length).toBeGreaterThan(0)
    expect(Object.keys(page.data)).not.toContain('postsByTag')
    for (const list of lists) {
      expect(list.posts.length).toBeGreaterThan(0)
      expect(list.posts.length).toBeLessThanOrEqual(list.limit ?? LEARNING_LIST_DEFAULT_LIMIT)
      for (const post of list.posts) expect(Object.keys(post)).not.toContain('html')
    }
  })

  it('makes no upstream call for a warm render', async () => {
    await loadPage({ collection: 'pages', slug: 'home' })
    hits.length = 0
    await loadPage({ collection: 'pages', slug: 'home' })
    expect(hits).toEqual([])
  })

  it('never shows staging posts to visitors', async () => {
    const page = await loadPage({ collection: 'pages', slug: 'home' })
    if (page.status !== 'found') throw new Error('home not found')
    const tags = page.blocks
      .flatMap((block) => (block.uid === 'blocks.learning-list' ? block.block.posts : []))
      .flatMap((post) => post.tags.map((tag) => tag.slug))
    expect(tags).not.toContain('staging')
  })

  it('answers not-found for an unknown slug and unavailable for a cold CMS outage', async () => {
    expect((await loadPage({ collection: 'products', slug: 'no-such-product' })).status).toBe('not-found')
    mockControls().strapi = 'down'
    expect((await loadPage({ collection: 'pages', slug: 'pricing' })).status).toBe('unavailable')
  })

  it('keeps serving a warmed page when the CMS goes down', async () => {
    await loadPage({ collection: 'pages', slug: 'pricing' })
    mockControls().strapi = 'down'
    vi.useFakeTimers({ now: Date.now() + 120_000, toFake: ['Date'] })
    const page = await loadPage({ collection: 'pages', slug: 'pricing' })
    vi.useRealTimers()
    expect(page.status).toBe('found')
  })

  it('reads legal pages with a sanitised body', async () => {
    const page = await loadPage({ collection: 'legal-pages', slug: 'privacypolicy' })
    expect(page.status === 'found' && page.body).toMatch(/<h2|<p/)
  })

  it('serves the cached page until the publish webhook purges it', async () => {
    await loadPage({ collection: 'pages', slug: 'pricing' })
    publishPage('pricing', {
      title: 'Pricing, republished',
      seo: { metaTitle: 'New pricing title', metaDescription: 'New' },
    })
    const cached = await loadPage({ collection: 'pages', slug: 'pricing' })
    expect(cached.status === 'found' && cached.seo?.metaTitle).toBe('Pricing | pdfRest')
    const hook = new Request('http://site.test/api/revalidate/', {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-revalidate-secret': serverEnv().revalidateSecret },
      body: JSON.stringify({ event: 'entry.publish', model: 'page', entry: { slug: 'pricing' } }),
    })
    const answer = await revalidate(hook, '192.0.2.40')
    expect(answer.status).toBe(200)
    const fresh = await loadPage({ collection: 'pages', slug: 'pricing' })
    expect(fresh.status === 'found' && fresh.seo?.metaTitle).toBe('New pricing title')
    // The CDN in front is purged by the tags the pricing page carries.
    expect(await answer.json()).toMatchObject({
      cdn: { status: 'purged', tags: ['strapi:pages:pricing', 'strapi:slugs:pages'] },
    })
    expect(cdnPurges().map((purge) => purge.tags)).toEqual([['strapi:pages:pricing', 'strapi:slugs:pages']])
  })

  it('says so (502) when the CDN could not be purged, after purging the site itself', async () => {
    await loadPage({ collection: 'pages', slug: 'pricing' })
    publishPage('pricing', { seo: { metaTitle: 'Purged here', metaDescription: 'New' } })
    mockControls().cdn = 'down'
    const hook = new Request('http://site.test/api/revalidate/', {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-revalidate-secret': serverEnv().revalidateSecret },
      body: JSON.stringify({ event: 'entry.publish', model: 'page', entry: { slug: 'pricing' } }),
    })
    vi.spyOn(console, 'warn').mockImplementation(() => undefined)
    const answer = await revalidate(hook, '192.0.2.40')
    expect(answer.status).toBe(502)
    expect(await answer.json()).toMatchObject({ cdn: { status: 'failed' } })
    const fresh = await loadPage({ collection: 'pages', slug: 'pricing' })
    expect(fresh.status === 'found' && fresh.seo?.metaTitle).toBe('Purged here')
  })
})
