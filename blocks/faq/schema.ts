import { z } from 'zod/mini'
import { componentId, headingText, headingHelp } from '../shared/fields.ts'
import { defineBlock } from '../define-block.ts'

export const faqSchema = z.object({
  __component: z.literal('blocks.faq'),
  id: componentId,
  heading: headingText,
  items: z
    .array(z.object({ question: z.string().check(z.minLength(1)), answer: z.string().check(z.minLength(1)) }))
    .check(z.minLength(1)),
})
export type FaqBlock = z.infer<typeof faqSchema>

export const faqBlock = defineBlock({
  uid: 'blocks.faq',
  schema: faqSchema,
  editor: {
    label: 'Questions and answers',
    description: 'Frequently asked questions, each opening to show its answer.',
    icon: 'question',
    category: 'Content',
    fields: {
      heading: headingHelp('Frequently asked questions'),
      items: { label: 'Questions' },
      'items.question': { label: 'Question', placeholder: 'Can I change my plan later?' },
      'items.answer': {
        label: 'Answer',
        placeholder: 'Yes. Upgrades apply at once; downgrades at your next renewal.',
      },
    },
  },
  populate: { items: '*' },
})
