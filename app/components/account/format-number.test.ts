import { describe, expect, it } from 'vitest'
import { formatNumber } from './format-number.ts'

describe('formatNumber', () => {
  it("prints what Intl.NumberFormat('en-US') prints for counts, sizes and rates", () => {
    const intl = new Intl.NumberFormat('en-US')
    const values = [
      0,
      7,
      42,
      300,
      999,
      1000,
      1064,
      16000,
      123456,
      1234567,
      1e9 + 7,
      14,
      14.5,
      0.02,
      2.125,
      1234.5678,
      -1064,
    ]
    for (const value of values) expect(formatNumber(value), String(value)).toBe(intl.format(value))
  })
})
