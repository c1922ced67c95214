import { z } from 'zod/mini'
import { componentId, optionalText, headingText, headingHelp, introHelp } from '../shared/fields.ts'
import { defineBlock } from '../define-block.ts'

export const toolGridSchema = z.object({
  __component: z.literal('blocks.tool-grid'),
  id: componentId,
  heading: headingText,
  intro: optionalText,
  /** Show one bucket only (its name), or all when empty. */
  bucket: optionalText,
  /** Each tool as its icon and name only, several to a row; its description stays on its own page. */
  compact: z.optional(z.nullable(z.boolean())),
})
export type ToolGridBlock = z.infer<typeof toolGridSchema>

export const toolGridBlock = defineBlock({
  uid: 'blocks.tool-grid',
  schema: toolGridSchema,
  editor: {
    label: 'API tool grid',
    description: 'Cards for the API tools, grouped by bucket, read from the API tools collection.',
    icon: 'apps',
    category: 'Product and pricing',
    fields: {
      heading: headingHelp('Explore 40+ PDF tools'),
      intro: introHelp,
      bucket: {
        label: 'Only this bucket',
        description:
          'Leave empty to show every tool, or name one bucket: Convert, Optimize, Secure, Extract, Modify, Forms, Simplify or Analyze.',
        placeholder: 'Convert',
      },
      compact: {
        label: 'Compact list',
        description:
          'Turn on to show each tool by its icon and name only, several to a row, for a page where the grid is one section of many. Each description stays on its tool page.',
        width: 'half',
      },
    },
  },
  populate: '*',
})
