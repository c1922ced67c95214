import { describe, expect, it } from 'vitest'
import { shortDate } from './short-date.ts'

const intl = new Intl.DateTimeFormat('en-US', {
  month: 'short',
  day: 'numeric',
  year: 'numeric',
  timeZone: 'UTC',
})

describe('shortDate', () => {
  it('writes the en-US short date in UTC', () => {
    expect(shortDate('2027-03-01T00:00:00Z')).toBe('Mar 1, 2027')
    expect(shortDate('2026-11-23T23:59:59-05:00')).toBe('Nov 24, 2026')
    expect(shortDate(Date.UTC(2026, 11, 31))).toBe('Dec 31, 2026')
  })

  it('agrees with Intl.DateTimeFormat on every day of several years', () => {
    const start = Date.UTC(1999, 0, 1)
    const end = Date.UTC(2031, 0, 1)
    const mismatches: string[] = []
    // Every day at 13:37 UTC, and every day at 23:30 so a late hour cannot slip into the next day.
    for (let time = start; time < end; time += 86_400_000)
      for (const offset of [49_020_000, 84_600_000]) {
        const moment = time + offset
        if (shortDate(moment) !== intl.format(moment)) mismatches.push(new Date(moment).toISOString())
      }
    expect(mismatches).toEqual([])
  })

  it('answers null for what is not a date', () => {
    expect(shortDate('not a date')).toBeNull()
    expect(shortDate('')).toBeNull()
    expect(shortDate(Number.NaN)).toBeNull()
  })
})
