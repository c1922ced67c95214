import { z } from 'zod/mini'
import { componentId, imageSchema, headingText, headingHelp } from '../shared/fields.ts'
import { defineBlock } from '../define-block.ts'

export const logoCloudSchema = z.object({
  __component: z.literal('blocks.logo-cloud'),
  id: componentId,
  heading: headingText,
  logos: z
    .array(z.object({ name: z.string().check(z.minLength(1)), image: imageSchema }))
    .check(z.minLength(1)),
})
export type LogoCloudBlock = z.infer<typeof logoCloudSchema>

export const logoCloudBlock = defineBlock({
  uid: 'blocks.logo-cloud',
  schema: logoCloudSchema,
  editor: {
    label: 'Customer logos',
    description: 'A row of customer or partner logos.',
    icon: 'briefcase',
    category: 'Proof',
    fields: {
      heading: headingHelp('Trusted by teams at'),
      logos: { label: 'Logos', description: 'Four to eight logos read best.' },
      'logos.name': { label: 'Company name', description: 'Read aloud by screen readers.', width: 'half' },
      'logos.image': {
        label: 'Logo',
        description: 'An SVG or a PNG on a transparent background.',
        width: 'half',
      },
    },
  },
  populate: { logos: { populate: { image: '*' } } },
})
