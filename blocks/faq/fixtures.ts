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
  support: {
    __component: 'blocks.faq',
    heading: 'Before you write',
    items: [
      {
        question: 'Where do I find my API key?',
        answer:
          'Sign in and open Account Settings: your key is on the account page, with a button to copy it.',
      },
      {
        question: 'Why does my output carry a watermark?',
        answer: 'Starter output is watermarked. Any paid plan removes the watermark from then on.',
      },
      {
        question: 'How do I get an invoice or change my billing details?',
        answer:
          'Choose the Billing topic below: we reply with your invoice or a secure link to update your details.',
      },
      {
        question: 'How fast do you answer?',
        answer: 'Within one business day; Enterprise customers within four business hours.',
      },
    ],
  },
} satisfies Record<string, z.input<typeof faqSchema>>

export const brokenFaq = { __component: 'blocks.faq', heading: 'Empty', items: [] }
