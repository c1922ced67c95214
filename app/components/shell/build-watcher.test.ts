import { describe, expect, it } from 'vitest'
import { CHUNK_RELOAD_GUARD_MS, CHUNK_RELOAD_MARKER, claimChunkReload } from './build-watcher.tsx'

function memoryStorage() {
  const values = new Map<string, string>()
  return {
    getItem: (key: string) => values.get(key) ?? null,
    setItem: (key: string, value: string) => void values.set(key, value),
    values,
  }
}

describe('claimChunkReload', () => {
  it('allows one reload per guard window and records it in session storage', () => {
    const storage = memoryStorage()
    expect(claimChunkReload(storage, 100_000)).toBe(true)
    expect(storage.values.get(CHUNK_RELOAD_MARKER)).toBe('100000')
    expect(claimChunkReload(storage, 100_000 + CHUNK_RELOAD_GUARD_MS - 1)).toBe(false)
    expect(claimChunkReload(storage, 100_000 + CHUNK_RELOAD_GUARD_MS)).toBe(true)
  })
})
