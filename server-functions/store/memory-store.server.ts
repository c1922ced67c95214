import { RateLimiterMemory } from 'rate-limiter-flexible'
import {
  consumeWith,
  refundWith,
  type RateLimit,
  type RateLimitOptions,
  type SharedStore,
} from './shared-store.server.ts'

const MAX_REVOCATIONS = 100_000

/** Revocations held in this process, each with its expiry; shared by both stores (Redis keeps a mirror). */
export function createRevocationMap() {
  const entries = new Map<string, { value: number; expiresAt: number }>()
  return {
    set(key: string, value: number, expiresAt: number, now = Date.now()) {
      if (entries.size >= MAX_REVOCATIONS) {
        for (const [stale, entry] of entries) if (entry.expiresAt <= now) entries.delete(stale)
        // Still full of live records: the oldest goes (a revoked token then lives to its own expiry).
        if (entries.size >= MAX_REVOCATIONS) entries.delete(entries.keys().next().value ?? '')
      }
      entries.set(key, { value, expiresAt })
    },
    get(key: string, now = Date.now()): number | undefined {
      const entry = entries.get(key)
      if (!entry) return undefined
      if (entry.expiresAt > now) return entry.value
      entries.delete(key)
      return undefined
    },
    clear: () => entries.clear(),
  }
}

/** The bytes of derived values the memory store keeps; past it the oldest written go first. */
export const MEMORY_VALUES_MAX_BYTES = 16 * 1024 * 1024

/** Derived values held in this process, each with its expiry, bounded in bytes. */
function createValueMap() {
  const entries = new Map<string, { value: string; expiresAt: number }>()
  let bytes = 0
  const drop = (key: string) => {
    const entry = entries.get(key)
    if (!entry) return
    bytes -= entry.value.length
    entries.delete(key)
  }
  return {
    get(key: string, now = Date.now()): string | undefined {
      const entry = entries.get(key)
      if (entry && entry.expiresAt > now) return entry.value
      drop(key)
      return undefined
    },
    set(key: string, value: string, expiresAt: number) {
      drop(key)
      if (value.length > MEMORY_VALUES_MAX_BYTES) return
      for (const oldest of entries.keys()) {
        if (bytes + value.length <= MEMORY_VALUES_MAX_BYTES) break
        drop(oldest)
      }
      entries.set(key, { value, expiresAt })
      bytes += value.length
    },
  }
}

function memoryRateLimit({ name, points, durationSeconds }: RateLimitOptions): RateLimit {
  const create = () => new RateLimiterMemory({ keyPrefix: name, points, duration: durationSeconds })
  let limiter = create()
  return {
    consume: (key) => consumeWith(limiter, key),
    refund: (key) => refundWith(limiter, key),
    clear: async () => {
      limiter = create()
    },
  }
}

/** The embedded default: everything in this process, right for a single instance. */
export function createMemoryStore(): SharedStore {
  const revoked = createRevocationMap()
  const values = createValueMap()
  return {
    kind: 'memory',
    ready: async () => {},
    health: () => ({ kind: 'memory', status: 'ok' }),
    rateLimit: memoryRateLimit,
    revoke: async (key, value, ttlMs) => revoked.set(key, value, Date.now() + ttlMs),
    revocations: async (keys) => keys.map((key) => revoked.get(key)),
    // No other instance to tell: the caller has already purged this one.
    publishPurge: async () => {},
    onPurge: () => () => {},
    readValues: async (keys) => keys.map((key) => values.get(key)),
    writeValues: async (entries, ttlMs) => {
      for (const [key, value] of entries) values.set(key, value, Date.now() + ttlMs)
    },
    close: async () => {},
  }
}
