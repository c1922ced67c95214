import { describe, expect, it } from 'vitest'
import { createMemoryStore, createRevocationMap, MEMORY_VALUES_MAX_BYTES } from './memory-store.server.ts'

describe('memory store', () => {
  it('keeps a revocation until its time to live runs out', () => {
    const revoked = createRevocationMap()
    revoked.set('session:a', 5, 1_000, 0)
    expect(revoked.get('session:a', 999)).toBe(5)
    expect(revoked.get('session:a', 1_000)).toBeUndefined()
  })

  it('answers revocations in the order asked, and is always healthy', async () => {
    const store = createMemoryStore()
    await store.revoke('user:u1', 42, 60_000)
    expect(await store.revocations(['session:x', 'user:u1'])).toEqual([undefined, 42])
    expect(store.health()).toEqual({ kind: 'memory', status: 'ok' })
  })

  it('gives a counted attempt back', async () => {
    const limit = createMemoryStore().rateLimit({ name: 'refund', points: 1, durationSeconds: 60 })
    expect(await limit.consume('a')).toEqual({ outcome: 'allowed' })
    await limit.refund('a')
    expect(await limit.consume('a')).toEqual({ outcome: 'allowed' })
    expect((await limit.consume('a')).outcome).toBe('refused')
  })

  it('keeps derived values in their bound, the oldest written going first', async () => {
    const store = createMemoryStore()
    const half = 'x'.repeat(MEMORY_VALUES_MAX_BYTES / 2)
    await store.writeValues(
      [
        ['a', half],
        ['b', half],
      ],
      60_000,
    )
    expect(await store.readValues(['a', 'b', 'c'])).toEqual([half, half, undefined])
    await store.writeValues([['c', 'small']], 60_000)
    expect(await store.readValues(['a', 'b', 'c'])).toEqual([undefined, half, 'small'])
  })
})
