import type { z } from 'zod/mini'
import type { toolGridSchema } from './schema.ts'

export const toolGridFixtures = {
  all: { __component: 'blocks.tool-grid', heading: 'Explore the API tools' },
  compact: { __component: 'blocks.tool-grid', heading: 'Explore the API tools', compact: true },
  catalogue: {
    __component: 'blocks.tool-grid',
    heading: 'All API tools',
    intro: 'Every endpoint of the pdfRest API, grouped by what it does.',
  },
  convertOnly: { __component: 'blocks.tool-grid', heading: 'Conversion tools', bucket: 'Convert' },
} satisfies Record<string, z.input<typeof toolGridSchema>>

export const brokenToolGrid = { __component: 'blocks.tool-grid', heading: 42 }
