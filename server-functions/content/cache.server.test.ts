import { beforeEach, describe, expect, it, vi } from 'vitest'
import { z } from 'zod'
import {
  CONTENT_CACHE_MAX_BYTES,
  contentCacheSize,
  contentVersion,
  purgeContentCache,
  readThrough,
} from './cache.server.ts'

const parse = (value: unknown) => z.string().parse(value)

beforeEach(() => {
  purgeContentCache()
  vi.useRealTimers()
})

describe('content cache', () => {
  it('shares one upstream call between concurrent cold readers', async () => {
    const load = vi.fn(async () => 'value')
    const [a, b] = await Promise.all([
      readThrough({ key: 'k', freshMs: 1000, load, parse }),
      readThrough({ key: 'k', freshMs: 1000, load, parse }),
    ])
    expect([a, b]).toEqual(['value', 'value'])
    expect(load).toHaveBeenCalledTimes(1)
  })

  it('serves stale while revalidating, and stale when the refresh fails', async () => {
    await readThrough({ key: 'k', freshMs: 1000, load: async () => 'old', parse })
    vi.useFakeTimers({ now: Date.now() + 5000, toFake: ['Date'] })
    vi.spyOn(console, 'warn').mockImplementation(() => undefined)
    const failing = vi.fn(async () => {
      throw new Error('CMS down')
    })
    expect(await readThrough({ key: 'k', freshMs: 1000, load: failing, parse })).toBe('old')
    await vi.waitFor(() => expect(failing).toHaveBeenCalled())
    const fresh = vi.fn(async () => 'new')
    expect(await readThrough({ key: 'k', freshMs: 1000, load: fresh, parse })).toBe('old')
    await vi.waitFor(async () =>
      expect(await readThrough({ key: 'k', freshMs: 1000, load: fresh, parse })).toBe('new'),
    )
  })

  it('purges by prefix and bumps the content version', async () => {
    await readThrough({ key: 'strapi:a', freshMs: 1000, load: async () => 'a', parse })
    await readThrough({ key: 'ghost:b', freshMs: 1000, load: async () => 'b', parse })
    const before = contentVersion()
    expect(purgeContentCache('strapi:')).toBe(1)
    expect(contentVersion()).toBe(before + 1)
    const reload = vi.fn(async () => 'a2')
    expect(await readThrough({ key: 'strapi:a', freshMs: 1000, load: reload, parse })).toBe('a2')
  })

  it('holds at most its bound in bytes, evicting the least recently read first, and says so', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined)
    const big = (letter: string) => async () => letter.repeat(Math.floor(CONTENT_CACHE_MAX_BYTES / 3))
    await readThrough({ key: 'a', freshMs: 60_000, load: big('a'), parse })
    await readThrough({ key: 'b', freshMs: 60_000, load: big('b'), parse })
    // Reading `a` again makes `b` the least recently read.
    await readThrough({ key: 'a', freshMs: 60_000, load: big('a'), parse })
    await readThrough({ key: 'c', freshMs: 60_000, load: big('c'), parse })
    await readThrough({ key: 'd', freshMs: 60_000, load: big('d'), parse })
    const size = contentCacheSize()
    expect(size.bytes).toBeLessThanOrEqual(CONTENT_CACHE_MAX_BYTES)
    expect(size.entries).toBe(2)
    const reload = vi.fn(big('b'))
    await readThrough({ key: 'b', freshMs: 60_000, load: reload, parse })
    expect(reload).toHaveBeenCalledTimes(1)
    expect(warn.mock.calls.some((call) => String(call[0]).includes('at its bound'))).toBe(true)
    purgeContentCache()
    expect(contentCacheSize()).toMatchObject({ entries: 0, bytes: 0 })
    warn.mockRestore()
  })
})
