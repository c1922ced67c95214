import { randomBytes } from 'node:crypto'
import { contentVersion } from '../content/cache.server.ts'
import {
  BEST_BROTLI_QUALITY,
  type BrotliPieces,
  brotliAroundNonce,
  QUICK_BROTLI_QUALITY,
  withNonce,
} from './brotli-around-nonce.server.ts'
import { errorText } from '#shared/http/error-text.ts'
import {
  AUTH_FLASH_COOKIE,
  carriesCookie,
  OAUTH_STATE_COOKIE,
  PREVIEW_COOKIE,
  SESSION_COOKIE,
} from '#shared/http/cookie-names.ts'
import { isPageCachePath, opensAuthModal } from '#shared/http/personal-paths.ts'
import { prefersMarkdown } from '#shared/http/accept-markdown.ts'

/**
 * Full-page cache for anonymous GET pages (docs/product.md#caching): keyed by path, query and content version, fresh
 * for a short while, then served stale while one background request renders it again, and served
 * stale if rendering fails. Anything with a session or preview cookie, or on a personal route, passes by.
 */
export const PAGE_FRESH_MS = 10_000
export const PAGE_STALE_IF_ERROR_MS = 24 * 3600_000
const MAX_ENTRIES = 500
/** Pages kept for a query string (a list's page or tag): never more than this share of the cache. */
const MAX_QUERY_ENTRIES = 100

/**
 * The query parameters each cached page reads on the server. Any other parameter (`utm_*`, `gclid`,
 * `?x=1`) renders the same page, so it is left out of the key: it neither bypasses nor evicts it.
 */
export const pageQueryParams: Record<string, readonly string[]> = {
  '/learning/solutions/': ['page', 'tag'],
  '/learning/tutorials/': ['page'],
}
export const REFRESH_HEADER = 'x-page-cache-refresh'
const refreshToken = randomBytes(16).toString('base64url')

/**
 * A stored page, cut at every occurrence of the nonce its rendering used (script tags, the csp-nonce
 * meta, the CSP header), so each replay carries its own fresh nonce and never a stored one.
 */
type Entry = {
  version: number
  storedAt: number
  status: number
  nonce: string
  headers: [string, string][]
  bodyParts: Buffer[]
  /** The page in brotli, compressed once in the background after it is stored. */
  brotli?: BrotliPieces
}
const entries = new Map<string, Entry>()
const refreshing = new Set<string>()
const rendering = new Map<string, Promise<void>>()

const bypassCookies = [SESSION_COOKIE, PREVIEW_COOKIE, OAUTH_STATE_COOKIE, AUTH_FLASH_COOKIE]

/** The cache key of a request, or null when the request must never be served from or stored in the cache. */
export function pageCacheKey(request: Request): string | null {
  if (request.method !== 'GET' && request.method !== 'HEAD') return null
  const url = new URL(request.url)
  if (!isPageCachePath(url.pathname) || opensAuthModal(url.searchParams)) return null
  if (carriesCookie(request.headers.get('cookie') ?? '', bypassCookies)) return null
  // The key holds no Accept: a client asking for the Markdown copy of a page never gets the HTML.
  if (prefersMarkdown(request.headers.get('accept'))) return null
  // The scheme is part of the key: a page rendered for https carries HSTS, one for http must not.
  return `${url.protocol}${url.pathname}${readQuery(url)}`
}

/** The parameters the page reads, sorted, each once: every other spelling of the query shares a key. */
function readQuery(url: URL): string {
  const read = pageQueryParams[url.pathname] ?? []
  const kept = new URLSearchParams()
  for (const name of [...read].sort()) {
    const value = url.searchParams.get(name)
    if (value !== null) kept.set(name, value)
  }
  const query = kept.toString()
  return query ? `?${query}` : ''
}

/** Evicts the oldest entry, or the oldest with a query string once those hold their whole share. */
function makeRoom(key: string) {
  const queried = [...entries.keys()].filter((stored) => stored.includes('?'))
  const victim =
    key.includes('?') && queried.length >= MAX_QUERY_ENTRIES
      ? queried[0]
      : entries.size >= MAX_ENTRIES
        ? entries.keys().next().value
        : undefined
  if (victim !== undefined) entries.delete(victim)
}

/** Only a complete, public, cookie-free HTML page may be shared between visitors. */
export function isStorable(response: Response): boolean {
  return (
    response.status === 200 &&
    (response.headers.get('content-type') ?? '').startsWith('text/html') &&
    !response.headers.has('set-cookie') &&
    !/private|no-store/.test(response.headers.get('cache-control') ?? '')
  )
}

/** The body's pieces around each occurrence of the token, in order. */
export function splitOn(body: Buffer, token: string): Buffer[] {
  if (!token) return [body]
  const needle = Buffer.from(token)
  const parts: Buffer[] = []
  let start = 0
  for (let at = body.indexOf(needle); at !== -1; at = body.indexOf(needle, start)) {
    parts.push(body.subarray(start, at))
    start = at + needle.length
  }
  parts.push(body.subarray(start))
  return parts
}

/** The stored pieces with the nonce between them: no copy of the page is made. */
function chunksWith(parts: Buffer[], token: string): Uint8Array[] {
  const needle = Buffer.from(token)
  return parts.flatMap((part, index) => (index === 0 ? [part] : [needle, part]))
}

/**
 * A replayed page, plain enough for the HTTP server to write without building a web Response; with
 * its brotli encoding once that is ready.
 */
export type CachedPage = {
  status: number
  headers: [string, string][]
  chunks: Uint8Array[]
  brotliChunks?: Uint8Array[]
}

