import { afterEach, describe, expect, it } from 'vitest'
import { createMemoryStore } from '../store/memory-store.server.ts'
import { useSharedStore } from '../store/store.server.ts'
import { contentVersion, readThrough } from './cache.server.ts'
import { applyPurgesFromOtherInstances, purgeEverywhere } from './purge.server.ts'

afterEach(() => useSharedStore(createMemoryStore()))

const read = (key: string, value: string) =>
  readThrough({ key, freshMs: 60_000, load: async () => value, parse: String })

describe('purges between instances', () => {
  it('purges here and announces it; a purge announced elsewhere is applied here', async () => {
    const published: string[][] = []
    let deliver: (prefixes: string[]) => void = () => undefined
    await useSharedStore({
      ...createMemoryStore(),
      publishPurge: async (prefixes) => {
        published.push(prefixes)
      },
      onPurge: (listener) => {
        deliver = listener
        return () => undefined
      },
    })
    applyPurgesFromOtherInstances()

    await read('strapi:pages:home', 'old')
    await read('strapi:pages:pricing', 'old')
    const before = contentVersion()
    expect(await purgeEverywhere(['strapi:pages:home'])).toBe(1)
    expect(published).toEqual([['strapi:pages:home']])
    expect(await read('strapi:pages:home', 'new')).toBe('new')
    expect(contentVersion()).toBeGreaterThan(before)

    expect(await read('strapi:pages:pricing', 'newer')).toBe('old')
    deliver(['strapi:pages:pricing'])
    expect(await read('strapi:pages:pricing', 'newer')).toBe('newer')
  })
})
