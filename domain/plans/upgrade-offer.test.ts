import { describe, expect, it } from 'vitest'
import { isPricingPage, offersUpgrade } from './upgrade-offer.ts'

describe('offersUpgrade', () => {
  it('offers it on every plan but Enterprise, anywhere but the pricing page', () => {
    expect(offersUpgrade('Premium', '/')).toBe(true)
    expect(offersUpgrade(null, '/apitools/')).toBe(true)
    expect(offersUpgrade('Enterprise', '/')).toBe(false)
    expect(offersUpgrade('Pro', '/pricing/')).toBe(false)
    expect(offersUpgrade('Pro', '/pricing')).toBe(false)
  })

  it('knows the pricing page by its path alone', () => {
    expect(isPricingPage('/pricing/')).toBe(true)
    expect(isPricingPage('/pricing/faq/')).toBe(false)
  })
})
