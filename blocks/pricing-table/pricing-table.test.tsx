// @vitest-environment happy-dom
import { cleanup, screen } from '@testing-library/react'
import { cardPrice, cardTitle } from './pricing-card.tsx'
import { fireEvent } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'
import { renderEntries } from '../test-render.tsx'
import { pricingTableBlock } from './pricing-table.tsx'
import { brokenPricingTable, pricingTableFixtures } from './fixtures.ts'

afterEach(cleanup)

describe('pricing-table block', () => {
  it('accepts every fixture and rejects the broken one', () => {
    for (const fixture of Object.values(pricingTableFixtures))
      expect(pricingTableBlock.parse(fixture).ok).toBe(true)
    expect(pricingTableBlock.parse(brokenPricingTable).ok).toBe(false)
  })

  it('switches the pricing table between monthly and annual prices', async () => {
    await renderEntries([pricingTableFixtures.plans])
    expect(screen.getByRole('heading', { name: 'Premium Monthly' })).toBeTruthy()
    expect(screen.getByRole('heading', { name: 'Starter' })).toBeTruthy()
    fireEvent.click(screen.getByLabelText('Annual'))
    expect(screen.getByRole('heading', { name: 'Premium Annual' })).toBeTruthy()
    expect(screen.getByText('$8.33')).toBeTruthy()
    expect(screen.getByText('$9.99').tagName).toBe('S')
    expect(screen.getByText('Pro Tools Access Available')).toBeTruthy()
  })

  it('computes card titles and prices per SPEC', () => {
    const [, premium] = pricingTableFixtures.plans.cards
    expect(cardTitle('Starter', 'Annual')).toBe('Starter')
    expect(cardTitle('Pro', 'Annual')).toBe('Pro Annual')
    if (!premium) throw new Error('fixture lost its Premium card')
    expect(cardPrice({ ...premium, id: 2 }, 'Annual')).toEqual({ price: 8.33, original: 9.99 })
    expect(cardPrice({ ...premium, id: 2 }, 'Monthly')).toEqual({ price: 9.99, original: null })
  })
})
