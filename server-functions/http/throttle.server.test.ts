import { afterEach, describe, expect, it, vi } from 'vitest'
import { createMemoryStore } from '../store/memory-store.server.ts'
import type { SharedStore } from '../store/shared-store.server.ts'
import { useSharedStore } from '../store/store.server.ts'
import { createLimiter, hitAll, resetAllLimiters, resetMockedServiceLimiters } from './throttle.server.ts'

const SECOND = 1000
let names = 0
const limiter = (
  limit: number,
  windowMs: number,
  whenStoreDown: 'refuse' | 'allow' = 'refuse',
  guards: 'identity' | 'pdfApi' = 'identity',
) => createLimiter({ name: `test-${(names += 1)}`, limit, windowMs, whenStoreDown, guards })

afterEach(async () => {
  vi.useRealTimers()
  await useSharedStore(createMemoryStore())
})

describe('limiter on the memory store', () => {
  it('allows the limit, refuses the next with the wait, and allows again once the window has passed', async () => {
    vi.useFakeTimers()
    const login = limiter(2, 10 * SECOND)
    expect((await login.hit('a')).allowed).toBe(true)
    vi.advanceTimersByTime(1000)
    expect((await login.hit('a')).allowed).toBe(true)
    expect(await login.hit('a')).toEqual({ allowed: false, retryAfterMs: 9000, storeDown: false })
    expect((await login.hit('b')).allowed).toBe(true)
    vi.advanceTimersByTime(9001)
    expect((await login.hit('a')).allowed).toBe(true)
  })

  it('combines limits: refused when any refuses, with the longest wait', async () => {
    const perIp = limiter(5, SECOND)
    const perEmail = limiter(1, 5 * SECOND)
    expect(
      (
        await hitAll([
          [perIp, 'ip'],
          [perEmail, 'e'],
        ])
      ).allowed,
    ).toBe(true)
    const second = await hitAll([
      [perIp, 'ip'],
      [perEmail, 'e'],
    ])
    expect(second.allowed).toBe(false)
    expect(second.retryAfterMs).toBeGreaterThan(4000)
    expect(second.retryAfterMs).toBeLessThanOrEqual(5000)
  })

  it('forgets everything on reset', async () => {
    const once = limiter(1, SECOND)
    await once.hit('a')
    expect((await once.hit('a')).allowed).toBe(false)
    await resetAllLimiters()
    expect((await once.hit('a')).allowed).toBe(true)
  })

  it("the mock controls' reset leaves the limits of a real service counted", async () => {
    const signIn = limiter(1, SECOND, 'refuse', 'identity')
    const lab = limiter(1, SECOND, 'allow', 'pdfApi')
    await signIn.hit('a')
    await lab.hit('a')
    // The identity service is real, the PDF API mocked.
    await resetMockedServiceLimiters((service) => service === 'pdfApi')
    expect((await signIn.hit('a')).allowed).toBe(false)
    expect((await lab.hit('a')).allowed).toBe(true)
  })
})

describe('limiter when the store cannot count', () => {
  const downStore: SharedStore = {
    ...createMemoryStore(),
    rateLimit: () => ({
      consume: async () => ({ outcome: 'store-down' }),
      refund: async () => {},
      clear: async () => {},
    }),
  }

  it('refuses where a limit guards secrets and allows where it only guards capacity', async () => {
    await useSharedStore(downStore)
    expect(await limiter(5, SECOND, 'refuse').hit('a')).toEqual({
      allowed: false,
      retryAfterMs: 0,
      storeDown: true,
    })
    expect(await limiter(5, SECOND, 'allow').hit('a')).toEqual({
      allowed: true,
      retryAfterMs: 0,
      storeDown: true,
    })
  })
})
