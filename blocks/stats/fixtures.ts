import type { z } from 'zod/mini'
import type { statsSchema } from './schema.ts'

export const statsFixtures = {
  scale: {
    __component: 'blocks.stats',
    heading: 'pdfRest by the numbers',
    items: [
      { value: '40+', label: 'API tools' },
      { value: '99.9%', label: 'Uptime last year' },
      { value: '< 1 s', label: 'Median response' },
      { value: '2', label: 'Processing regions' },
    ],
  },
} satisfies Record<string, z.input<typeof statsSchema>>

export const brokenStats = { __component: 'blocks.stats', items: [] }
