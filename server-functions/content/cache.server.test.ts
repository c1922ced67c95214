import { beforeEach, describe, expect, it, vi } from 'vitest'
import { z } from 'zod'
import { contentVersion, purgeContentCache, readThrough } from './cache.server.ts'

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
})
