import { z } from 'zod/mini'
import { componentId, ctaSchema, optionalText } from '../shared/fields.ts'
import { defineBlock } from '../define-block.ts'

export const ctaBannerSchema = z.object({
  __component: z.literal('blocks.cta-banner'),
  id: componentId,
  heading: z.string().check(z.minLength(1)),
  body: optionalText,
  cta: ctaSchema,
  secondary_cta: z.optional(z.nullable(ctaSchema)),
})
export type CtaBannerBlock = z.infer<typeof ctaBannerSchema>

export const ctaBannerBlock = defineBlock({
  uid: 'blocks.cta-banner',
  schema: ctaBannerSchema,
  populate: { cta: '*', secondary_cta: '*' },
})
