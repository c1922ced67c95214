import { z } from 'zod/mini'
import { componentId, imageSchema } from '../shared/fields.ts'
import { defineBlock } from '../define-block.ts'

export const logoCloudSchema = z.object({
  __component: z.literal('blocks.logo-cloud'),
  id: componentId,
  heading: z.string().check(z.minLength(1)),
  logos: z
    .array(z.object({ name: z.string().check(z.minLength(1)), image: imageSchema }))
    .check(z.minLength(1)),
})
export type LogoCloudBlock = z.infer<typeof logoCloudSchema>

export const logoCloudBlock = defineBlock({
  uid: 'blocks.logo-cloud',
  schema: logoCloudSchema,
  populate: { logos: { populate: { image: '*' } } },
})
