// @vitest-environment happy-dom
import { cleanup, screen } from '@testing-library/react'
import { cardPrice, cardTitle } from './pricing-card.tsx'
import { fireEvent } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'
import { BlocksRenderer } from '../blocks-renderer.tsx'
import { prepareBlocks } from '../parse-blocks.ts'
import { sanitizeBlockHtml } from '../sanitize-html.server.ts'
import { renderEntries, renderWithRouter, testBlockData } from '../test-render.tsx'
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

  it("shows Get Started to visitors and the site's plan actions to signed-in customers", async () => {
    const { blocks, problems } = prepareBlocks([pricingTableFixtures.plans], {
      page: 'test',
      clean: sanitizeBlockHtml,
    })
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
})
