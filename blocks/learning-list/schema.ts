import { z } from 'zod/mini'
import { componentId, optionalText } from '../shared/fields.ts'
import { defineBlock } from '../define-block.ts'

export const learningListSchema = z.object({
  __component: z.literal('blocks.learning-list'),
  id: componentId,
  heading: z.string().check(z.minLength(1)),
  intro: optionalText,
  /** A Ghost tag slug, e.g. `tutorial-post`, `solutions-post` or a topic. */
  tag: z.string().check(z.minLength(1)),
  limit: z.optional(z.number().check(z.int(), z.minimum(1), z.maximum(12))),
})
export type LearningListBlock = z.infer<typeof learningListSchema>

export const learningListBlock = defineBlock({
  uid: 'blocks.learning-list',
  schema: learningListSchema,
  populate: '*',
})
