import { Redis } from 'ioredis'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { type RedisServer, startRedisServer } from '../../scripts/redis-server.ts'
import { VERSION_KEY, createRedisStore, redisClientUrl } from './redis-store.server.ts'
import type { SharedStore } from './shared-store.server.ts'

/** Polls until the check passes: conditions, never fixed sleeps. */
// Generous: a reconnect after the server's restart waits out ioredis' back-off, slower on a busy machine.
async function until(check: () => boolean | Promise<boolean>, timeoutMs = 30_000) {
  const deadline = Date.now() + timeoutMs
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error('condition not met in time')
    await new Promise((resolve) => setTimeout(resolve, 20))
  }
}

let redis: RedisServer
let one: SharedStore
let two: SharedStore

beforeAll(async () => {
  redis = await startRedisServer()
  one = createRedisStore(redis.url)
  two = createRedisStore(redis.url)
  await until(() => one.health().status === 'ok' && two.health().status === 'ok')
})

afterAll(async () => {
  await Promise.all([one.close(), two.close()])
  await redis.stop()
})

describe('Redis store shared by two instances', () => {
  it('shares a derived value until it expires', async () => {
    await one.writeValues([['index:a', 'alpha']], 60_000)
    expect(await two.readValues(['index:a', 'index:b'])).toEqual(['alpha', undefined])
    await one.writeValues([['index:short', 'gone soon']], 1)
    await until(async () => (await two.readValues(['index:short']))[0] === undefined)
  })

  it('counts a throttle once for both', async () => {
    const onOne = one.rateLimit({ name: 'shared', points: 2, durationSeconds: 60 })
    const onTwo = two.rateLimit({ name: 'shared', points: 2, durationSeconds: 60 })
    expect(await onOne.consume('ip')).toEqual({ outcome: 'allowed' })
    expect(await onTwo.consume('ip')).toEqual({ outcome: 'allowed' })
    const third = await onOne.consume('ip')
    expect(third.outcome).toBe('refused')
    await onTwo.clear()
    expect(await onOne.consume('ip')).toEqual({ outcome: 'allowed' })
  })

  it('takes back an attempt one instance refunds for both', async () => {
    const onOne = one.rateLimit({ name: 'refunded', points: 1, durationSeconds: 60 })
    const onTwo = two.rateLimit({ name: 'refunded', points: 1, durationSeconds: 60 })
    expect(await onOne.consume('mail')).toEqual({ outcome: 'allowed' })
    await onTwo.refund('mail')
    expect(await onOne.consume('mail')).toEqual({ outcome: 'allowed' })
    expect((await onTwo.consume('mail')).outcome).toBe('refused')
  })

  it('sees a revocation made by the other', async () => {
    await one.revoke('session:abc', 42, 60_000)
    expect(await two.revocations(['session:abc', 'session:none'])).toEqual([42, undefined])
  })

  it('delivers a purge to the other instance, not back to the sender', async () => {
    const seenByTwo: string[][] = []
    const seenByOne: string[][] = []
    const stopTwo = two.onPurge((prefixes) => seenByTwo.push(prefixes))
    const stopOne = one.onPurge((prefixes) => seenByOne.push(prefixes))
    await one.publishPurge(['strapi:pages:home'])
    await until(() => seenByTwo.length === 1)
    expect(seenByTwo).toEqual([['strapi:pages:home']])
    expect(seenByOne).toEqual([])
    stopOne()
    stopTwo()
  })

  it('degrades without Redis and recovers when it comes back, without a new client', async () => {
    await one.revoke('session:before-outage', 7, 60_000)
    const limit = one.rateLimit({ name: 'outage', points: 5, durationSeconds: 60 })
    const purges: string[][] = []
    const stop = one.onPurge((prefixes) => purges.push(prefixes))
    await redis.stop()
    await until(() => one.health().status === 'degraded')
    const started = Date.now()
    expect(await limit.consume('ip')).toEqual({ outcome: 'store-down' })
    expect(Date.now() - started).toBeLessThan(1500)
    // This instance still honours what it revoked itself.
    expect(await one.revocations(['session:before-outage'])).toEqual([7])
    // A purge announced while the server was away is sent when it is back.
    await two.publishPurge(['ghost:'])
    await redis.start()
    await until(() => one.health().status === 'ok' && two.health().status === 'ok')
    expect(await limit.consume('ip')).toEqual({ outcome: 'allowed' })
    // The restarted server lost its data; the version moved, so each instance drops everything.
    await until(() => purges.length > 0)
    expect(purges.at(-1)).toEqual([''])
    stop()
  }, 90_000)
})

describe('a Redis restart', () => {
  it('purges everything even when the version written after the restart equals the one seen before', async () => {
    const server = await startRedisServer()
    const store = createRedisStore(server.url)
    const other = new Redis(server.url, { lazyConnect: true, maxRetriesPerRequest: 1 })
    try {
      await until(() => store.health().status === 'ok')
      const purges: string[][] = []
      const stop = store.onPurge((prefixes) => purges.push(prefixes))
      await store.publishPurge(['strapi:'])
      await server.stop()
      await until(() => store.health().status === 'degraded')
      await server.start()
      // Another instance's first purge after the restart, before this one is back: a restarted
      // server counts from zero, so a counter would be back at the number this instance saw.
      await other.connect()
      await other.incr(VERSION_KEY)
      await until(() => store.health().status === 'ok')
      await until(() => purges.length > 0)
      expect(purges).toEqual([['']])
      stop()
    } finally {
      other.disconnect()
      await store.close()
      await server.stop()
    }
  }, 90_000)
})

describe('redisClientUrl', () => {
  it('reads Valkey URLs as the Redis protocol they are', () => {
    expect(redisClientUrl('valkey://cache:6379/0')).toBe('redis://cache:6379/0')
    expect(redisClientUrl('valkeys://cache:6380')).toBe('rediss://cache:6380')
    expect(redisClientUrl('redis://cache:6379')).toBe('redis://cache:6379')
  })
})
