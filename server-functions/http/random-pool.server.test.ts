import { describe, expect, it } from 'vitest'
import { randomText } from './random-pool.server.ts'

describe('random text from a pool', () => {
  it('never hands the same bytes out twice, across batches and sizes', () => {
    const values = Array.from({ length: 3000 }, (_, index) => randomText(index % 2 ? 16 : 12, 'hex'))
    expect(new Set(values).size).toBe(values.length)
    expect(values[0]).toMatch(/^[0-9a-f]{24}$/)
    expect(values[1]).toMatch(/^[0-9a-f]{32}$/)
  })

  it('answers a request larger than its batch too', () => {
    expect(Buffer.from(randomText(5000, 'base64'), 'base64')).toHaveLength(5000)
  })
})
