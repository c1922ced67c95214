import { z } from 'zod/mini'
import { componentId, ctaSchema, optionalText, headingText, headingHelp } from '../shared/fields.ts'
import { defineBlock } from '../define-block.ts'

export const ctaBannerSchema = z.object({
  __component: z.literal('blocks.cta-banner'),
  id: componentId,
  heading: headingText,
  body: optionalText,
  cta: ctaSchema,
  secondary_cta: z.optional(z.nullable(ctaSchema)),
})
export type CtaBannerBlock = z.infer<typeof ctaBannerSchema>

export const ctaBannerBlock = defineBlock({
  uid: 'blocks.cta-banner',
  schema: ctaBannerSchema,
  editor: {
    label: 'Call-to-action banner',
    description: 'A coloured banner with a heading, a sentence and one or two buttons.',
    icon: 'cursor',
    category: 'Openers and calls to action',
    fields: {
      heading: headingHelp('Try every tool in the API Lab'),
      body: { label: 'Text', description: 'Optional: one or two sentences.' },
      cta: { label: 'Main button' },
      secondary_cta: { label: 'Second button', description: 'Optional.' },
    },
  },
  populate: { cta: '*', secondary_cta: '*' },
})
