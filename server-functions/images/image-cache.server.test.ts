import { mkdtempSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { createImageCache } from './image-cache.server.ts'

const bytes = (fill: number) => new Uint8Array(60).fill(fill)

describe('image cache', () => {
  it('keeps memory and disk within their byte limits, least recently used out first', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'image-cache-test-'))
    const cache = createImageCache({ dir, memoryBytes: 100, diskBytes: 250 })
    for (let n = 1; n <= 5; n += 1) await cache.set(`k${n}`, bytes(n))
    expect(cache.stats()).toEqual({ memoryBytes: 60, memoryItems: 1, diskBytes: 240, diskItems: 4 })
    expect(await cache.onDisk('k1')).toBe(false)
    expect(await cache.get('k1')).toBeUndefined()
    expect(await cache.get('k5')).toEqual({ bytes: bytes(5), from: 'memory' })
    // From disk, and back in memory for the next repeat.
    expect(await cache.get('k2')).toEqual({ bytes: bytes(2), from: 'disk' })
    expect((await cache.get('k2'))?.from).toBe('memory')
  })

  it('treats a file removed behind its back as a miss', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'image-cache-test-'))
    const cache = createImageCache({ dir, memoryBytes: 10, diskBytes: 1000 })
    await cache.set('gone', bytes(1))
    const again = createImageCache({ dir, memoryBytes: 10, diskBytes: 1000 })
    // A second cache on the same directory drops the first one's files when it starts writing.
    await again.set('other', bytes(2))
    expect(await cache.get('gone')).toBeUndefined()
  })
})
