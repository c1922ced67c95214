import type { z } from 'zod/mini'
import type { learningListSchema } from './schema.ts'

export const learningListFixtures = {
  tutorials: {
    __component: 'blocks.learning-list',
    heading: 'Latest tutorials',
    tag: 'tutorial-post',
    limit: 3,
  },
  solutions: {
    __component: 'blocks.learning-list',
    heading: 'Solutions',
    intro: 'How teams put the API to work.',
    tag: 'solutions-post',
  },
} satisfies Record<string, z.input<typeof learningListSchema>>

export const brokenLearningList = { __component: 'blocks.learning-list', heading: 'No tag', limit: 100 }
