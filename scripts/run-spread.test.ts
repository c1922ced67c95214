import { describe, expect, it } from 'vitest'
import { lowerMedian, meeting, spread } from './run-spread.ts'

describe('spread', () => {
  it("gives a metric's own median and its range", () => {
    expect(spread([30, 5, 120, 14, 0])).toBe('14 (0–120)')
    expect(spread([0.98, 0.99, 0.95, 1], 2)).toBe('0.98 (0.95–1.00)')
  })

  it('gives one value when every run agrees, and refuses no runs', () => {
    expect(spread([0, 0, 0])).toBe('0')
    expect(() => spread([])).toThrow('at least one value')
  })
})

describe('lowerMedian', () => {
  it('takes the middle value, or the lower middle one of an even count', () => {
    expect(lowerMedian([30, 5, 120])).toBe(30)
    expect(lowerMedian([4, 1, 3, 2])).toBe(2)
    expect(lowerMedian([])).toBe(0)
  })
})

describe('meeting', () => {
  it('counts the runs with a score of at least 0.98 and TBT of at most 50 ms', () => {
    const rows = [
      { performance: 0.98, tbt: 50 },
      { performance: 0.99, tbt: 51 },
      { performance: 0.97, tbt: 0 },
      { performance: 1, tbt: 3 },
    ]
    expect(meeting(rows)).toBe('2/4')
  })
})
