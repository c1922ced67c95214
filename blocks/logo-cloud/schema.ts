import { z } from 'zod/mini'
import { componentId, imageSchema } from '../shared/fields.ts'

export const logoCloudSchema = z.object({
  __component: z.literal('blocks.logo-cloud'),
  id: componentId,
  heading: z.string().check(z.minLength(1)),
  logos: z
    .array(z.object({ name: z.string().check(z.minLength(1)), image: imageSchema }))
    .check(z.minLength(1)),
})
export type LogoCloudBlock = z.infer<typeof logoCloudSchema>
