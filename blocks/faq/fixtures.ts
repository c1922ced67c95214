import type { z } from 'zod/mini'
import type { faqSchema } from './schema.ts'

export const faqFixtures = {
  pricing: {
    __component: 'blocks.faq',
    heading: 'Frequently asked questions',
    items: [
      {
        question: 'What counts as an API call?',
        answer: 'Every request to a processing endpoint counts as one call, whatever the number of pages.',
      },
      {
        question: 'Can I change plans later?',
        answer: 'Yes. Upgrades take effect at once.\n\nDowngrades take effect at your next renewal.',
      },
      {
        question: 'Do you keep my files?',
        answer: 'Starter files are deleted after 2 minutes, paid plans after 30 minutes.',
      },
    ],
  },
} satisfies Record<string, z.input<typeof faqSchema>>

export const brokenFaq = { __component: 'blocks.faq', heading: 'Empty', items: [] }
