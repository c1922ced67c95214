import { z } from 'zod/mini'
import { componentId, optionalText } from '../shared/fields.ts'
import { defineBlock } from '../define-block.ts'

export const productCardsSchema = z.object({
  __component: z.literal('blocks.product-cards'),
  id: componentId,
  heading: z.string().check(z.minLength(1)),
  products: z
    .array(
      z.object({
        title: z.string().check(z.minLength(1)),
        description: z.string(),
        url: z.string().check(z.minLength(1)),
        badge: optionalText,
      }),
    )
    .check(z.minLength(1)),
})
export type ProductCardsBlock = z.infer<typeof productCardsSchema>

export const productCardsBlock = defineBlock({
  uid: 'blocks.product-cards',
  schema: productCardsSchema,
  populate: { products: '*' },
})
