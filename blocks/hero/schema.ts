import { z } from 'zod/mini'
import { componentId, ctaSchema, optionalText } from '../shared/fields.ts'
import { defineBlock } from '../define-block.ts'

export const heroSchema = z.object({
  __component: z.literal('blocks.hero'),
  id: componentId,
  heading: z.string().check(z.minLength(1)),
  subheading: optionalText,
  primary_cta: z.optional(z.nullable(ctaSchema)),
  secondary_cta: z.optional(z.nullable(ctaSchema)),
})
export type HeroBlock = z.infer<typeof heroSchema>

export const heroBlock = defineBlock({
  uid: 'blocks.hero',
  schema: heroSchema,
  populate: { primary_cta: '*', secondary_cta: '*' },
})
