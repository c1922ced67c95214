import { createRequire } from 'node:module'
import { describe, expect, it } from 'vitest'
import { z } from 'zod'
import { pricingTableFixtures } from './fixtures.ts'

// Strapi's save and publish checks (cms/src/editor/plan-prices.js) run in Strapi; their decisions
// are checked here against the site's own fixtures and the billing plans' prices.
const problemsSchema = z.array(
  z.object({ path: z.array(z.union([z.string(), z.number()])), message: z.string() }),
)
const checks = z
  .object({
    planPriceProblems: z.custom<(data: unknown) => unknown>((value) => typeof value === 'function'),
  })
  .parse(createRequire(import.meta.url)('../../cms/src/editor/plan-prices.js'))

const problemsOf = (cards: unknown[]) =>
  problemsSchema.parse(checks.planPriceProblems({ blocks: [{ __component: 'blocks.pricing-table', cards }] }))

const card = (plan: string, price_data: Record<string, number>) => ({ plan, price_data, features: [] })

describe("Strapi's checks of a pricing table's prices", () => {
  it("accept the site's own pricing table", () => {
    expect(problemsOf(pricingTableFixtures.plans.cards)).toEqual([])
  })

  it('accept an annual price at or below the monthly price, without a discount', () => {
    expect(
      problemsOf([
        card('Premium', { price_per_month_annual: 8.33 }),
        card('Pro', { price_per_month_annual: 99.99 }),
      ]),
    ).toEqual([])
  })

  it('refuse an annual price for the free plan, and a discount on it', () => {
    expect(
      problemsOf([card('Starter', { price_per_month_annual: 5, discounted_price_per_month_annual: 4 })]),
    ).toEqual([
      {
        path: ['blocks', 0, 'cards', 0, 'price_data', 'price_per_month_annual'],
        message:
          'Section 1 (Pricing table), plan card 1: the Starter plan is free, so its annual price must be 0 (this card says $5.00).',
      },
      {
        path: ['blocks', 0, 'cards', 0, 'price_data', 'discounted_price_per_month_annual'],
        message:
          'Section 1 (Pricing table), plan card 1: the Starter plan is free, so it has no discounted price. Leave that field empty.',
      },
    ])
  })

  it('refuse an annual price above the monthly price the plan bills, or of nothing', () => {
    expect(
      problemsOf([
        card('Pro', { price_per_month_annual: 120 }),
        card('Premium', { price_per_month_annual: 0 }),
      ]),
    ).toEqual([
      {
        path: ['blocks', 0, 'cards', 0, 'price_data', 'price_per_month_annual'],
        message:
          "Section 1 (Pricing table), plan card 1: the Pro plan's annual price must be above $0 and at most its monthly price, $99.99 (this card says $120.00).",
      },
      {
        path: ['blocks', 0, 'cards', 1, 'price_data', 'price_per_month_annual'],
        message:
          "Section 1 (Pricing table), plan card 2: the Premium plan's annual price must be above $0 and at most its monthly price, $9.99 (this card says $0.00).",
      },
    ])
  })

  it('refuse a struck-through price other than the monthly price, and a discount that is none', () => {
    expect(
      problemsOf([
        card('Enterprise', { price_per_month_annual: 300, discounted_price_per_month_annual: 400 }),
      ]),
    ).toEqual([
      {
        path: ['blocks', 0, 'cards', 0, 'price_data', 'price_per_month_annual'],
        message:
          "Section 1 (Pricing table), plan card 1: with a discounted price, the price shown struck through must be the Enterprise plan's monthly price, $349.99 (this card says $300.00).",
      },
      {
        path: ['blocks', 0, 'cards', 0, 'price_data', 'discounted_price_per_month_annual'],
        message:
          "Section 1 (Pricing table), plan card 1: the discounted annual price must be above $0 and below the Enterprise plan's monthly price, $349.99 (this card says $400.00).",
      },
    ])
  })
})
