import { describe, expect, it } from 'vitest'
import { z } from 'zod'

// The Strapi admin's price field (cms/src/admin/price-text.js) reads what a marketer types; its
// rule is checked here, where the unit suite runs.
const readingSchema = z.union([
  z.object({ amount: z.number().nullable() }),
  z.object({ problem: z.string() }),
])
const modulePath = '../../cms/src/admin/price-text.js'
const priceText = z
  .object({
    readPrice: z.custom<(text: string) => unknown>((value) => typeof value === 'function'),
    showPrice: z.custom<(amount: unknown) => unknown>((value) => typeof value === 'function'),
  })
  .parse(await import(/* @vite-ignore */ modulePath))

const read = (text: string) => readingSchema.parse(priceText.readPrice(text))
const problem = (text: string) => {
  const reading = read(text)
  return 'problem' in reading ? reading.problem : undefined
}

describe("the Strapi admin's price field", () => {
  it.each([
    ['89', 89],
    ['$89', 89],
    ['$ 89', 89],
    ['89$', 89],
    ['89 USD', 89],
    ['US$89', 89],
    ['89.00', 89],
    ['79.99', 79.99],
    ['79,99', 79.99],
    ['79,9', 79.9],
    ['0', 0],
    ['1,299', 1299],
    ['$1,299.50', 1299.5],
    ['1.299,50', 1299.5],
    ['12,345,678', 12345678],
    ['  49.5 ', 49.5],
  ])('reads “%s” as %d dollars', (typed, amount) => {
    expect(read(typed)).toEqual({ amount })
  })

  it('reads an empty field as no price', () => {
    expect(read('')).toEqual({ amount: null })
    expect(read('   ')).toEqual({ amount: null })
  })

  it('refuses what is not one amount, in words that show what was typed', () => {
    expect(problem('seventy')).toBe(
      '“seventy” is not a price: write it in US dollars, such as 89, $89, 89.00, 79,99 or 1,299.',
    )
    expect(problem('$')).toMatch(/^“\$” is not a price/)
    expect(problem('1,2089')).toMatch(/^“1,2089” has more than two digits after the point/)
    expect(problem('-5')).toBe('“-5” is below zero: a price is $0 or more.')
    expect(problem('89.999')).toMatch(
      /^“89\.999” could be dollars and a fraction of a cent or a grouped thousand: write 89,999 for thousands/,
    )
    expect(problem('1,29,9')).toMatch(/is not a price/)
    expect(problem('12.34.56')).toMatch(/is not a price/)
  })

  it('bounds what it reads', () => {
    expect(problem('1'.repeat(30))).toBe(
      `“${'1'.repeat(20)}…” is too long for a price: write it in US dollars, such as 89, $89, 89.00, 79,99 or 1,299.`,
    )
  })

  it('shows a stored amount as dollars, with cents only when there are some', () => {
    expect(priceText.showPrice(89)).toBe('89')
    expect(priceText.showPrice(79.9)).toBe('79.90')
    expect(priceText.showPrice('120.5')).toBe('120.50')
    expect(priceText.showPrice(null)).toBe('')
    expect(priceText.showPrice(undefined)).toBe('')
  })
})
