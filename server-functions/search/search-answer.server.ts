import type { SearchHit } from '#domain/search/search-engine.ts'
import { searchSite } from './site-search.server.ts'

/**
 * The hits as the palette and the results page show them: title, address, kind, group and Pro, never
 * the keywords, synonyms or blurb the ranking read, so an answer stays a few KB.
 */
export async function searchAnswer(query: string): Promise<SearchHit[]> {
  const hits = await searchSite(query)
  return hits.map(({ doc, score, titleMatches }) => ({
    doc: { id: doc.id, kind: doc.kind, title: doc.title, url: doc.url, group: doc.group, pro: doc.pro },
    score,
    titleMatches,
  }))
}
