import { z } from 'zod/mini'
import { componentId, imageSchema, optionalText } from '../shared/fields.ts'
import { defineBlock } from '../define-block.ts'

export const mediaSchema = z.discriminatedUnion('kind', [
  z.object({
    __component: z.literal('blocks.media'),
    id: componentId,
    kind: z.literal('image'),
    image: imageSchema,
    caption: optionalText,
  }),
  z.object({
    __component: z.literal('blocks.media'),
    id: componentId,
    kind: z.literal('video'),
    video_url: z.string().check(z.minLength(1)),
    title: z.string().check(z.minLength(1)),
    /** Shown until the visitor presses play; a drawn poster with the title when absent. */
    poster: z.optional(z.nullable(imageSchema)),
    caption: optionalText,
  }),
])
export type MediaBlock = z.infer<typeof mediaSchema>

export const mediaBlock = defineBlock({
  uid: 'blocks.media',
  schema: mediaSchema,
  populate: { image: '*', poster: '*' },
})
