import { randomUUID } from 'node:crypto'
import { Redis, type RedisOptions } from 'ioredis'
import { RateLimiterRedis } from 'rate-limiter-flexible'
import { z } from 'zod'
import { createRevocationMap } from './memory-store.server.ts'
import { consumeWith, type RateLimit, refundWith, type SharedStore } from './shared-store.server.ts'

const PREFIX = 'pdfrest:'
const CHANNEL = `${PREFIX}events`
export const VERSION_KEY = `${PREFIX}content-version`

const eventSchema = z.discriminatedUnion('type', [
  z.object({
    type: z.literal('purge'),
    origin: z.string(),
    version: z.string(),
    prefixes: z.array(z.string()),
  }),
  z.object({
    type: z.literal('revoke'),
    origin: z.string(),
    key: z.string(),
    value: z.number(),
    expiresAt: z.number(),
  }),
])
type StoreEvent = z.infer<typeof eventSchema>

/** ioredis reads redis:// and rediss:// only; Valkey's own schemes name the same protocol. */
export function redisClientUrl(url: string): string {
  return url.replace(/^valkey(s?):/, 'redis$1:')
}

/**
 * Fail fast rather than queue: a request never waits for a server that is gone (throttles answer
 * "store down" at once), while the client keeps reconnecting in the background.
 */
const commandOptions: RedisOptions = {
  enableOfflineQueue: false,
  maxRetriesPerRequest: 1,
  connectTimeout: 2000,
  commandTimeout: 1000,
  retryStrategy: (attempt) => Math.min(100 * 2 ** attempt, 1000),
}

const message = (error: unknown) => (error instanceof Error ? error.message : String(error))

