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
import { acceptsHtml, prefersMarkdown } from '#shared/http/accept-markdown.ts'
import { siteOrigin } from './site-origin.server.ts'
import { inRenderSpan, notePageCache } from '../observability/page-cache-observer.server.ts'

/**
 * Full-page cache for anonymous GET pages (docs/product.md#caching): keyed by path, query and content version, fresh
 * for a short while, then served stale while one background request renders it again, and served
 * stale if rendering fails. Anything with a session or preview cookie, or on a personal route, passes by.
 */
export const PAGE_FRESH_MS = 10_000
export const PAGE_STALE_IF_ERROR_MS = 24 * 3600_000
const MAX_ENTRIES = 500
/**
 * The bytes the cached pages may hold, bodies and their brotli copies together (docs/product.md#scale):
 * past it the oldest pages go first, whatever their number.
 */
export const PAGE_CACHE_MAX_BYTES = 48 * 1024 * 1024
/** Pages kept for a query string (a list's page or tag): never more than this share of the cache. */
const MAX_QUERY_ENTRIES = 100

/**
 * The query parameters each cached page reads on the server. Any other parameter (`utm_*`, `gclid`,
 * `?x=1`) renders the same page, so it is left out of the key: it neither bypasses nor evicts it.
 */
export const pageQueryParams: Record<string, readonly string[]> = {
  '/learning/solutions/': ['page', 'tag'],
  '/learning/tutorials/': ['page', 'tag'],
  '/search/': ['q'],
  '/changelog/': ['page'],
}
export const REFRESH_HEADER = 'x-page-cache-refresh'
const refreshToken = randomBytes(16).toString('base64url')
/** A background render still going after this frees its page for the next stale hit to try again. */
export const REFRESH_TIMEOUT_MS = 15_000

/** Renders a request through the whole site, in this process (the server entry's own pipeline). */
export type RenderAgain = (request: Request) => Promise<Response>

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
  /** The page in brotli: quickly before it is first replayed, then at brotli's best in the background. */
  brotli?: BrotliPieces
  brotliQuality?: number
}
const entries = new Map<string, Entry>()
let storedBytes = 0
let boundLoggedAt = 0
/** The pages being rendered again in the background, each with the refresh that holds it. */
const refreshing = new Map<string, symbol>()
const rendering = new Map<string, Promise<void>>()

const bypassCookies = [SESSION_COOKIE, PREVIEW_COOKIE, OAUTH_STATE_COOKIE, AUTH_FLASH_COOKIE]

