import { describe, expect, it } from 'vitest'
import { languageOptions, referralOptions } from '#shared/api/sign-up.schema.ts'
import { shuffledWithOtherLast } from './shuffle.ts'

describe('shuffled options', () => {
  it('keeps every option once and Other last', () => {
    for (const options of [languageOptions, referralOptions]) {
      const shuffled = shuffledWithOtherLast(options)
      expect(shuffled.at(-1)).toBe('Other')
      expect([...shuffled].sort()).toEqual([...options].sort())
    }
  })

  it('really shuffles: different random sources give different orders', () => {
    let seed = 1
    const seeded = () => ((seed = (seed * 16807) % 2147483647) - 1) / 2147483646
    const orders = new Set(
      Array.from({ length: 20 }, () => shuffledWithOtherLast(referralOptions, seeded).join()),
    )
    expect(orders.size).toBeGreaterThan(10)
  })
})
