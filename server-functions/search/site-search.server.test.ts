import { describe, expect, it, vi } from 'vitest'
import { mockHandlers } from '#mocks/handlers.ts'
import { startMockServerFor } from '#mocks/test-server.ts'
import { serverEnv } from '../env.server.ts'
import { searchIndexSize, searchSite } from './site-search.server.ts'

const tokenised = vi.hoisted(() => ({ documents: 0 }))
vi.mock('#domain/search/search-engine.ts', async (importOriginal) => {
  const engine = await importOriginal<typeof import('#domain/search/search-engine.ts')>()
  return {
    ...engine,
    buildSearchIndex: (...args: Parameters<typeof engine.buildSearchIndex>) => {
      tokenised.documents += args[0].length
      return engine.buildSearchIndex(...args)
    },
  }
})

startMockServerFor(mockHandlers(serverEnv()))

describe('site search on the server', () => {
  it("tokenises documents for the site's ranking once per index, not per query (decision 088)", async () => {
    const first = await searchSite('compress')
    const queries = ['convert', 'redact', 'compress pdf', 'ocr', 'compress']
    for (const query of queries) expect((await searchSite(query)).length).toBeGreaterThan(0)
    expect(tokenised.documents).toBe(searchIndexSize().documents)
    // A repeated query answers what it answered before.
    expect(await searchSite('compress')).toEqual(first)
    expect(first[0]?.doc.url).toBe('/apitools/compress-pdf/')
  })
})
