import { z } from 'zod/mini'
import type { BlockPartHelp } from '../editor-help.ts'
import { componentId, optionalText, headingText, headingHelp } from '../shared/fields.ts'
import { defineBlock } from '../define-block.ts'
import { planNameSchema } from '#domain/plans/plan-rules.ts'
import { planCatalogue } from '#domain/plans/plan-catalogue.ts'

/**
 * A pricing card as the CMS stores it (docs/product.md#pricing-cards): the editor chooses the plan
 * and writes the copy; the name and the monthly price are the plan catalogue's, so no card can show
 * a price the billing plans don't charge. Prices are per month, in US dollars.
 */
export const pricingCardEntrySchema = z.object({
  id: componentId,
  plan: planNameSchema,
  price_data: z.object({
    price_per_month_annual: z.number(),
    discounted_price_per_month_annual: z.optional(z.nullable(z.number())),
    cycle_text: optionalText,
    billing_cycle_text_monthly: optionalText,
    billing_cycle_text_annual: optionalText,
  }),
  /** Each detail may contain markup; sanitised on the server. */
  features: z.array(z.object({ id: z.number(), detail: z.string() })),
})

/** A card as the site draws it: its title and monthly price read from the plan catalogue. */
export const pricingCardSchema = z.pipe(
  pricingCardEntrySchema,
  z.transform((card) => ({
    ...card,
    title: card.plan,
    price_data: { ...card.price_data, price_per_month_monthly: planCatalogue[card.plan].price },
  })),
)
export type PricingCard = z.infer<typeof pricingCardSchema>

export const pricingCardHelp: BlockPartHelp = {
  label: 'Plan card',
  description: 'One plan: choose it, then write its annual prices and features.',
  fields: {
    plan: {
      label: 'Plan',
      description: 'Its name and monthly price come from the billing plans; the list shows each price.',
      width: 'half',
      input: 'plan',
    },
    price_data: {
      label: 'Annual prices and billing notes',
      description:
        'In US dollars per month, written as you would: 89, $89, 79.99 or 79,99 (a comma before three digits groups thousands: 1,299).',
    },
    'price_data.price_per_month_annual': {
      label: 'Price per month, billed annually',
      description:
        "At most the plan's monthly price (0 for Starter). With a discount, the plan's monthly price.",
      placeholder: '8.99',
      width: 'half',
      input: 'price',
    },
    'price_data.discounted_price_per_month_annual': {
      label: 'Discounted price per month, billed annually',
      description:
        "Optional. Below the plan's monthly price; the annual price then shows struck through beside it.",
      width: 'half',
      input: 'price',
    },
    'price_data.cycle_text': {
      label: 'Price suffix',
      description: 'Shown after the price.',
      placeholder: '/ month',
      width: 'half',
    },
    'price_data.billing_cycle_text_monthly': {
      label: 'Billing note, monthly',
      placeholder: 'Billed monthly',
      width: 'half',
    },
    'price_data.billing_cycle_text_annual': {
      label: 'Billing note, annually',
      placeholder: 'Billed annually',
      width: 'half',
    },
    features: { label: 'Features', description: 'One line each; bold and links are allowed.' },
    'features.detail': { label: 'Feature', placeholder: '1,000 API calls per month' },
  },
}

export const pricingTableSchema = z.object({
  __component: z.literal('blocks.pricing-table'),
  id: componentId,
  heading: headingText,
  cards: z.array(pricingCardSchema).check(z.minLength(1)),
})
export type PricingTableBlock = z.infer<typeof pricingTableSchema>

export const pricingTableBlock = defineBlock({
  uid: 'blocks.pricing-table',
  schema: pricingTableSchema,
  editor: {
    label: 'Pricing table',
    description: 'The plan cards with monthly and annual prices and their features.',
    icon: 'priceTag',
    category: 'Product and pricing',
    fields: {
      heading: headingHelp('Simple, usage-based pricing'),
      cards: { label: 'Plans', description: 'One card per plan, cheapest first.' },
    },
  },
  populate: { cards: { populate: { price_data: '*', features: '*' } } },
  sanitize: (block, clean) => ({
    ...block,
    cards: block.cards.map((card) => ({
      ...card,
      features: card.features.map((feature) => ({ ...feature, detail: clean(feature.detail) })),
    })),
  }),
})
