import { z } from 'zod/mini'
import { componentId, ctaSchema, optionalText } from '../shared/fields.ts'
import { defineBlock } from '../define-block.ts'

export const heroSchema = z.object({
  __component: z.literal('blocks.hero'),
  id: componentId,
  heading: z.string().check(z.minLength(1), z.maxLength(90)),
  subheading: optionalText,
  primary_cta: z.optional(z.nullable(ctaSchema)),
  secondary_cta: z.optional(z.nullable(ctaSchema)),
})
export type HeroBlock = z.infer<typeof heroSchema>

export const heroBlock = defineBlock({
  uid: 'blocks.hero',
  schema: heroSchema,
  editor: {
    label: 'Hero',
    description: 'The opening section of a page: a headline, a short promise and up to two buttons.',
    icon: 'star',
    category: 'Openers and calls to action',
    fields: {
      heading: {
        label: 'Headline',
        description: 'The first thing visitors read. One short sentence; 90 characters at most.',
        placeholder: 'Every PDF workflow, one REST API',
      },
      subheading: {
        label: 'Supporting text',
        description: 'One or two sentences under the headline.',
        placeholder: 'Convert, compress, OCR and secure PDFs with a single API call.',
      },
      primary_cta: { label: 'Main button', description: 'The action you want most visitors to take.' },
      secondary_cta: { label: 'Second button', description: 'Optional: a quieter alternative action.' },
    },
  },
  populate: { primary_cta: '*', secondary_cta: '*' },
})
