import { beforeEach, describe, expect, it, vi } from 'vitest'
import { randomText } from '../http/random-pool.server.ts'
import { pooledIdGenerator } from './trace-ids.server.ts'

vi.mock('../http/random-pool.server.ts', async (original) => ({
  ...(await original<typeof import('../http/random-pool.server.ts')>()),
  randomText: vi.fn(),
}))

describe('pooledIdGenerator', () => {
  beforeEach(async () => {
    const pool = await vi.importActual<typeof import('../http/random-pool.server.ts')>(
      '../http/random-pool.server.ts',
    )
    vi.mocked(randomText).mockReset().mockImplementation(pool.randomText)
  })

  it('draws W3C ids from the pooled randomness: 32 and 16 lowercase hex digits, never the same twice', () => {
    const traceIds = new Set(Array.from({ length: 1000 }, () => pooledIdGenerator.generateTraceId()))
    const spanIds = new Set(Array.from({ length: 1000 }, () => pooledIdGenerator.generateSpanId()))
    expect(traceIds.size).toBe(1000)
    expect(spanIds.size).toBe(1000)
    for (const id of traceIds) expect(id).toMatch(/^[0-9a-f]{32}$/)
    for (const id of spanIds) expect(id).toMatch(/^[0-9a-f]{16}$/)
    expect(randomText).toHaveBeenCalledWith(16, 'hex')
    expect(randomText).toHaveBeenCalledWith(8, 'hex')
  })

  it('draws again rather than hand out the all-zero id W3C calls invalid', () => {
    vi.mocked(randomText)
      .mockReturnValueOnce('0'.repeat(32))
      .mockReturnValueOnce('0a'.repeat(16))
      .mockReturnValueOnce('0'.repeat(16))
      .mockReturnValueOnce('0b'.repeat(8))
    expect(pooledIdGenerator.generateTraceId()).toBe('0a'.repeat(16))
    expect(pooledIdGenerator.generateSpanId()).toBe('0b'.repeat(8))
  })
})
