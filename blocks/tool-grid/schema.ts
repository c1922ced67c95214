import { z } from 'zod/mini'
import { componentId, optionalText } from '../shared/fields.ts'
import { defineBlock } from '../define-block.ts'

export const toolGridSchema = z.object({
  __component: z.literal('blocks.tool-grid'),
  id: componentId,
  heading: z.string().check(z.minLength(1)),
  intro: optionalText,
  /** Show one bucket only (its name), or all when empty. */
  bucket: optionalText,
})
export type ToolGridBlock = z.infer<typeof toolGridSchema>

export const toolGridBlock = defineBlock({
  uid: 'blocks.tool-grid',
  schema: toolGridSchema,
  populate: '*',
})
