import { sharedStore } from '../store/store.server.ts'
import { purgeContentCache } from './cache.server.ts'

/** Drops the cached content under each prefix here, and tells every other instance to do the same. */
export async function purgeEverywhere(prefixes: string[]): Promise<number> {
  const purged = purgeHere(prefixes)
  await sharedStore().publishPurge(prefixes)
  return purged
}

function purgeHere(prefixes: string[]): number {
  return prefixes.reduce((count, prefix) => count + purgeContentCache(prefix), 0)
}

let listening = false

/** Applies the purges other instances publish (once per process, at boot). */
export function applyPurgesFromOtherInstances(): void {
  if (listening) return
  listening = true
  sharedStore().onPurge((prefixes) => {
    purgeHere(prefixes)
  })
}
