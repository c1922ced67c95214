import type { z } from 'zod/mini'
import type { featureGridSchema } from './schema.ts'

export const featureGridFixtures = {
  why: {
    __component: 'blocks.feature-grid',
    heading: 'Why developers choose pdfRest',
    intro: 'One API key, dozens of PDF tools, and answers in milliseconds.',
    items: [
      {
        title: 'Fast by default',
        description: 'Most calls finish in under a second, even for large files.',
        icon: 'zap',
      },
      {
        title: 'Secure processing',
        description: 'TLS everywhere; files are deleted on a schedule you control.',
        icon: 'shield',
      },
      { title: 'EU or US', description: 'Choose where your documents are processed.', icon: 'globe' },
    ],
  },
  plain: {
    __component: 'blocks.feature-grid',
    heading: 'Built in',
    items: [{ title: 'REST', description: 'Plain HTTP.' }],
  },
} satisfies Record<string, z.input<typeof featureGridSchema>>

export const brokenFeatureGrid = {
  __component: 'blocks.feature-grid',
  heading: 'Icons',
  items: [{ title: 'x', description: 'y', icon: 'skull' }],
}
