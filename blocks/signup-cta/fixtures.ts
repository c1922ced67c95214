import type { z } from 'zod/mini'
import type { signupCtaSchema } from './schema.ts'

export const signupCtaFixtures = {
  default: {
    __component: 'blocks.signup-cta',
    heading: 'Start processing PDFs in minutes',
    body: 'Create a free Starter account and get 300 API calls every month. No credit card required.',
    button_label: 'Get Started',
  },
  short: {
    __component: 'blocks.signup-cta',
    heading: 'Ready to build?',
    button_label: 'Create a free account',
  },
} satisfies Record<string, z.input<typeof signupCtaSchema>>

export const brokenSignupCta = { __component: 'blocks.signup-cta', heading: 'No button label' }
