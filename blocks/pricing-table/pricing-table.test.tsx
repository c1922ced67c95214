// @vitest-environment happy-dom
import { cleanup, screen } from '@testing-library/react'
import { cardPrice, cardTitle } from './pricing-card.tsx'
import { fireEvent } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'
import { prepareEntries, renderEntries, renderWithRouter } from '../test-render.tsx'
import { type PlanActionRenderer, PricingTable } from './pricing-table.tsx'
import { pricingCardSchema, pricingTableBlock } from './schema.ts'
import { planCatalogue } from '#domain/plans/plan-catalogue.ts'
import { brokenPricingTable, pricingTableFixtures } from './fixtures.ts'

afterEach(cleanup)

describe('pricing-table block', () => {
  it('accepts every fixture and rejects the broken one', () => {
    for (const fixture of Object.values(pricingTableFixtures))
      expect(pricingTableBlock.parse(fixture).ok).toBe(true)
    expect(pricingTableBlock.parse(brokenPricingTable).ok).toBe(false)
  })

  it('holds both cycles in the HTML, the annual ones hidden by the CSS switch until Annual is checked', async () => {
    await renderEntries([pricingTableFixtures.plans])
    const premium = screen.getByRole('article', { name: /^Premium/ })
    expect(premium.querySelector('h3')?.textContent).toBe('Premium MonthlyPremium Annual')
    expect(
      [...premium.querySelectorAll('h3 [data-cycle]')].map((span) => span.getAttribute('data-cycle')),
    ).toEqual(['Monthly', 'Annual'])
    const annual = premium.querySelector('div[data-cycle="Annual"]')
    expect(annual?.querySelector('s')?.textContent).toBe('$9.99')
    expect(annual?.textContent).toContain('$8.33')
    expect(premium.querySelector('div[data-cycle="Monthly"]')?.textContent).toContain('$9.99')
    // Starter has no cycle suffix.
    expect(screen.getByRole('article', { name: 'Starter' }).querySelector('h3')?.textContent).toBe('Starter')
    // The radios are the browser's own (no React state decides what shows), Monthly first.
    const monthly = screen.getByLabelText('Monthly')
    expect(monthly instanceof HTMLInputElement && monthly.checked).toBe(true)
    fireEvent.click(screen.getByLabelText('Annual'))
    const annualRadio = screen.getByLabelText('Annual')
    expect(annualRadio instanceof HTMLInputElement && annualRadio.checked).toBe(true)
    expect(screen.getByText('Pro Tools Access Available')).toBeTruthy()
  })

  it("shows Get Started to visitors and the site's plan actions to signed-in customers", async () => {
    const { blocks } = await prepareEntries([pricingTableFixtures.plans])
    const renderer: PlanActionRenderer = (card, cycle) => ({
      current: card.title === 'Premium' && cycle === 'Monthly',
      action: (
        <span>
          {card.title === 'Premium' && cycle === 'Monthly' ? 'Current plan' : `Choose ${card.title}`}
        </span>
      ),
    })
    const [prepared] = blocks
    if (prepared?.uid !== 'blocks.pricing-table') throw new Error('the fixture is a pricing table')
    await renderWithRouter(
      <div data-testid="block-under-test">
        <PricingTable block={prepared.block} planAction={renderer} />
      </div>,
    )
    expect(screen.getByText('Current plan')).toBeTruthy()
    expect(screen.getByText('Choose Enterprise')).toBeTruthy()
    expect(screen.queryByText('Get Started')).toBeNull()
    cleanup()
    await renderEntries([pricingTableFixtures.plans])
    expect(screen.getAllByText('Get Started')).toHaveLength(4)
  })

  it('computes card titles and prices', () => {
    const premium = pricingCardSchema.parse({ ...pricingTableFixtures.plans.cards[1], id: 2 })
    expect(cardTitle('Starter', 'Annual')).toBe('Starter')
    expect(cardTitle('Pro', 'Annual')).toBe('Pro Annual')
    expect(cardPrice(premium, 'Annual')).toEqual({ price: 8.33, original: 9.99 })
    expect(cardPrice(premium, 'Monthly')).toEqual({ price: 9.99, original: null })
  })

  it("reads a card's name and monthly price from the plan catalogue, never from the CMS", () => {
    const entry = { plan: 'Pro', price_data: { price_per_month_annual: 83.33 }, features: [] }
    const card = pricingCardSchema.parse({
      ...entry,
      title: 'Legal Pro',
      price_data: { ...entry.price_data, price_per_month_monthly: 1 },
    })
    expect(card.title).toBe('Pro')
    expect(card.price_data.price_per_month_monthly).toBe(planCatalogue.Pro.price)
    for (const fixture of pricingTableFixtures.plans.cards) {
      const parsed = pricingCardSchema.parse(fixture)
      expect(parsed.price_data.price_per_month_monthly).toBe(planCatalogue[fixture.plan].price)
    }
    // A card that names no plan, or one the catalogue doesn't sell, is not a card.
    expect(pricingCardSchema.safeParse({ ...entry, plan: undefined }).success).toBe(false)
    expect(pricingCardSchema.safeParse({ ...entry, plan: 'Legal Pro' }).success).toBe(false)
  })

  it('gives every card a billing line in both cycles, so the feature lists start level across the row', () => {
    const missing = pricingTableFixtures.plans.cards.filter(
      (card) =>
        !('billing_cycle_text_monthly' in card.price_data && card.price_data.billing_cycle_text_monthly) ||
        !('billing_cycle_text_annual' in card.price_data && card.price_data.billing_cycle_text_annual),
    )
    expect(missing.map((card) => card.plan)).toEqual([])
  })
})
