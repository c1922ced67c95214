import MiniSearch from 'minisearch'
import { contentVersion } from '../content/cache.server.ts'
import {
  buildSearchIndex,
  search,
  type SearchDoc,
  type SearchHit,
  type SearchIndex,
  searchWords,
} from '#domain/search/search-engine.ts'
import { siteSearchDocs } from './site-index.server.ts'

/**
 * Site search on the server (docs/decisions/064): MiniSearch's inverted index finds the few hundred
 * documents that share a word (or a prefix, or a near miss) with the query, then the site's own
 * ranking (domain/search/search-engine.ts: exact name > prefix > typo > synonym > blurb, tools
 * first) orders them. The browser receives only the hits, so its transfer does not grow with the library.
 */

/** Documents the site's ranking reads per query: enough that the true best are among them. */
export const SEARCH_CANDIDATES = 300
/** The most hits a query answers (the palette's list, the results page). */
export const SEARCH_MAX_HITS = 50
/** A query past this many characters is cut: no one types more, and it bounds the work. */
export const SEARCH_MAX_QUERY = 200
/** The index is rebuilt at most this often while the content version stands. */
const INDEX_FRESH_MS = 60_000

/** Documents indexed between two yields to the event loop while an index builds. */
const BUILD_CHUNK = 200
/** Answers kept per index (popular queries repeat): a few KB each. */
const ANSWERS_KEPT = 500

type Built = {
  version: number
  builtAt: number
  /** Each document's place in `ranking`. */
  byId: Map<string, number>
  mini: MiniSearch<SearchDoc>
  /** The site ranking's tokens of every document, made once per index, not per query (decision 088). */
  ranking: SearchIndex
  answers: Map<string, SearchHit[]>
}

let built: Built | undefined
let building: Promise<Built> | undefined

/**
 * One edit more than the site's ranking allows (Levenshtein counts a swap of two letters, "redcat",
 * as two edits where the ranking counts one): the ranking then keeps only the true near misses.
 */
const typoBudget = (term: string) => (term.length >= 7 ? 3 : term.length >= 4 ? 2 : false)

async function buildIndex(): Promise<Built> {
  const docs = await siteSearchDocs()
  const mini = new MiniSearch<SearchDoc>({
    fields: ['title', 'keywords', 'synonyms', 'group', 'description'],
    extractField: (doc, field) => {
      if (field === 'keywords') return (doc.keywords ?? []).join(' ')
      if (field === 'synonyms') return (doc.synonyms ?? []).join(' ')
      if (field === 'title' || field === 'group' || field === 'description' || field === 'id')
        return doc[field]
      return undefined
    },
    tokenize: searchWords,
    processTerm: (term) => term,
  })
  // In chunks, yielding between them: at 100x a build is seconds of CPU, and the requests that
  // arrive meanwhile (the stale index answers them) must not wait for all of it (decision 088).
  await mini.addAllAsync(docs, { chunkSize: BUILD_CHUNK })
  const byId = new Map(docs.map((doc, at) => [doc.id, at]))
  const ranking: SearchIndex = { docs, tokens: [] }
  for (let at = 0; at < docs.length; at += BUILD_CHUNK) {
    ranking.tokens.push(...buildSearchIndex(docs.slice(at, at + BUILD_CHUNK)).tokens)
    await new Promise((resolve) => setImmediate(resolve))
  }
  return { version: contentVersion(), builtAt: Date.now(), byId, mini, ranking, answers: new Map() }
}

/** The index of the current content, built once per content version (and refreshed each minute). */
async function currentIndex(): Promise<Built> {
  const fresh = built && built.version === contentVersion() && Date.now() - built.builtAt < INDEX_FRESH_MS
  if (built && fresh) return built
  building ??= buildIndex()
    .then((next) => {
      built = next
      return next
    })
    .finally(() => {
      building = undefined
    })
  // A stale index answers while the next one builds; only the first query waits.
  return built ?? building
}

/** The documents the site's search finds for a query, best first. */
export async function searchSite(query: string, limit = SEARCH_MAX_HITS): Promise<SearchHit[]> {
  const text = query.slice(0, SEARCH_MAX_QUERY)
  if (searchWords(text).length === 0) return []
  const { byId, mini, ranking, answers } = await currentIndex()
  const key = `${limit}:${text}`
  const known = answers.get(key)
  if (known) return known
  const candidates = mini
    .search(text, {
      combineWith: 'OR',
      prefix: (_term, at, terms) => at === terms.length - 1,
      fuzzy: (term) => typoBudget(term),
      boost: { title: 3, synonyms: 2, keywords: 2 },
    })
    .slice(0, SEARCH_CANDIDATES)
  const chosen: SearchIndex = { docs: [], tokens: [] }
  for (const result of candidates) {
    const at = byId.get(String(result.id))
    const doc = at === undefined ? undefined : ranking.docs[at]
    const tokens = at === undefined ? undefined : ranking.tokens[at]
    if (doc && tokens) {
      chosen.docs.push(doc)
      chosen.tokens.push(tokens)
    }
  }
  const hits = search(chosen, text, Math.min(limit, SEARCH_MAX_HITS))
  if (answers.size >= ANSWERS_KEPT) answers.delete(answers.keys().next().value ?? '')
  answers.set(key, hits)
  return hits
}

/** The size of the server's search index, for health. */
export function searchIndexSize(): { documents: number; terms: number } {
  return { documents: built?.byId.size ?? 0, terms: built?.mini.termCount ?? 0 }
}
