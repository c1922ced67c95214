import { z } from 'zod/mini'
import { componentId, optionalText, headingText, headingHelp, introHelp } from '../shared/fields.ts'
import { defineBlock } from '../define-block.ts'

/** Posts a learning list shows when the editor sets no limit. */
export const LEARNING_LIST_DEFAULT_LIMIT = 6

export const learningListSchema = z.object({
  __component: z.literal('blocks.learning-list'),
  id: componentId,
  heading: headingText,
  intro: optionalText,
  /** A Ghost tag slug, e.g. `tutorial-post`, `solutions-post` or a topic. */
  tag: z.string().check(z.minLength(1)),
  limit: z.optional(z.number().check(z.int(), z.minimum(1), z.maximum(12))),
})
export type LearningListBlock = z.infer<typeof learningListSchema>

export const learningListBlock = defineBlock({
  uid: 'blocks.learning-list',
  schema: learningListSchema,
  editor: {
    label: 'Learning list',
    description: 'The latest tutorials or solutions from the blog, filtered by a tag.',
    icon: 'book',
    category: 'Content',
    fields: {
      heading: headingHelp('Latest tutorials'),
      intro: introHelp,
      tag: {
        label: 'Blog tag',
        description: 'The Ghost tag whose posts are listed, for example tutorial-post or solutions-post.',
        placeholder: 'tutorial-post',
        width: 'half',
      },
      limit: {
        label: 'How many posts',
        description: `From 1 to 12; ${LEARNING_LIST_DEFAULT_LIMIT} when empty.`,
        placeholder: String(LEARNING_LIST_DEFAULT_LIMIT),
        width: 'half',
      },
    },
  },
  populate: '*',
})
