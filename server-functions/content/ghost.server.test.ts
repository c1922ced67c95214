import { beforeEach, describe, expect, it, vi } from 'vitest'
import { addPost, ghostState } from '#mocks/ghost.ts'
import { ghostHandlers } from '#mocks/ghost-blog.ts'
import { startMockServerFor } from '#mocks/test-server.ts'
import { serverEnv } from '../env.server.ts'
import { purgeContentCache } from './cache.server.ts'
import { browseEveryPost, byTitle, postCards, postIndex, withStagingRule } from './ghost.server.ts'

const { ghost } = serverEnv().services
startMockServerFor(ghostHandlers(ghost.url, ghost.key ?? ''))
beforeEach(() => {
  purgeContentCache()
})

describe('withStagingRule', () => {
  it('hides staging posts outside development and shows them in development', () => {
    expect(withStagingRule('tag:tutorial-post', 'production')).toBe('tag:tutorial-post+tag:-staging')
    expect(withStagingRule('', 'test')).toBe('tag:-staging')
    expect(withStagingRule('tag:tutorial-post', 'development')).toBe('tag:tutorial-post')
  })
})

describe('browseEveryPost', () => {
  it('reads every page, 100 posts at a time, with no cap on the library', async () => {
    const [template] = ghostState().posts
    if (!template) throw new Error('no seeded post')
    for (let index = 0; index < 230; index += 1) {
      addPost({ ...template, id: `bulk${index}`, slug: `bulk-post-${index}`, title: `Bulk ${index}` })
    }
    const live = ghostState().posts.filter((post) => !post.tags.some((tag) => tag.slug === 'staging'))
    const posts = await browseEveryPost({ fields: ['id', 'slug', 'title'], include: [] })
    expect(posts).toHaveLength(live.length)
    expect(new Set(posts.map((post) => post.slug)).size).toBe(live.length)
    // Only the fields asked for: no bodies.
    expect(posts.every((post) => post.html === '' && post.tags.length === 0)).toBe(true)
  })
})

describe('postIndex and postCards', () => {
  it("hold every matching post's slug and title in the site's title order, and read cards without authors, with the body reading_time needs", async () => {
    const [template] = ghostState().posts
    if (!template) throw new Error('no seeded post')
    addPost({ ...template, id: 'lower1', slug: 'lower-case-first', title: 'aardvark tutorial' })
    const index = await postIndex('tag:tutorial-post')
    const titles = index.map((entry) => entry.title)
    expect(titles).toEqual(titles.toSorted((a, b) => byTitle({ title: a }, { title: b })))
    const wanted = index
      .slice(0, 3)
      .map((entry) => entry.slug)
      .reverse()
    const cards = await postCards(wanted)
    expect(cards.map((card) => card.slug)).toEqual(wanted)
    // The body is read (the real Ghost computes reading_time from it) but a card keeps only its form.
    for (const card of cards) {
      expect(card.reading_time).toBeGreaterThanOrEqual(1)
      expect(card.excerpt).not.toBe('')
      expect(Object.keys(card)).not.toContain('html')
    }
  })
})

describe('published posts no page shows', () => {
  it('are logged once per version when the site reads them, the others never', async () => {
    const [template] = ghostState().posts
    if (!template) throw new Error('no seeded post')
    // What Ghost's tag box makes of a typed slug: a new tag beside the kind tag.
    addPost({
      ...template,
      id: 'lookalike1',
      slug: 'typed-the-slug',
      tags: [{ id: 'lookalike-tag', name: 'tutorial-post', slug: 'tutorial-post-2' }],
    })
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined)
    try {
      await browseEveryPost({ include: ['tags'] })
      purgeContentCache()
      await browseEveryPost({ include: ['tags'] })
      const warnings = warn.mock.calls.map((call) => String(call[0]))
      expect(warnings).toEqual([
        '[ghost] published post "typed-the-slug" has none of the tags Tutorial, Solutions, Content Hub, Changelog, so no page of the site shows it (its tags: tutorial-post)',
      ])
    } finally {
      warn.mockRestore()
    }
  })
})

describe('byTitle', () => {
  it('orders titles as readers do, whatever the case (SQLite would put "Java" before "cURL")', () => {
    const titles = [
      'Compress PDF Files with Java',
      'Compress PDF Files with cURL',
      'OCR Scanned PDFs',
      'OCR and Text',
    ]
    expect(
      titles
        .map((title) => ({ title }))
        .toSorted(byTitle)
        .map((item) => item.title),
    ).toEqual([
      'Compress PDF Files with cURL',
      'Compress PDF Files with Java',
      'OCR and Text',
      'OCR Scanned PDFs',
    ])
  })
})