/** Several instances share one Redis or Valkey server: counts and records there, purges by pub/sub. */
export function createRedisStore(url: string): SharedStore {
  const origin = randomUUID()
  const clientUrl = redisClientUrl(url)
  const client = new Redis(clientUrl, commandOptions)
  // Subscriptions are restored by ioredis after a reconnect; this connection may queue them.
  const subscriber = new Redis(clientUrl, {
    ...commandOptions,
    enableOfflineQueue: true,
    maxRetriesPerRequest: null,
  })
  const mirror = createRevocationMap()
  const purgeListeners = new Set<(prefixes: string[]) => void>()
  let lastError: string | undefined
  let seenVersion: string | undefined
  let everReady = false
  /** A purge this instance could not announce; sent (as a full purge) once the connection is back. */
  let unannouncedPurge = false

  const report = (name: string) => (error: unknown) => {
    const text = message(error)
    if (lastError !== text) console.warn(`[store] redis ${name}: ${text}`)
    lastError = text
  }
  client.on('error', report('connection'))
  subscriber.on('error', report('subscriber'))
  client.on('ready', () => {
    if (lastError) console.info('[store] redis connection is back')
    lastError = undefined
    if (unannouncedPurge) void announcePurge([''])
  })

  const emitPurge = (prefixes: string[]) => {
    for (const listener of purgeListeners) listener(prefixes)
  }

  // Purges published while this instance was cut off were missed: if the content version moved,
  // everything cached may be stale. Checked once both connections are back.
  const checkVersion = () => {
    if (client.status !== 'ready' || subscriber.status !== 'ready') return
    client
      .get(VERSION_KEY)
      .then((value) => {
        const version = value ?? ''
        if (everReady && version !== seenVersion) emitPurge([''])
        seenVersion = version
        everReady = true
      })
      .catch(report('version'))
  }
  subscriber.on('ready', checkVersion)
  client.on('ready', checkVersion)
  subscriber.subscribe(CHANNEL).catch(report('subscribe'))
  subscriber.on('message', (_channel: string, raw: string) => {
    let event: StoreEvent
    try {
      event = eventSchema.parse(JSON.parse(raw))
    } catch {
      console.warn('[store] ignored a malformed event')
      return
    }
    if (event.type === 'purge') {
      seenVersion = event.version
      if (event.origin !== origin) emitPurge(event.prefixes)
    } else if (event.origin !== origin) mirror.set(event.key, event.value, event.expiresAt)
  })

  const publish = (event: StoreEvent) => client.publish(CHANNEL, JSON.stringify(event))

  async function announcePurge(prefixes: string[]) {
    try {
      // A fresh token, not a counter: a restarted server counts from zero again, so a counter could
      // come back to the very number an instance saw before the outage and hide the purges it missed.
      const version = randomUUID()
      const event: StoreEvent = { type: 'purge', origin, version, prefixes }
      const results = await client
        .multi()
        .set(VERSION_KEY, version)
        .publish(CHANNEL, JSON.stringify(event))
        .exec()
      const failure = results?.find(([error]) => error)?.[0]
      if (!results || failure) throw failure ?? new Error('the purge transaction was discarded')
      seenVersion = version
      unannouncedPurge = false
    } catch (error) {
      unannouncedPurge = true
      report('purge')(error)
    }
  }

  function rateLimit({
    name,
    points,
    durationSeconds,
  }: {
    name: string
    points: number
    durationSeconds: number
  }): RateLimit {
    const keyPrefix = `${PREFIX}rl:${name}`
    const limiter = new RateLimiterRedis({
      storeClient: client,
      keyPrefix,
      points,
      duration: durationSeconds,
      rejectIfRedisNotReady: true,
    })
    return {
      consume: (key) => consumeWith(limiter, key),
      refund: (key) => refundWith(limiter, key),
      clear: async () => {
        let cursor = '0'
        do {
          const [next, keys] = await client.scan(cursor, 'MATCH', `${keyPrefix}:*`, 'COUNT', 500)
          if (keys.length > 0) await client.del(...keys)
          cursor = next
        } while (cursor !== '0')
      },
    }
  }

  const connected = Promise.all(
    [client, subscriber].map(
      (connection) => new Promise<void>((resolve) => connection.once('ready', () => resolve())),
    ),
  ).then(() => undefined)

  return {
    kind: 'redis',
    ready: (timeoutMs) =>
      Promise.race([connected, new Promise<void>((resolve) => setTimeout(resolve, timeoutMs).unref())]),
    health: () => {
      const up = client.status === 'ready' && subscriber.status === 'ready'
      return up
        ? { kind: 'redis', status: 'ok' }
        : { kind: 'redis', status: 'degraded', detail: lastError ?? `connection ${client.status}` }
    },
    rateLimit,
    async revoke(key, value, ttlMs) {
      const expiresAt = Date.now() + ttlMs
      // Kept here too, so this instance honours it even while Redis is unreachable.
      mirror.set(key, value, expiresAt)
      try {
        await client.set(`${PREFIX}revoked:${key}`, String(value), 'PX', Math.max(1, Math.round(ttlMs)))
        await publish({ type: 'revoke', origin, key, value, expiresAt })
      } catch (error) {
        report('revoke')(error)
      }
    },
    async revocations(keys) {
      const local = keys.map((key) => mirror.get(key))
      if (keys.length === 0) return local
      try {
        const stored = await client.mget(...keys.map((key) => `${PREFIX}revoked:${key}`))
        return stored.map((value, index) => (value === null ? local[index] : Number(value)))
      } catch (error) {
        report('revocations')(error)
        return local
      }
    },
    publishPurge: announcePurge,
    onPurge(listener) {
      purgeListeners.add(listener)
      return () => purgeListeners.delete(listener)
    },
    async readValues(keys) {
      if (keys.length === 0) return []
      try {
        const stored = await client.mget(...keys.map((key) => `${PREFIX}value:${key}`))
        return stored.map((value) => value ?? undefined)
      } catch (error) {
        report('values')(error)
        return keys.map(() => undefined)
      }
    },
    async writeValues(entries, ttlMs) {
      if (entries.length === 0) return
      const ttl = Math.max(1, Math.round(ttlMs))
      try {
        const multi = client.multi()
        for (const [key, value] of entries) multi.set(`${PREFIX}value:${key}`, value, 'PX', ttl)
        await multi.exec()
      } catch (error) {
        report('values')(error)
      }
    },
    async close() {
      await Promise.allSettled([client.quit(), subscriber.quit()])
    },
  }
}
