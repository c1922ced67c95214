import { describe, expect, it } from 'vitest'
import { createMemoryStore, createRevocationMap } from './memory-store.server.ts'

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
})
