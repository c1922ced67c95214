import { z } from 'zod/mini'
import { componentId, optionalText } from '../shared/fields.ts'
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

export const featureGridSchema = z.object({
  __component: z.literal('blocks.feature-grid'),
  id: componentId,
  heading: z.string().check(z.minLength(1)),
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
  populate: { items: '*' },
})
