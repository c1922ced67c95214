/**
 * Site search (docs/product.md#search): a small, dependency-free ranking engine that runs in the browser over the
 * documents the server ships on first use. Exact name beats prefix beats typo beats keyword beats blurb.
 */
export const searchKinds = ['tool', 'endpoint', 'page', 'product', 'post', 'tutorial'] as const
export type SearchKind = (typeof searchKinds)[number]

export type SearchDoc = {
  id: string
  kind: SearchKind
  title: string
  url: string
  description?: string
  /** The bucket of a tool, the language of a tutorial. */
  group?: string
  pro?: boolean
  keywords?: string[]
  /** What people type for this document in other words ("shrink", "word to pdf"); typed whole, it leads. */
  synonyms?: string[]
}

type Token = { text: string; start: number; end: number }
type DocTokens = {
  title: Token[]
  extra: string[]
  description: string[]
  normalizedTitle: string
  /** Each synonym's words joined: a synonym typed whole ("word to pdf") names its document. */
  phrases: string[]
}

export type SearchIndex = { docs: SearchDoc[]; tokens: DocTokens[] }
export type SearchHit = { doc: SearchDoc; score: number; titleMatches: [number, number][] }

const foldChar = (char: string) => char.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase()

/** Tokens of a text with their positions in the original text (accents folded, case ignored). */
function tokensOf(text: string): Token[] {
  let folded = ''
  const origin: number[] = []
  Array.from(text).reduce((offset, char) => {
    for (const piece of foldChar(char)) {
      folded += piece
      origin.push(offset)
    }
    return offset + char.length
  }, 0)
  origin.push(text.length)
  return [...folded.matchAll(/[\p{L}\p{N}]+/gu)].map((match) => {
    const start = origin[match.index] ?? 0
    const last = origin[match.index + match[0].length - 1] ?? start
    return { text: match[0], start, end: last + 1 }
  })
}

/** The words search matches on: letters and digits, accents folded, lower case. */
export const searchWords = (text: string) => tokensOf(text).map((token) => token.text)
const words = searchWords

export function buildSearchIndex(docs: SearchDoc[]): SearchIndex {
  return {
    docs,
    tokens: docs.map((doc) => ({
      title: tokensOf(doc.title),
      extra: [...(doc.keywords ?? []), ...(doc.synonyms ?? []), doc.group ?? ''].flatMap(words),
      description: words(doc.description ?? ''),
      normalizedTitle: words(doc.title).join(' '),
      phrases: (doc.synonyms ?? []).map((synonym) => words(synonym).join(' ')),
    })),
  }
}

/** Optimal-string-alignment distance (a transposition counts as one edit), cut off above `max`. */
export function editDistance(a: string, b: string, max: number): number {
  if (Math.abs(a.length - b.length) > max) return max + 1
  let before = new Array<number>(b.length + 1).fill(0)
  let previous = Array.from({ length: b.length + 1 }, (_, j) => j)
  for (let i = 1; i <= a.length; i++) {
    const current = new Array<number>(b.length + 1).fill(0)
    current[0] = i
    let best = i
    for (let j = 1; j <= b.length; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1
      let value = Math.min((previous[j] ?? 0) + 1, (current[j - 1] ?? 0) + 1, (previous[j - 1] ?? 0) + cost)
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1])
        value = Math.min(value, (before[j - 2] ?? 0) + 1)
      current[j] = value
      best = Math.min(best, value)
    }
    if (best > max) return max + 1
    before = previous
    previous = current
  }
  return previous[b.length] ?? max + 1
}

/** Distances repeat across documents (the same words everywhere): remember them for one query. */
function memoDistance(cache: Map<string, number>, a: string, b: string, max: number): number {
  const key = `${a}\u0000${b}`
  const known = cache.get(key)
  if (known !== undefined) return known
  const distance = editDistance(a, b, max)
  cache.set(key, distance)
  return distance
}

const typoBudget = (word: string) => (word.length >= 7 ? 2 : word.length >= 4 ? 1 : 0)

type WordMatch = { score: number; range?: [number, number]; titleToken?: number }

/** The best way one query word matches a list of tokens: exact, prefix (last word only), typo. */
function matchWord(
  cache: Map<string, number>,
  word: string,
  tokens: string[],
  isLast: boolean,
  weights: [number, number, number],
): number {
  let best = 0
  const budget = typoBudget(word)
  for (const token of tokens) {
    if (token === word) return weights[0]
    if (isLast && token.startsWith(word))
      best = Math.max(best, weights[1] + (10 * word.length) / token.length)
    else if (budget > 0) {
      const distance = Math.min(
        memoDistance(cache, word, token, budget),
        isLast && token.length > word.length
          ? memoDistance(cache, word, token.slice(0, word.length), budget) + 0.5
          : budget + 1,
      )
      if (distance <= budget) best = Math.max(best, weights[2] - 10 * distance)
    }
  }
  return best
}

