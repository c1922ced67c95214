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
  populate: { items: '*' },
})
