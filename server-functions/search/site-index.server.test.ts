import { beforeEach, describe, expect, it, vi } from 'vitest'
import { mockHandlers } from '#mocks/handlers.ts'
import { publishDocument } from '#mocks/strapi.ts'
import { startMockServerFor } from '#mocks/test-server.ts'
import { purgeContentCache } from '../content/cache.server.ts'
import { serverEnv } from '../env.server.ts'
import { buildSearchIndex, search } from '#domain/search/search-engine.ts'
import { paramDoc } from '#domain/pdf-api/param-docs.ts'
import { labTools } from '#domain/pdf-api/tools.ts'
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
    // Raw JSON, fetched once when the palette opens; most of it is the reference (47 endpoints and
    // their parameters: 60 000 at 18 endpoints, 80 000 at 44; the endpoints pdfRest's clients call).
    // The changelog's page and five entries add 1,841 (89,298 before them).
    expect(JSON.stringify(docs).length).toBeLessThan(92_000)
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

  it('find every endpoint by its path, and every parameter by its name, at its row', async () => {
    const index = buildSearchIndex(await siteSearchDocs())
    for (const tool of labTools) {
      const reference = `/documentation/${tool.id}/`
      // First, or second behind the tool page whose name the path spells (`split-pdf`: Split PDF).
      const top = (query: string) =>
        search(index, query)
          .slice(0, 2)
          .map((hit) => hit.doc.url)
      expect(top(tool.id), tool.id).toContain(reference)
      expect(top(`/${tool.id}`), tool.id).toContain(reference)
      for (const param of tool.params.map(paramDoc)) {
        const row = `${reference}#param-${param.field.replace('[]', '')}`
        // A name several endpoints share (`output`) finds every one of them.
        const hits = search(index, param.field).map((hit) => hit.doc.url)
        expect(hits, `${tool.id} ${param.field}`).toContain(row)
        // With its endpoint, the parameter's own row comes first among the parameters (tied only
        // where the path is a word of other paths too: `pdf output`); a page whose whole title is
        // the query (the hub "PDF Compression" for `pdf compression`) may still lead the list.
        const withEndpoint = search(index, `${tool.id} ${param.field}`).filter((hit) =>
          hit.doc.id.startsWith('param:'),
        )
        const best = withEndpoint.filter((hit) => hit.score === withEndpoint[0]?.score)
        expect(
          best.map((hit) => hit.doc.url),
          `${tool.id} ${param.field}`,
        ).toContain(row)
        expect(best.every((hit) => hit.doc.title === param.field)).toBe(true)
      }
    }
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
