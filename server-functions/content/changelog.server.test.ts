import { createHmac } from 'node:crypto'
import { beforeEach, describe, expect, it, vi } from 'vitest'
import { cdnHandlers } from '#mocks/cdn.ts'
import { mockControls } from '#mocks/controls.ts'
import { addPost } from '#mocks/ghost.ts'
import { ghostHandlers } from '#mocks/ghost-blog.ts'
import { changelogEntries } from '#mocks/fixtures/changelog.ts'
import { changelogTypeTag } from '#mocks/fixtures/ghost-taxonomy.ts'
import { startMockServerFor } from '#mocks/test-server.ts'
import { MOCK_CDN_PURGE_URL, serverEnv } from '../env.server.ts'
import { sitemapFiles } from '../seo/sitemap.server.ts'
import { collectSearchDocs } from '../search/site-index.server.ts'
import { purgeContentCache } from './cache.server.ts'
import {
  CHANGELOG_FEED_ENTRIES,
  CHANGELOG_PAGE_SIZE,
  changelogEntry,
  changelogFeed,
  changelogPage,
  bodyInList,
} from './changelog.server.ts'
import { findPostPath, listPosts } from './learning.server.ts'
import { revalidate } from './revalidate.server.ts'

const { ghost } = serverEnv().services
startMockServerFor([...ghostHandlers(ghost.url, ghost.key ?? ''), ...cdnHandlers(MOCK_CDN_PURGE_URL)])
beforeEach(() => {
  purgeContentCache()
  vi.spyOn(console, 'error').mockImplementation(() => undefined)
})

const author = { id: '1', name: 'Priya Raman', slug: 'priya-raman' }
const publish = (slug: string, publishedAt: string, html = '<p>A change.</p>') =>
  addPost({
    id: slug.padEnd(24, '0').slice(0, 24),
    uuid: `00000000-0000-4000-8000-${String(slug.length).padStart(12, '0')}`,
    title: `Change ${slug}`,
    slug,
    html,
    published_at: publishedAt,
    updated_at: publishedAt,
    tags: [changelogTypeTag],
    authors: [author],
  })

describe('the changelog', () => {
  it('lists the Changelog posts newest first, each body sanitised as every blog body is', async () => {
    publish('with-a-script', '2026-11-28T10:00:00.000Z', '<p onclick="x()">Hi<script>alert(1)</script></p>')
    const page = await changelogPage(1)
    if (page.status !== 'found') throw new Error('changelog not found')
    expect(page.entries.map((entry) => entry.slug)).toEqual([
      'with-a-script',
      ...changelogEntries.map((entry) => entry.slug),
    ])
    const [first] = page.entries
    expect(first?.html).toBe('<p>Hi</p>')
    expect(page.pagination.limit).toBe(CHANGELOG_PAGE_SIZE)
    // Under each entry's h2 title, its own headings are one level down; on its page, as written.
    const postscript = page.entries.find((entry) => entry.slug === 'pdf-to-postscript')
    expect(postscript?.html).toContain('<h3 id="user-content-pdf-to-postscript-parameters">Parameters</h3>')
    const own = await changelogEntry('pdf-to-postscript')
    expect(own.status === 'found' && own.entry.html).toContain(
      '<h2 id="user-content-parameters">Parameters</h2>',
    )
  })

  it("moves an entry's headings one level down in the list and gives its ids the entry's slug", () => {
    expect(
      bodyInList(
        '<h2 id="user-content-a">A</h2><h3>B</h3><header>h</header><h5>E</h5><a href="#user-content-a">up</a>',
        'ocr',
      ),
    ).toBe(
      '<h3 id="user-content-ocr-a">A</h3><h4>B</h4><header>h</header><h6>E</h6><a href="#user-content-ocr-a">up</a>',
    )
  })

  it('is never a learning post: no tutorial or solution list shows an entry, and its address leads to it', async () => {
    const slugs = new Set(changelogEntries.map((entry) => entry.slug))
    for (const kind of ['tutorial', 'solution'] as const) {
      const list = await listPosts(kind, 1)
      if (list.status !== 'found') throw new Error(`${kind} list not found`)
      expect(list.posts.filter((post) => slugs.has(post.slug))).toEqual([])
    }
    expect(await findPostPath('pdf-to-postscript')).toEqual({
      status: 'found',
      address: { kind: 'changelog', slug: 'pdf-to-postscript' },
    })
    expect((await changelogEntry('pdf-to-postscript')).status).toBe('found')
    // A tutorial is not a changelog entry.
    expect((await changelogEntry('how-to-redact-pdfs-with-python')).status).toBe('not-found')
  })

  it('is in the sitemap and in search, the page and every entry', async () => {
    const addresses = (await sitemapFiles()).flatMap((file) => file.entries.map((entry) => entry.path))
    expect(addresses).toContain('/changelog/')
    for (const entry of changelogEntries) expect(addresses).toContain(`/changelog/${entry.slug}/`)
    const docs = await collectSearchDocs()
    expect(docs.find((doc) => doc.url === '/changelog/pdf-to-postscript/')).toMatchObject({
      kind: 'post',
      title: 'New endpoint: PDF to PostScript',
    })
    expect(docs.some((doc) => doc.url === '/changelog/')).toBe(true)
  })

  it(`feeds at most ${CHANGELOG_FEED_ENTRIES} entries, the newest, at the configured site address`, async () => {
    for (let day = 1; day <= CHANGELOG_FEED_ENTRIES; day += 1) {
      publish(`bulk-${day}`, `2026-12-${String(day).padStart(2, '0')}T10:00:00.000Z`)
    }
    const feed = await changelogFeed()
    expect(feed?.match(/<entry>/g)).toHaveLength(CHANGELOG_FEED_ENTRIES)
    expect(feed).toContain(`<id>${serverEnv().siteUrl}/changelog/</id>`)
    expect(feed).toContain(`${serverEnv().siteUrl}/changelog/bulk-20/`)
    expect(feed).not.toContain('pdf-to-postscript')
    expect(feed).toContain('<updated>2026-12-20T10:00:00.000Z</updated>')
  })

  it('answers nothing rather than a broken feed when Ghost fails', async () => {
    mockControls().ghost = 'down'
    expect(await changelogFeed()).toBeUndefined()
    expect((await changelogPage(1)).status).toBe('unavailable')
  })
})

describe("Ghost's webhook", () => {
  const signature = (body: string) => {
    const timestamp = Date.now()
    const digest = createHmac('sha256', serverEnv().revalidateSecret)
      .update(`${body}${timestamp}`)
      .digest('hex')
    return `sha256=${digest}, t=${timestamp}`
  }

  it('purges the cached changelog and its feed when an entry is published, and warns of nothing', async () => {
    const before = await changelogFeed()
    const post = publish('new-entry', '2026-11-29T07:00:00.000Z')
    // Cached: without the webhook, the new entry waits for the cache to go stale.
    expect(await changelogFeed()).toBe(before)
    const body = JSON.stringify({
      post: { current: { ...post, status: 'published', tags: [changelogTypeTag] }, previous: {} },
    })
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined)
    const response = await revalidate(
      new Request('http://site.test/api/revalidate/', {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-ghost-signature': signature(body) },
        body,
      }),
      '192.0.2.47',
    )
    expect(response.status).toBe(200)
    expect(warn).not.toHaveBeenCalled()
    expect(await changelogFeed()).toContain('/changelog/new-entry/')
    const page = await changelogPage(1)
    expect(page.status === 'found' && page.entries[0]?.slug).toBe('new-entry')
  })
})