/** One buffer of the page, for a web Response (the production server streams the chunks instead). */
export function joinedBody(page: CachedPage): Uint8Array<ArrayBuffer> {
  const joined = new Uint8Array(page.chunks.reduce((size, chunk) => size + chunk.length, 0))
  let at = 0
  for (const chunk of page.chunks) {
    joined.set(chunk, at)
    at += chunk.length
  }
  return joined
}

function replayPage(entry: Entry, state: 'hit' | 'stale', nonce: string): CachedPage {
  const headers: [string, string][] = entry.headers.map(([name, value]) => [
    name,
    value.replaceAll(entry.nonce, nonce),
  ])
  headers.push(['x-page-cache', state], ['age', String(Math.floor((Date.now() - entry.storedAt) / 1000))])
  const page: CachedPage = { status: entry.status, headers, chunks: chunksWith(entry.bodyParts, nonce) }
  const nonceBytes = Buffer.from(nonce)
  if (entry.brotli?.nonceLength === nonceBytes.length) page.brotliChunks = withNonce(entry.brotli, nonceBytes)
  return page
}

/** A replayed page as a web Response (the production server streams the chunks instead). */
export function cachedPageResponse(page: CachedPage): Response {
  return new Response(joinedBody(page), { status: page.status, headers: page.headers })
}

function replay(entry: Entry, state: 'hit' | 'stale', nonce: string): Response {
  return cachedPageResponse(replayPage(entry, state, nonce))
}

async function store(key: string, response: Response, nonce: string): Promise<Response> {
  const body = new Uint8Array(await response.arrayBuffer())
  const headers = [...response.headers.entries()].filter(([name]) => name !== 'content-length')
  if (!entries.has(key)) makeRoom(key)
  const entry: Entry = {
    version: contentVersion(),
    storedAt: Date.now(),
    status: response.status,
    nonce,
    headers,
    bodyParts: splitOn(Buffer.from(body.buffer), nonce),
  }
  entries.set(key, entry)
  // Off the request path; until it is ready (or if it fails) replays are compressed as they go.
  const quality = key.includes('?') ? QUICK_BROTLI_QUALITY : BEST_BROTLI_QUALITY
  void brotliAroundNonce(entry.bodyParts, Buffer.byteLength(nonce), quality).then((pieces) => {
    entry.brotli = pieces
  })
  // Not `new Headers(headers)`: the server's fast Headers may keep that very array and write into it.
  const fresh = new Headers(response.headers)
  fresh.delete('content-length')
  fresh.set('x-page-cache', 'miss')
  return new Response(body, { status: response.status, statusText: response.statusText, headers: fresh })
}

/** Renders the page again in the background through the server itself, once per key at a time. */
function refreshInBackground(request: Request, key: string) {
  if (refreshing.has(key)) return
  refreshing.add(key)
  fetch(request.url, { headers: { [REFRESH_HEADER]: refreshToken, accept: 'text/html' } })
    .then((response) => response.arrayBuffer())
    .catch((error: unknown) => console.warn(`[page-cache] refresh of ${key} failed:`, errorText(error)))
    .finally(() => refreshing.delete(key))
}

/**
 * The cached answer to an anonymous page request, or undefined when it has to be rendered: the
 * request pipeline's cache step (request-pipeline.server.ts), cheap enough to run before any render.
 */
export function cachedPage(
  request: Request,
  nonce: string,
  key = pageCacheKey(request),
): CachedPage | undefined {
  if (!key || request.headers.get(REFRESH_HEADER) === refreshToken) return undefined
  const entry = entries.get(key)
  if (!entry || entry.version !== contentVersion()) return undefined
  if (Date.now() - entry.storedAt < PAGE_FRESH_MS) return replayPage(entry, 'hit', nonce)
  refreshInBackground(request, key)
  return replayPage(entry, 'stale', nonce)
}

/**
 * Renders a page the cache step did not answer, and keeps it when it may be shared. `nonce` is this
 * request's CSP nonce: the one `render` uses, and the one every replay gets.
 */
export async function renderToPageCache(
  request: Request,
  nonce: string,
  render: () => Promise<Response>,
): Promise<Response> {
  const key = pageCacheKey(request)
  if (!key) return render()
  // A render already under way for this page answers everyone who asks meanwhile (no stampede).
  const underway = rendering.get(key)
  if (underway) {
    await underway
    const rendered = cachedPage(request, nonce)
    if (rendered) return cachedPageResponse(rendered)
  }
  const done = renderAndStore(key, request.method, nonce, entries.get(key), render)
  const settled = done.then(
    () => undefined,
    () => undefined,
  )
  rendering.set(key, settled)
  try {
    return await done
  } finally {
    if (rendering.get(key) === settled) rendering.delete(key)
  }
}

async function renderAndStore(
  key: string,
  method: string,
  nonce: string,
  entry: Entry | undefined,
  render: () => Promise<Response>,
): Promise<Response> {
  let response: Response
  try {
    response = await render()
  } catch (error) {
    if (entry && Date.now() - entry.storedAt < PAGE_STALE_IF_ERROR_MS) return replay(entry, 'stale', nonce)
    throw error
  }
  if (response.status >= 500 && entry && Date.now() - entry.storedAt < PAGE_STALE_IF_ERROR_MS) {
    return replay(entry, 'stale', nonce)
  }
  // A HEAD render may have no body to keep: it is answered, never stored.
  return isStorable(response) && method === 'GET' ? store(key, response, nonce) : response
}

export function purgePageCache(): void {
  entries.clear()
}
