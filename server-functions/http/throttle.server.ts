type Limiter = {
  /** Counts one attempt for the key; `retryAfterMs` is 0 when it is allowed. */
  hit: (key: string, now?: number) => { allowed: boolean; retryAfterMs: number }
  reset: () => void
}

const limiters = new Set<Limiter>()

/**
 * A sliding-window limit per key, in process memory. Enough for one server; behind several
 * instances each one enforces it on its own share (the identity service has its own limits).
 */
export function createLimiter({ limit, windowMs }: { limit: number; windowMs: number }): Limiter {
  const attempts = new Map<string, number[]>()
  const limiter: Limiter = {
    hit(key, now = Date.now()) {
      const recent = (attempts.get(key) ?? []).filter((at) => now - at < windowMs)
      if (recent.length >= limit) {
        attempts.set(key, recent)
        return { allowed: false, retryAfterMs: windowMs - (now - (recent[0] ?? now)) }
      }
      recent.push(now)
      attempts.set(key, recent)
      if (attempts.size > 50_000) {
        for (const [stale, times] of attempts)
          if (times.every((at) => now - at >= windowMs)) attempts.delete(stale)
      }
      return { allowed: true, retryAfterMs: 0 }
    },
    reset: () => attempts.clear(),
  }
  limiters.add(limiter)
  return limiter
}

/** Forgets every attempt: the mocked stack's reset calls it so each browser test starts clean. */
export function resetAllLimiters(): void {
  for (const limiter of limiters) limiter.reset()
}

/** Checks several limits and counts the attempt against each; the longest wait wins. */
export function hitAll(checks: [Limiter, string][], now = Date.now()) {
  const results = checks.map(([limiter, key]) => limiter.hit(key, now))
  const retryAfterMs = Math.max(0, ...results.map((result) => result.retryAfterMs))
  return { allowed: results.every((result) => result.allowed), retryAfterMs }
}