function matchTitle(cache: Map<string, number>, word: string, tokens: Token[], isLast: boolean): WordMatch {
  let best: WordMatch = { score: 0 }
  const budget = typoBudget(word)
  tokens.forEach((token, at) => {
    let score = 0
    let range: [number, number] = [token.start, token.end]
    if (token.text === word) score = 100
    else if (isLast && token.text.startsWith(word)) {
      score = 80 + (10 * word.length) / token.text.length
      range = [token.start, Math.min(token.end, token.start + word.length)]
    } else if (budget > 0) {
      const whole = memoDistance(cache, word, token.text, budget)
      const prefix =
        isLast && token.text.length > word.length
          ? memoDistance(cache, word, token.text.slice(0, word.length), budget)
          : budget + 1
      if (whole <= budget) score = 60 - 10 * whole
      else if (prefix <= budget) {
        score = 55 - 10 * prefix
        range = [token.start, Math.min(token.end, token.start + word.length)]
      }
    }
    if (score > best.score) best = { score, range, titleToken: at }
  })
  return best
}

// Developers mostly look for a tool: tools lead when the match is otherwise as good.
const kindWeight: Record<SearchKind, number> = {
  tool: 45,
  endpoint: 35,
  page: 30,
  product: 20,
  tutorial: 10,
  post: 0,
}

function mergeRanges(ranges: [number, number][]): [number, number][] {
  const sorted = [...ranges].sort((a, b) => a[0] - b[0])
  const merged: [number, number][] = []
  for (const range of sorted) {
    const last = merged.at(-1)
    if (last && range[0] <= last[1]) last[1] = Math.max(last[1], range[1])
    else merged.push([range[0], range[1]])
  }
  return merged
}

/** Ranked hits: every query word must match the title, keywords, group or description. */
export function search(index: SearchIndex, query: string, limit = 50): SearchHit[] {
  const queryWords = words(query)
  if (queryWords.length === 0) return []
  const phrase = queryWords.join(' ')
  const cache = new Map<string, number>()
  const hits: SearchHit[] = []
  index.docs.forEach((doc, at) => {
    const tokens = index.tokens[at]
    if (!tokens) return
    let score = 0
    const ranges: [number, number][] = []
    const titlePositions: number[] = []
    for (const [position, word] of queryWords.entries()) {
      const isLast = position === queryWords.length - 1
      const title = matchTitle(cache, word, tokens.title, isLast)
      // Keywords are curated aliases of the name: nearly as strong as the title.
      const extra = matchWord(cache, word, tokens.extra, isLast, [100, 80, 55])
      const description = matchWord(cache, word, tokens.description, isLast, [20, 15, 10])
      const best = Math.max(title.score, extra, description)
      if (best === 0) return
      score += best
      if (title.score > 0 && title.range && title.titleToken !== undefined) {
        ranges.push(title.range)
        titlePositions.push(title.titleToken)
      }
    }
    // A synonym typed whole names its document as its title does ("password" is Encrypt PDF).
    if (tokens.normalizedTitle === phrase || tokens.phrases.includes(phrase)) score += 1000
    else if (tokens.normalizedTitle.startsWith(phrase)) score += 30
    if (
      queryWords.length > 1 &&
      titlePositions.length === queryWords.length &&
      titlePositions.every((position, i) => i === 0 || position === (titlePositions[i - 1] ?? -2) + 1)
    ) {
      score += 150
    }
    score += kindWeight[doc.kind] + Math.max(0, 20 - doc.title.length) * 0.1
    hits.push({ doc, score, titleMatches: mergeRanges(ranges) })
  })
  return hits.sort((a, b) => b.score - a.score || a.doc.title.localeCompare(b.doc.title)).slice(0, limit)
}

const groupOrder: { kind: SearchKind; label: string }[] = [
  { kind: 'tool', label: 'API Tools' },
  { kind: 'endpoint', label: 'API Reference' },
  { kind: 'page', label: 'Pages' },
  { kind: 'product', label: 'Products' },
  { kind: 'post', label: 'Learning' },
  { kind: 'tutorial', label: 'Tutorials' },
]

export function groupHits(hits: SearchHit[]): { kind: SearchKind; label: string; hits: SearchHit[] }[] {
  return groupOrder
    .map((group) => ({ ...group, hits: hits.filter((hit) => hit.doc.kind === group.kind) }))
    .filter((group) => group.hits.length > 0)
}

/** The title cut into plain and matched parts, for `<mark>`. */
export function highlightParts(
  title: string,
  ranges: [number, number][],
): { text: string; match: boolean }[] {
  const parts: { text: string; match: boolean }[] = []
  let at = 0
  for (const [start, end] of mergeRanges(ranges)) {
    if (start > at) parts.push({ text: title.slice(at, start), match: false })
    if (end > start) parts.push({ text: title.slice(start, end), match: true })
    at = Math.max(at, end)
  }
  if (at < title.length) parts.push({ text: title.slice(at), match: false })
  return parts
}
