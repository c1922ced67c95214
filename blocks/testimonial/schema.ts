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
  populate: { avatar: '*' },
})
