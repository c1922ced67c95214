import { beforeAll, describe, expect, it, vi } from 'vitest'
import { mockHandlers } from '#mocks/handlers.ts'
import { apiToolBuckets } from '#mocks/fixtures/tools.ts'
import { startMockServerFor } from '#mocks/test-server.ts'
import { purgeContentCache } from '../content/cache.server.ts'
import { serverEnv } from '../env.server.ts'
import { relevanceSet } from './relevance-set.server.ts'
import { searchSite } from './site-search.server.ts'

startMockServerFor(mockHandlers(serverEnv()))
beforeAll(() => {
  purgeContentCache()
  vi.spyOn(console, 'error').mockImplementation(() => undefined)
})

const everyToolByName = apiToolBuckets.flatMap((bucket) =>
  bucket.api_tools.map((tool) => ({ query: tool.name, first: `/apitools/${tool.slug}/` })),
)

describe('search relevance (docs/decisions/072)', () => {
  it('puts the expected page first for every query developers type', async () => {
    const set = [...relevanceSet, ...everyToolByName]
    expect(set.length).toBeGreaterThanOrEqual(40)
    const misses: string[] = []
    for (const { query, first } of set) {
      const top = (await searchSite(query, 3)).map((hit) => hit.doc.url)
      if (top[0] !== first) misses.push(`"${query}": wanted ${first}, got ${top.join(', ') || 'nothing'}`)
    }
    console.info(`relevance: ${set.length - misses.length} of ${set.length} first`)
    expect(misses).toEqual([])
  })
})
