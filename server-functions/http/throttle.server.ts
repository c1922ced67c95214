import type { ServiceName } from '../env.server.ts'
import { sharedStore } from '../store/store.server.ts'
import { throttleRefusals } from '../observability/metrics.server.ts'
import type { RateLimit, SharedStore } from '../store/shared-store.server.ts'

export type HitResult = {
  allowed: boolean
  /** How long until the attempt would be allowed; 0 when it is, or when the store could not say. */
  retryAfterMs: number
  /** The shared store could not count the attempt (Redis unreachable). */
  storeDown: boolean
}

type Limiter = {
  /** Counts one attempt for the key. */
  hit: (key: string) => Promise<HitResult>
  /** Gives back one attempt counted for the key (one that turned out not to count). */
  refund: (key: string) => Promise<void>
  reset: () => Promise<void>
  guards: ServiceName
}

type LimiterOptions = {
  /** Unique per limit: it names the counters in the shared store. */
  name: string
  limit: number
  windowMs: number
  /**
   * What an attempt gets when the store cannot count it: `refuse` where a missing limit would let
   * someone guess passwords or flood mailboxes, `allow` where refusing would only hurt visitors.
   */
  whenStoreDown: 'refuse' | 'allow'
  /** The service the limit protects: only a mocked one's counts may be reset by the mock controls. */
  guards: ServiceName
}

const limiters = new Set<Limiter>()

/**
 * A fixed-window limit per key (rate-limiter-flexible), counted in the shared store: process
 * memory for one instance, Redis when several share the count.
 */
export function createLimiter({ name, limit, windowMs, whenStoreDown, guards }: LimiterOptions): Limiter {
  let built: { store: SharedStore; rateLimit: RateLimit } | undefined
  const rateLimit = () => {
    const store = sharedStore()
    if (built?.store !== store) {
      const durationSeconds = Math.max(1, Math.ceil(windowMs / 1000))
      built = { store, rateLimit: store.rateLimit({ name, points: limit, durationSeconds }) }
    }
    return built.rateLimit
  }
  const limiter: Limiter = {
    async hit(key) {
      const answer = await rateLimit().consume(key)
      if (answer.outcome === 'allowed') return { allowed: true, retryAfterMs: 0, storeDown: false }
      if (answer.outcome === 'refused') {
        throttleRefusals.inc({ limiter: name, reason: 'limit' })
        return { allowed: false, retryAfterMs: answer.retryAfterMs, storeDown: false }
      }
      if (whenStoreDown === 'refuse') throttleRefusals.inc({ limiter: name, reason: 'store_down' })
      return { allowed: whenStoreDown === 'allow', retryAfterMs: 0, storeDown: true }
    },
    refund: (key) => rateLimit().refund(key),
    reset: () => rateLimit().clear(),
    guards,
  }
  limiters.add(limiter)
  // Its refusal counts exist at 0 from the start, so a rate sees the first refusal.
  for (const reason of ['limit', 'store_down']) throttleRefusals.inc({ limiter: name, reason }, 0)
  return limiter
}

/** Forgets every attempt: unit tests start clean. */
export async function resetAllLimiters(): Promise<void> {
  await Promise.all([...limiters].map((limiter) => limiter.reset()))
}

/**
 * Forgets every attempt against the services `mocked` names: the mocked stack's reset calls it so each
 * browser test starts clean. A real service's limits are never reset: they protect it.
 */
export async function resetMockedServiceLimiters(mocked: (service: ServiceName) => boolean): Promise<void> {
  await Promise.all(
    [...limiters].filter((limiter) => mocked(limiter.guards)).map((limiter) => limiter.reset()),
  )
}

/** Checks several limits and counts the attempt against each; the longest wait wins. */
export async function hitAll(checks: [Limiter, string][]): Promise<HitResult> {
  const results = await Promise.all(checks.map(([limiter, key]) => limiter.hit(key)))
  return {
    allowed: results.every((result) => result.allowed),
    retryAfterMs: Math.max(0, ...results.map((result) => result.retryAfterMs)),
    storeDown: results.some((result) => result.storeDown),
  }
}
