import { serverEnv } from '../env.server.ts'
import { createMemoryStore } from './memory-store.server.ts'
import { createRedisStore } from './redis-store.server.ts'
import type { SharedStore } from './shared-store.server.ts'

let current: SharedStore | undefined

/** The process's shared store: Redis or Valkey when REDIS_URL is set, process memory otherwise. */
export function sharedStore(): SharedStore {
  if (!current) {
    const { redisUrl } = serverEnv()
    current = redisUrl ? createRedisStore(redisUrl) : createMemoryStore()
  }
  return current
}

/** Swaps the store (unit tests); the previous one is closed. */
export async function useSharedStore(store: SharedStore): Promise<void> {
  const previous = current
  current = store
  if (previous && previous !== store) await previous.close()
}
