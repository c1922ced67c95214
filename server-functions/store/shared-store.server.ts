import { RateLimiterRes, type RateLimiterAbstract } from 'rate-limiter-flexible'

/** One attempt counted against a limit: allowed, refused with a wait, or unknown because the store is down. */
export type RateLimitAnswer =
  { outcome: 'allowed' } | { outcome: 'refused'; retryAfterMs: number } | { outcome: 'store-down' }

export type RateLimit = {
  consume: (key: string) => Promise<RateLimitAnswer>
  /** Gives one counted attempt back (best effort: a store that is away keeps it). */
  refund: (key: string) => Promise<void>
  /** Forgets every count of this limit (the mocked stack's reset, tests). */
  clear: () => Promise<void>
}

export type RateLimitOptions = { name: string; points: number; durationSeconds: number }

export type StoreHealth = {
  kind: 'memory' | 'redis'
  status: 'ok' | 'degraded'
  /** Why it is degraded, for the health route and the log. */
  detail?: string
}

/**
 * State that every instance of the site must agree on: throttles, session revocations and content
 * purges. Process memory for one instance; Redis or Valkey for several.
 */
export type SharedStore = {
  readonly kind: 'memory' | 'redis'
  /** Resolves once connected, or after `timeoutMs` without (the site then starts degraded). */
  ready: (timeoutMs: number) => Promise<void>
  health: () => StoreHealth
  rateLimit: (options: RateLimitOptions) => RateLimit
  /** Records a revocation (a number, e.g. a time) that is forgotten after `ttlMs`. */
  revoke: (key: string, value: number, ttlMs: number) => Promise<void>
  /** The recorded value for each key, in order; `undefined` where none is. */
  revocations: (keys: string[]) => Promise<(number | undefined)[]>
  /** Tells every other instance to drop the cached content under these prefixes. */
  publishPurge: (prefixes: string[]) => Promise<void>
  /** Runs for each purge another instance published (and for everything after a lost connection). */
  onPurge: (listener: (prefixes: string[]) => void) => () => void
  /**
   * Derived values every instance may reuse (a title index per content version), forgotten after
   * `ttlMs`; `undefined` where none is or the store is away: each can be rebuilt from its service.
   */
  readValues: (keys: string[]) => Promise<(string | undefined)[]>
  writeValues: (values: [key: string, value: string][], ttlMs: number) => Promise<void>
  close: () => Promise<void>
}

let lastFailure: string | undefined

/** Runs one rate-limiter-flexible consume and sorts its answer; a store failure is not a refusal. */
export async function consumeWith(limiter: RateLimiterAbstract, key: string): Promise<RateLimitAnswer> {
  try {
    await limiter.consume(key)
    lastFailure = undefined
    return { outcome: 'allowed' }
  } catch (error) {
    if (error instanceof RateLimiterRes) return { outcome: 'refused', retryAfterMs: error.msBeforeNext }
    const reason = error instanceof Error ? error.message : String(error)
    // Once per kind of failure, not once per request: an outage under load must not flood the log.
    if (reason !== lastFailure) console.warn(`[store] rate limits unavailable: ${reason}`)
    lastFailure = reason
    return { outcome: 'store-down' }
  }
}

/** Gives one attempt back to a rate-limiter-flexible limit; a store failure leaves the count as it was. */
export async function refundWith(limiter: RateLimiterAbstract, key: string): Promise<void> {
  try {
    await limiter.reward(key, 1)
  } catch {
    // The count stays; the window ends it anyway.
  }
}
