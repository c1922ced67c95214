import { beforeEach, describe, expect, it, vi } from 'vitest'
import { mockControls } from '#mocks/controls.ts'
import { createDocument, strapiHandlers, updateDraft } from '#mocks/strapi.ts'
import { startMockServerFor } from '#mocks/test-server.ts'
import { serverEnv } from '../env.server.ts'
import { purgeContentCache } from './cache.server.ts'
import {
  emptyGlobalRecord,
  getGlobalRecord,
  getPageDocument,
  listSlugs,
  readRedirectEntries,
} from './strapi.server.ts'

const { strapi } = serverEnv().services
const server = startMockServerFor(strapiHandlers(strapi.url, strapi.key ?? ''))
const asked: URL[] = []
server.events.on('request:start', ({ request }) => {
  asked.push(new URL(request.url))
})

const seoOnly = { populate: { seo: true } }

beforeEach(() => {
  purgeContentCache()
  asked.length = 0
  vi.spyOn(console, 'error').mockImplementation(() => undefined)
  vi.spyOn(console, 'warn').mockImplementation(() => undefined)
})

describe('the Strapi reads', () => {
  it('reads the global record once, then from the content cache', async () => {
    const global = await getGlobalRecord()
    expect(global.nav.length).toBeGreaterThan(0)
    expect(global.api_tool_buckets.length).toBeGreaterThan(0)
    await getGlobalRecord()
    expect(asked.filter((url) => url.pathname.endsWith('/api/pdfrest-global'))).toHaveLength(1)
  })

  it('falls back to the empty global record, with one log line, when Strapi is down', async () => {
    mockControls().strapi = 'down'
    expect(await getGlobalRecord()).toEqual(emptyGlobalRecord)
    expect(console.error).toHaveBeenCalledWith(
      '[strapi] could not load pdfrest-global:',
      expect.stringContaining('pdfrest-global'),
    )
  })

  it('reads a document by slug with the populate its caller gives, null when there is none', async () => {
    const pricing = await getPageDocument({ collection: 'pages', slug: 'pricing' }, seoOnly)
    expect(pricing?.title).toBeTruthy()
    const read = asked.find((url) => url.pathname.endsWith('/api/pages'))
    expect(read?.searchParams.get('populate[seo]')).toBe('true')
    expect(read?.searchParams.get('filters[slug][$eq]')).toBe('pricing')
    expect(await getPageDocument({ collection: 'pages', slug: 'no-such-page' }, seoOnly)).toBeNull()
  })

  it('reads drafts only in preview, past the cache', async () => {
    await getPageDocument({ collection: 'pages', slug: 'pricing' }, seoOnly)
    updateDraft('pages', 'pricing', { title: 'Pricing (draft)' })
    const draft = await getPageDocument(
      { collection: 'pages', slug: 'pricing' },
      { ...seoOnly, preview: true },
    )
    expect(draft?.title).toBe('Pricing (draft)')
    const published = await getPageDocument({ collection: 'pages', slug: 'pricing' }, seoOnly)
    expect(published?.title).not.toBe('Pricing (draft)')
  })

  it('throws a service error naming the read when Strapi answers something else', async () => {
    mockControls().strapi = 'garbage'
    await expect(getPageDocument({ collection: 'pages', slug: 'home' }, seoOnly)).rejects.toThrow(
      /strapi pages\/home/,
    )
  })

  it('lists the published slugs of a collection', async () => {
    const slugs = await listSlugs('pages')
    expect(slugs.map((entry) => entry.slug)).toContain('pricing')
    expect(slugs.every((entry) => entry.slug.length > 0)).toBe(true)
  })

  it('reads every page of the redirects collection', async () => {
    const seeded = (await readRedirectEntries()).length
    for (let n = 0; n < 150; n += 1) createDocument('redirects', { from: `/old-${n}/`, to: '/pricing/' })
    asked.length = 0
    expect(await readRedirectEntries()).toHaveLength(seeded + 150)
    expect(asked.length).toBeGreaterThanOrEqual(2)
  })
})
