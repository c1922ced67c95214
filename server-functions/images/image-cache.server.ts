import { createHash } from 'node:crypto'
import { mkdir, readdir, readFile, rm, stat, writeFile } from 'node:fs/promises'
import { join } from 'node:path'

/** Encoded images are kept a day, as long as browsers are told to keep them. */
export const IMAGE_MAX_AGE_MS = 24 * 3600_000

type Limits = { dir: string; memoryBytes: number; diskBytes: number }
type Kept = { bytes: Uint8Array; storedAt: number }
type OnDisk = { size: number; storedAt: number }

/**
 * Encoded images by canonical URL, least recently used first out: a small set in memory, a larger
 * one on disk. Each store is bounded in bytes; a file another process removed is simply a miss.
 */
export function createImageCache({ dir, memoryBytes, diskBytes }: Limits) {
  const memory = new Map<string, Kept>()
  let memoryUsed = 0
  const disk = new Map<string, OnDisk>()
  let diskUsed = 0
  let indexed: Promise<void> | undefined

  const fileOf = (key: string) => join(dir, `img-${createHash('sha256').update(key).digest('hex')}`)

  function forgetMemory(key: string) {
    const kept = memory.get(key)
    if (!kept) return
    memory.delete(key)
    memoryUsed -= kept.bytes.length
  }

  function keepInMemory(key: string, kept: Kept) {
    if (kept.bytes.length > memoryBytes) return
    forgetMemory(key)
    memory.set(key, kept)
    memoryUsed += kept.bytes.length
    for (const oldest of memory.keys()) {
      if (memoryUsed <= memoryBytes) break
      forgetMemory(oldest)
    }
  }

  async function forgetDisk(key: string): Promise<void> {
    const entry = disk.get(key)
    if (!entry) return
    disk.delete(key)
    diskUsed -= entry.size
    await rm(fileOf(key), { force: true }).catch(() => undefined)
  }

  // This cache's files from an earlier run are known by name only: dropped rather than trusted.
  // Only its own names: the directory may be shared with anything else.
  function clearEarlierRun(): Promise<void> {
    indexed ??= mkdir(dir, { recursive: true })
      .then(() => readdir(dir))
      .then((names) =>
        Promise.all(
          names
            .filter((name) => /^img-[0-9a-f]{64}$/.test(name))
            .map((name) => rm(join(dir, name), { force: true })),
        ),
      )
      .then(() => undefined)
      .catch(() => undefined)
    return indexed
  }

  return {
    async get(key: string): Promise<{ bytes: Uint8Array; from: 'memory' | 'disk' } | undefined> {
      const now = Date.now()
      const kept = memory.get(key)
      if (kept && now - kept.storedAt < IMAGE_MAX_AGE_MS) {
        // Most recently used goes last.
        memory.delete(key)
        memory.set(key, kept)
        return { bytes: kept.bytes, from: 'memory' }
      }
      forgetMemory(key)
      const entry = disk.get(key)
      if (!entry) return undefined
      if (now - entry.storedAt >= IMAGE_MAX_AGE_MS) {
        await forgetDisk(key)
        return undefined
      }
      try {
        const bytes = new Uint8Array(await readFile(fileOf(key)))
        disk.delete(key)
        disk.set(key, entry)
        keepInMemory(key, { bytes, storedAt: entry.storedAt })
        return { bytes, from: 'disk' }
      } catch {
        await forgetDisk(key)
        return undefined
      }
    },

    async set(key: string, bytes: Uint8Array): Promise<void> {
      const storedAt = Date.now()
      keepInMemory(key, { bytes, storedAt })
      if (bytes.length > diskBytes) return
      await clearEarlierRun()
      await forgetDisk(key)
      try {
        await writeFile(fileOf(key), bytes)
      } catch {
        return
      }
      disk.set(key, { size: bytes.length, storedAt })
      diskUsed += bytes.length
      const evicted: Promise<void>[] = []
      for (const oldest of disk.keys()) {
        if (diskUsed <= diskBytes) break
        evicted.push(forgetDisk(oldest))
      }
      await Promise.all(evicted)
    },

    stats: () => ({
      memoryBytes: memoryUsed,
      memoryItems: memory.size,
      diskBytes: diskUsed,
      diskItems: disk.size,
    }),

    /** Test hook: whether a key's file is on disk. */
    async onDisk(key: string): Promise<boolean> {
      return stat(fileOf(key)).then(
        () => true,
        () => false,
      )
    },
  }
}

export type ImageCache = ReturnType<typeof createImageCache>
