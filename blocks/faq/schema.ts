import { z } from 'zod/mini'
import { componentId } from '../shared/fields.ts'
import { defineBlock } from '../define-block.ts'

export const faqSchema = z.object({
  __component: z.literal('blocks.faq'),
  id: componentId,
  heading: z.string().check(z.minLength(1)),
  items: z
    .array(z.object({ question: z.string().check(z.minLength(1)), answer: z.string().check(z.minLength(1)) }))
    .check(z.minLength(1)),
})
export type FaqBlock = z.infer<typeof faqSchema>

export const faqBlock = defineBlock({
  uid: 'blocks.faq',
  schema: faqSchema,
  populate: { items: '*' },
})
