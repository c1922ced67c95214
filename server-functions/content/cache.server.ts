/**
 * The one server-side cache for content reads: fresh for `freshMs`, then served stale while one
 * background refresh runs, and served stale when the service fails. A cache is an optimisation:
 * every entry can be rebuilt from the service, so several processes may each hold their own.
 */
import { noteContentRead } from '../http/cache-tags.server.ts'
import { errorText } from '#shared/http/error-text.ts'

type Entry = { value: unknown; storedAt: number; bytes: number; refreshing?: Promise<unknown> }

/**
 * The bytes (as JSON) the content cache may hold (docs/product.md#scale): past it the least recently
 * read entries go first. Every entry can be read again from its service.
 */
export const CONTENT_CACHE_MAX_BYTES = 32 * 1024 * 1024

const entries = new Map<string, Entry>()
let storedBytes = 0
let boundLoggedAt = 0
/** Cold loads in flight: concurrent readers of one missing key share one upstream call. */
const inFlight = new Map<string, Promise<unknown>>()
let version = 1

export type ReadOptions<T> = {
  key: string
  freshMs: number
  load: () => Promise<T>
  /** Validates a cached value on the way out, so the cache never needs a cast. */
  parse: (value: unknown) => T
  bypass?: boolean
}

export async function readThrough<T>({ key, freshMs, load, parse, bypass }: ReadOptions<T>): Promise<T> {
  noteContentRead(key)
  if (bypass) return load()
  const entry = entries.get(key)
  if (!entry) {
    const pending = inFlight.get(key)
    if (pending) return parse(await pending)
    const loading = load().then((value) => store(key, value))
    inFlight.set(key, loading)
    try {
      return await loading
    } finally {
      inFlight.delete(key)
    }
  }
  if (Date.now() - entry.storedAt > freshMs && !entry.refreshing) {
    entry.refreshing = load()
      .then((value) => store(key, value))
      .catch((error: unknown) => {
        console.warn(`[cache] refresh of ${key} failed, serving stale:`, errorText(error))
      })
      .finally(() => {
        entry.refreshing = undefined
      })
  }
  // Read last is evicted last.
  entries.delete(key)
  entries.set(key, entry)
  return parse(entry.value)
}

function forget(key: string) {
  const entry = entries.get(key)
  if (!entry) return
  storedBytes -= entry.bytes
  entries.delete(key)
}

function store<T>(key: string, value: T): T {
  const bytes = JSON.stringify(value)?.length ?? 0
  forget(key)
  if (storedBytes + bytes > CONTENT_CACHE_MAX_BYTES) {
    if (Date.now() - boundLoggedAt > 60_000) {
      boundLoggedAt = Date.now()
      console.warn(
        `[cache] at its bound of ${CONTENT_CACHE_MAX_BYTES} bytes: the least recently read entries are evicted`,
      )
    }
    for (const oldest of entries.keys()) {
      if (storedBytes + bytes <= CONTENT_CACHE_MAX_BYTES) break
      forget(oldest)
    }
  }
  entries.set(key, { value, storedAt: Date.now(), bytes })
  storedBytes += bytes
  return value
}

/** Entries and bytes (as JSON) the content cache holds now (health, metrics). */
export function contentCacheSize(): { entries: number; bytes: number; maxBytes: number } {
  return { entries: entries.size, bytes: storedBytes, maxBytes: CONTENT_CACHE_MAX_BYTES }
}

/** Drops every entry whose key starts with the prefix (all when omitted) and bumps the version. */
export function purgeContentCache(prefix = ''): number {
  let dropped = 0
  for (const key of entries.keys()) {
    if (key.startsWith(prefix)) {
      forget(key)
      dropped += 1
    }
  }
  version += 1
  return dropped
}

/** Changes whenever content is purged; part of any key that caches rendered output. */
export function contentVersion(): number {
  return version
}
