import { z } from 'zod/mini'
import { componentId, optionalText } from '../shared/fields.ts'
import { defineBlock } from '../define-block.ts'

export const statsSchema = z.object({
  __component: z.literal('blocks.stats'),
  id: componentId,
  heading: optionalText,
  items: z
    .array(z.object({ value: z.string().check(z.minLength(1)), label: z.string().check(z.minLength(1)) }))
    .check(z.minLength(1)),
})
export type StatsBlock = z.infer<typeof statsSchema>

export const statsBlock = defineBlock({
  uid: 'blocks.stats',
  schema: statsSchema,
  editor: {
    label: 'Key figures',
    description: 'Two to four large numbers with a short label each.',
    icon: 'chartPie',
    category: 'Proof',
    fields: {
      heading: { label: 'Heading', description: 'Optional.', placeholder: 'pdfRest in numbers' },
      items: { label: 'Figures' },
      'items.value': { label: 'Figure', placeholder: '99.9%', width: 'half' },
      'items.label': {
        label: 'What it measures',
        placeholder: 'uptime over the last 12 months',
        width: 'half',
      },
    },
  },
  populate: { items: '*' },
})
