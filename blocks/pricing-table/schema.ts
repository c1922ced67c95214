import { z } from 'zod/mini'
import { componentId, optionalText } from '../shared/fields.ts'
import { defineBlock } from '../define-block.ts'

/** SPEC §3 "Pricing card". Prices are per month, in US dollars. */
export const pricingCardSchema = z.object({
  id: componentId,
  title: z.string().check(z.minLength(1)),
  price_data: z.object({
    price_per_month_monthly: z.number(),
    price_per_month_annual: z.number(),
    discounted_price_per_month_annual: z.optional(z.nullable(z.number())),
    cycle_text: optionalText,
    billing_cycle_text_monthly: optionalText,
    billing_cycle_text_annual: optionalText,
  }),
  /** Each detail may contain markup; sanitised on the server. */
  features: z.array(z.object({ id: z.number(), detail: z.string() })),
})
export type PricingCard = z.infer<typeof pricingCardSchema>

export const pricingTableSchema = z.object({
  __component: z.literal('blocks.pricing-table'),
  id: componentId,
  heading: z.string().check(z.minLength(1)),
  cards: z.array(pricingCardSchema).check(z.minLength(1)),
})
export type PricingTableBlock = z.infer<typeof pricingTableSchema>

export const pricingTableBlock = defineBlock({
  uid: 'blocks.pricing-table',
  schema: pricingTableSchema,
  populate: { cards: { populate: { price_data: '*', features: '*' } } },
  sanitize: (block, clean) => ({
    ...block,
    cards: block.cards.map((card) => ({
      ...card,
      features: card.features.map((feature) => ({ ...feature, detail: clean(feature.detail) })),
    })),
  }),
})
