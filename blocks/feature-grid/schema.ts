import { z } from 'zod/mini'
import { componentId, optionalText, headingText, headingHelp, introHelp } from '../shared/fields.ts'
import { defineBlock } from '../define-block.ts'

export const featureIconNames = [
  'zap',
  'shield',
  'globe',
  'file-text',
  'code',
  'clock',
  'cloud',
  'server',
  'container',
  'lock',
  'layers',
  'gauge',
  'scale',
  'file-check',
] as const
export type FeatureIconName = (typeof featureIconNames)[number]

export const featureGridSchema = z.object({
  __component: z.literal('blocks.feature-grid'),
  id: componentId,
  heading: headingText,
  intro: optionalText,
  items: z
    .array(
      z.object({
        title: z.string().check(z.minLength(1)),
        description: z.string(),
        icon: z.optional(z.nullable(z.enum(featureIconNames))),
      }),
    )
    .check(z.minLength(1)),
})
export type FeatureGridBlock = z.infer<typeof featureGridSchema>

export const featureGridBlock = defineBlock({
  uid: 'blocks.feature-grid',
  schema: featureGridSchema,
  editor: {
    label: 'Feature grid',
    description: 'Three to six short benefits, each with an icon, a title and a sentence.',
    icon: 'grid',
    category: 'Content',
    fields: {
      heading: headingHelp('Why developers choose pdfRest'),
      intro: introHelp,
      items: { label: 'Features', description: 'Three or six read best.' },
      'items.title': { label: 'Title', placeholder: 'Fast by default', width: 'half' },
      'items.icon': {
        label: 'Icon',
        description: 'Optional: the picture above the title.',
        input: 'feature-icon',
      },
      'items.description': { label: 'Description', placeholder: 'Most calls finish in under two seconds.' },
    },
  },
  populate: { items: '*' },
})