/** The cache key of a request, or null when the request must never be served from or stored in the cache. */
export function pageCacheKey(request: Request): string | null {
  if (request.method !== 'GET' && request.method !== 'HEAD') return null
  const url = new URL(request.url)
  if (!isPageCachePath(url.pathname) || opensAuthModal(url.searchParams)) return null
  if (carriesCookie(request.headers.get('cookie') ?? '', bypassCookies)) return null
  // The key holds no Accept: a client asking for the Markdown copy of a page, or for no HTML at all
  // (the framework's 406), never gets the HTML.
  const accept = request.headers.get('accept')
  if (prefersMarkdown(accept) || !acceptsHtml(accept)) return null
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

const brotliBytes = (brotli: BrotliPieces | undefined) =>
  brotli?.pieces.reduce((sum, piece) => sum + piece.length, 0) ?? 0
const entryBytes = (entry: Entry) =>
  entry.bodyParts.reduce((sum, part) => sum + part.length, 0) + brotliBytes(entry.brotli)

function forget(key: string) {
  const entry = entries.get(key)
  if (!entry) return
  storedBytes -= entryBytes(entry)
  entries.delete(key)
}

/** Evicts the oldest pages until `incoming` more bytes fit, and says so once a minute when it does. */
function fitBytes(incoming: number) {
  if (storedBytes + incoming <= PAGE_CACHE_MAX_BYTES) return
  if (Date.now() - boundLoggedAt > 60_000) {
    boundLoggedAt = Date.now()
    console.warn(`[page-cache] at its bound of ${PAGE_CACHE_MAX_BYTES} bytes: the oldest pages are evicted`)
  }
  for (const key of entries.keys()) {
    if (storedBytes + incoming <= PAGE_CACHE_MAX_BYTES) return
    forget(key)
  }
}

/** Entries and bytes the page cache holds now (health, metrics). */
export function pageCacheSize(): { entries: number; bytes: number; maxBytes: number } {
  return { entries: entries.size, bytes: storedBytes, maxBytes: PAGE_CACHE_MAX_BYTES }
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
  if (victim !== undefined) forget(victim)
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
  notePageCache(state)
  return cachedPageResponse(replayPage(entry, state, nonce))
}

async function store(key: string, response: Response, nonce: string): Promise<Response> {
  const body = new Uint8Array(await response.arrayBuffer())
  const headers = [...response.headers.entries()].filter(([name]) => name !== 'content-length')
  const bodyParts = splitOn(Buffer.from(body.buffer), nonce)
  const nonceLength = Buffer.byteLength(nonce)
  const previous = entries.get(key)
  // A refresh that rendered the same page (the usual case) keeps its copy: compressing every page
  // again each PAGE_FRESH_MS cost about a second of a core per page, and zlib's memory with it.
  const kept = previous && samePage(previous, bodyParts, nonce) ? previous : undefined
  const copy = await brotliCopy(kept, bodyParts, nonceLength)
  forget(key)
  makeRoom(key)
  const entry: Entry = {
    version: contentVersion(),
    storedAt: Date.now(),
    status: response.status,
    nonce,
    headers,
    bodyParts,
    ...copy,
  }
  fitBytes(entryBytes(entry))
  entries.set(key, entry)
  storedBytes += entryBytes(entry)
  // A page a visitor can multiply (a query's values) keeps the quick copy: unique queries must not
  // turn the cache into a compression queue.
  if (!key.includes('?') && entry.brotliQuality === QUICK_BROTLI_QUALITY)
    improveInBackground(key, entry, nonceLength)
  return freshResponse(body, response)
}

/**
 * The new entry's brotli copy. The first is made before anyone is answered from the entry (a few ms
 * on zlib's pool, not the event loop), so no replay is ever compressed per request: under a cold
 * start's crowd, those per-request encoders filled zlib's pool, and the server's memory, for seconds.
 */
async function brotliCopy(
  kept: Entry | undefined,
  bodyParts: Buffer[],
  nonceLength: number,
): Promise<Pick<Entry, 'brotli' | 'brotliQuality'>> {
  if (kept) return { brotli: kept.brotli, brotliQuality: kept.brotliQuality }
  const brotli = await brotliAroundNonce(bodyParts, nonceLength, QUICK_BROTLI_QUALITY)
  return brotli ? { brotli, brotliQuality: QUICK_BROTLI_QUALITY } : {}
}

/** Replaces the entry's quick brotli copy with brotli's best, off the request path, once. */
function improveInBackground(key: string, entry: Entry, nonceLength: number) {
  void brotliAroundNonce(entry.bodyParts, nonceLength, BEST_BROTLI_QUALITY).then((pieces) => {
    // A page evicted or replaced meanwhile keeps what it has; so does one the best did not shrink.
    if (!pieces || entries.get(key) !== entry) return
    const saved = brotliBytes(entry.brotli) - brotliBytes(pieces)
    entry.brotliQuality = BEST_BROTLI_QUALITY
    if (saved <= 0) return
    entry.brotli = pieces
    storedBytes -= saved
  })
}

/** True when a new rendering holds the same bytes around its nonce as the stored one. */
function samePage(stored: Entry, bodyParts: Buffer[], nonce: string): boolean {
  return (
    Buffer.byteLength(stored.nonce) === Buffer.byteLength(nonce) &&
    stored.bodyParts.length === bodyParts.length &&
    stored.bodyParts.every((part, index) => bodyParts[index]?.equals(part))
  )
}

/** The rendered page, answered to the request that rendered it. */
function freshResponse(body: Uint8Array<ArrayBuffer>, response: Response): Response {
  // Not `new Headers(headers)`: the server's fast Headers may keep that very array and write into it.
  const fresh = new Headers(response.headers)
  fresh.delete('content-length')
  fresh.set('x-page-cache', 'miss')
  return new Response(body, { status: response.status, statusText: response.statusText, headers: fresh })
}

/**
 * The request a background refresh renders: the stale page's own path and query on the configured
 * origin (SITE_URL), with its scheme. Nothing of the visitor's request but that is kept: never its
 * Host header, which any client can set.
 */
export function refreshRequest(request: Request): Request {
  const url = new URL(request.url)
  const again = new URL(`${url.pathname}${readQuery(url)}`, siteOrigin())
  again.protocol = url.protocol
  return new Request(again, { headers: { [REFRESH_HEADER]: refreshToken, accept: 'text/html' } })
}

/**
 * Renders the page again in the background, once per key at a time, in this process: a refresh
 * goes out on no network, so no header of the visitor's can point it at another host. One that
 * takes longer than REFRESH_TIMEOUT_MS frees the key for the next stale hit.
 */
function refreshInBackground(request: Request, key: string, renderAgain: RenderAgain) {
  if (refreshing.has(key)) return
  const mine = Symbol(key)
  refreshing.set(key, mine)
  // A refresh given up on must not free the key of the one that took its place.
  const release = () => {
    if (refreshing.get(key) === mine) refreshing.delete(key)
  }
  const warn = (reason: string) => console.warn(`[page-cache] refresh of ${key} failed:`, reason)
  const timer = setTimeout(() => {
    warn(`no answer within ${REFRESH_TIMEOUT_MS} ms`)
    release()
  }, REFRESH_TIMEOUT_MS)
  timer.unref()
  // After this turn: the stale hit that asked is answered first.
  Promise.resolve()
    .then(async () => (await renderAgain(refreshRequest(request))).arrayBuffer())
    .catch((error: unknown) => warn(errorText(error)))
    .finally(() => {
      clearTimeout(timer)
      release()
    })
}

/**
 * The cached answer to an anonymous page request, or undefined when it has to be rendered: the
 * request pipeline's cache step (request-pipeline.server.ts), cheap enough to run before any render.
 * A stale answer has `renderAgain` render the page anew in the background.
 */
export function cachedPage(
  request: Request,
  nonce: string,
  renderAgain: RenderAgain,
  key = pageCacheKey(request),
): CachedPage | undefined {
  if (key === null) return undefined
  const entry = storedEntry(request, key)
  if (!entry) return undefined
  if (isFresh(entry)) {
    notePageCache('hit')
    return replayPage(entry, 'hit', nonce)
  }
  refreshInBackground(request, key, renderAgain)
  notePageCache('stale')
  return replayPage(entry, 'stale', nonce)
}

/** The entry of the current content version a request may be answered from (a refresh never is). */
function storedEntry(request: Request, key: string): Entry | undefined {
  if (request.headers.get(REFRESH_HEADER) === refreshToken) return undefined
  const entry = entries.get(key)
  return entry?.version === contentVersion() ? entry : undefined
}

const isFresh = (entry: Entry) => Date.now() - entry.storedAt < PAGE_FRESH_MS

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
  return inRenderSpan(() => renderOnce(request, key, nonce, render))
}

async function renderOnce(
  request: Request,
  key: string,
  nonce: string,
  render: () => Promise<Response>,
): Promise<Response> {
  // A render already under way for this page answers everyone who asks meanwhile (no stampede).
  const underway = rendering.get(key)
  if (underway) {
    await underway
    const rendered = storedEntry(request, key)
    if (rendered) return replay(rendered, isFresh(rendered) ? 'hit' : 'stale', nonce)
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
  notePageCache('miss')
  // A HEAD render may have no body to keep: it is answered, never stored.
  return isStorable(response) && method === 'GET' ? store(key, response, nonce) : response
}

export function purgePageCache(): void {
  entries.clear()
  storedBytes = 0
}
