import type { z } from 'zod/mini'
import type { pricingTableSchema } from './schema.ts'

// Plans and included calls from docs/product.md#plans. Annual prices are the CMS's: the annual figures
// below are plausible placeholders (two months free), to be replaced by the CMS's real values.
const features = (details: string[]) => details.map((detail, index) => ({ id: index + 1, detail }))

export const pricingTableFixtures = {
  plans: {
    __component: 'blocks.pricing-table',
    heading: 'Choose your plan',
    cards: [
      {
        plan: 'Starter',
        // Every card has a billing line, so the feature lists start level across the row.
        price_data: {
          price_per_month_annual: 0,
          cycle_text: '/ month',
          billing_cycle_text_monthly: 'No credit card needed',
          billing_cycle_text_annual: 'No credit card needed',
        },
        features: features([
          '<strong>300</strong> API calls per month',
          'Files kept 2 minutes',
          'Uploads up to 100 MB',
          'Watermarked output',
        ]),
      },
      {
        plan: 'Premium',
        price_data: {
          price_per_month_annual: 9.99,
          discounted_price_per_month_annual: 8.33,
          cycle_text: '/ month',
          billing_cycle_text_monthly: 'Billed monthly',
          billing_cycle_text_annual: 'Billed annually ($99.96 a year)',
        },
        features: features([
          '<strong>1,000</strong> API calls per month',
          '$0.10 per extra call',
          'Files kept 30 minutes',
          '5 MB included, 250 MB max upload',
          'No watermark',
          'Pro Tools Access Available',
        ]),
      },
      {
        plan: 'Pro',
        price_data: {
          price_per_month_annual: 99.99,
          discounted_price_per_month_annual: 83.33,
          cycle_text: '/ month',
          billing_cycle_text_monthly: 'Billed monthly',
          billing_cycle_text_annual: 'Billed annually ($999.96 a year)',
        },
        features: features([
          '<strong>5,000</strong> API calls per month',
          '$0.05 per extra call',
          'Files kept 30 minutes',
          '50 MB included, 500 MB max upload',
          'Access to Pro Tools',
        ]),
      },
      {
        plan: 'Enterprise',
        price_data: {
          price_per_month_annual: 349.99,
          discounted_price_per_month_annual: 291.66,
          cycle_text: '/ month',
          billing_cycle_text_monthly: 'Billed monthly',
          billing_cycle_text_annual: 'Billed annually ($3,499.92 a year)',
        },
        features: features([
          '<strong>14,000</strong> API calls per month',
          '$0.03 per extra call',
          'Customizable file retention',
          '250 MB included, 1 GB max upload',
          'Access to Pro Tools',
          'Custom configuration',
        ]),
      },
    ],
  },
} satisfies Record<string, z.input<typeof pricingTableSchema>>

export const brokenPricingTable = { __component: 'blocks.pricing-table', heading: 'Plans', cards: [] }
