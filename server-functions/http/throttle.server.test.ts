import { describe, expect, it } from 'vitest'
import { createLimiter, hitAll, resetAllLimiters } from './throttle.server.ts'

describe('sliding-window limiter', () => {
  it('allows the limit, refuses the next with the wait, and allows again once the window moves', () => {
    const limiter = createLimiter({ limit: 2, windowMs: 1000 })
    expect(limiter.hit('a', 0).allowed).toBe(true)
    expect(limiter.hit('a', 100).allowed).toBe(true)
    expect(limiter.hit('a', 200)).toEqual({ allowed: false, retryAfterMs: 800 })
    expect(limiter.hit('b', 200).allowed).toBe(true)
    expect(limiter.hit('a', 1001).allowed).toBe(true)
  })

  it('combines limits: refused when any refuses, with the longest wait', () => {
    const perIp = createLimiter({ limit: 5, windowMs: 1000 })
    const perEmail = createLimiter({ limit: 1, windowMs: 5000 })
    expect(
      hitAll(
        [
          [perIp, 'ip'],
          [perEmail, 'e'],
        ],
        0,
      ).allowed,
    ).toBe(true)
    expect(
      hitAll(
        [
          [perIp, 'ip'],
          [perEmail, 'e'],
        ],
        10,
      ),
    ).toEqual({ allowed: false, retryAfterMs: 4990 })
  })

  it('forgets everything on reset', () => {
    const limiter = createLimiter({ limit: 1, windowMs: 1000 })
    limiter.hit('a', 0)
    resetAllLimiters()
    expect(limiter.hit('a', 1).allowed).toBe(true)
  })
})
