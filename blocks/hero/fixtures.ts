import type { z } from 'zod/mini'
import type { heroSchema } from './schema.ts'

type Input = z.input<typeof heroSchema>

export const heroFixtures = {
  home: {
    __component: 'blocks.hero',
    heading: 'The PDF API built for developers',
    subheading:
      'Convert, compress, secure and extract with a single REST call. Ready-made samples for Python, PHP, Java, C#, Node.js and cURL.',
    primary_cta: { label: 'Get Started Free', url: '/apilab/', audience: 'signed-out' },
    secondary_cta: { label: 'Read the Docs', url: '/documentation/' },
    featured_tool: 'compress-pdf',
  },
  pricing: {
    __component: 'blocks.hero',
    heading: 'Plans that scale with your documents',
    subheading: 'Start free, upgrade when you need more calls, Pro tools or larger files.',
    primary_cta: { label: 'Compare plans', url: '/pricing/#plans' },
  },
  headingOnly: { __component: 'blocks.hero', heading: 'Just a heading' },
} satisfies Record<string, Input>

/** Must be rejected: a hero needs a heading. */
export const brokenHero = { __component: 'blocks.hero', subheading: 'No heading here' }
