// @vitest-environment happy-dom
import { cleanup, screen } from '@testing-library/react'
import { cardPrice, cardTitle } from './pricing-card.tsx'
import { fireEvent } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'
import { BlocksRenderer } from '../blocks-renderer.tsx'
import { prepareEntries, renderEntries, renderWithRouter, testBlockData } from '../test-render.tsx'
import { type PlanActionRenderer, PlanActionProvider } from './plan-action-context.tsx'
import { pricingTableBlock } from './schema.ts'
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
    const { blocks, problems } = await prepareEntries([pricingTableFixtures.plans])
    const renderer: PlanActionRenderer = (card, cycle) => ({
      current: card.title === 'Premium' && cycle === 'Monthly',
      action: (
        <span>
          {card.title === 'Premium' && cycle === 'Monthly' ? 'Current plan' : `Choose ${card.title}`}
        </span>
      ),
    })
    await renderWithRouter(
      <div data-testid="block-under-test">
        <PlanActionProvider value={renderer}>
          <BlocksRenderer blocks={blocks} problems={problems} data={testBlockData} />
        </PlanActionProvider>
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
    const [, premium] = pricingTableFixtures.plans.cards
    expect(cardTitle('Starter', 'Annual')).toBe('Starter')
    expect(cardTitle('Pro', 'Annual')).toBe('Pro Annual')
    if (!premium) throw new Error('fixture lost its Premium card')
    expect(cardPrice({ ...premium, id: 2 }, 'Annual')).toEqual({ price: 8.33, original: 9.99 })
    expect(cardPrice({ ...premium, id: 2 }, 'Monthly')).toEqual({ price: 9.99, original: null })
  })

  it('gives every card a billing line in both cycles, so the feature lists start level across the row', () => {
    const missing = pricingTableFixtures.plans.cards.filter(
      (card) =>
        !('billing_cycle_text_monthly' in card.price_data && card.price_data.billing_cycle_text_monthly) ||
        !('billing_cycle_text_annual' in card.price_data && card.price_data.billing_cycle_text_annual),
    )
    expect(missing.map((card) => card.title)).toEqual([])
  })
})
