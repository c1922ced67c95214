import { beforeEach, describe, expect, it, vi } from 'vitest'
import { mockHandlers } from '#mocks/handlers.ts'
import { publishDocument } from '#mocks/strapi.ts'
import { startMockServerFor } from '#mocks/test-server.ts'
import { purgeContentCache } from '../content/cache.server.ts'
import { serverEnv } from '../env.server.ts'
import { buildSearchIndex, search } from '#domain/search/search-engine.ts'
import { siteSearchDocs } from './site-index.server.ts'

startMockServerFor(mockHandlers(serverEnv()))
beforeEach(() => {
  purgeContentCache()
  vi.spyOn(console, 'error').mockImplementation(() => undefined)
})

describe('site search documents', () => {
  it('cover tools (bucket, Pro), pages, products and learning posts, with site-relative URLs', async () => {
    const docs = await siteSearchDocs()
    const kinds = new Set(docs.map((doc) => doc.kind))
    expect([...kinds].sort()).toEqual(['endpoint', 'page', 'post', 'product', 'tool', 'tutorial'])
    const compress = docs.find((doc) => doc.url === '/apitools/compress-pdf/')
    expect(compress).toMatchObject({ kind: 'tool', group: 'Optimize' })
    expect(docs.every((doc) => doc.url.startsWith('/') && !doc.url.startsWith('//'))).toBe(true)
    expect(docs.some((doc) => doc.kind === 'tool' && doc.pro)).toBe(true)
    // Raw JSON, fetched once when the palette opens; most of it is the reference (44 endpoints and
    // their parameters, up from 18 when the bound was 60 000).
    expect(JSON.stringify(docs).length).toBeLessThan(80_000)
    expect(search(buildSearchIndex(docs), 'compres')[0]?.doc.url).toBe('/apitools/compress-pdf/')
  })

  it('find the reference: endpoints by path and parameters by name', async () => {
    const index = buildSearchIndex(await siteSearchDocs())
    expect(search(index, 'compressed-pdf')[0]?.doc.url).toBe('/documentation/compressed-pdf/')
    expect(search(index, 'compression_level')[0]?.doc.url).toBe(
      '/documentation/compressed-pdf/#param-compression_level',
    )
    expect(search(index, 'support')[0]?.doc.url).toBe('/support/')
  })

  it('follows a published change once the content cache is purged (the revalidate webhook does)', async () => {
    await siteSearchDocs()
    publishDocument('products', 'cloud-api', { title: 'Cloud API Everywhere' })
    purgeContentCache('search:')
    purgeContentCache('strapi:')
    const docs = await siteSearchDocs()
    expect(docs.find((doc) => doc.url === '/products/cloud-api/')?.title).toBe('Cloud API Everywhere')
  })
})
