import { z } from 'zod/mini'
import { componentId, imageSchema, optionalText } from '../shared/fields.ts'
import { defineBlock } from '../define-block.ts'

export const testimonialSchema = z.object({
  __component: z.literal('blocks.testimonial'),
  id: componentId,
  quote: z.string().check(z.minLength(1)),
  author: z.string().check(z.minLength(1)),
  role: optionalText,
  company: optionalText,
  avatar: z.optional(z.nullable(imageSchema)),
})
export type TestimonialBlock = z.infer<typeof testimonialSchema>

export const testimonialBlock = defineBlock({
  uid: 'blocks.testimonial',
  schema: testimonialSchema,
  editor: {
    label: 'Testimonial',
    description: 'A customer quote with their name, role and company.',
    icon: 'quote',
    category: 'Proof',
    fields: {
      quote: { label: 'Quote', placeholder: 'We replaced three PDF libraries with one API call.' },
      author: { label: 'Name', placeholder: 'Dana Whitfield', width: 'half' },
      role: { label: 'Role', placeholder: 'CTO', width: 'half' },
      company: { label: 'Company', placeholder: 'Ledgerline', width: 'half' },
      avatar: {
        label: 'Photo',
        description: 'Optional. Shown beside the name, so it needs no alternative text.',
        width: 'half',
        decorative: true,
      },
    },
  },
  populate: { avatar: '*' },
})
