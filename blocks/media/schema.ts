import { z } from 'zod/mini'
import { componentId, imageSchema, linkSchema, optionalText } from '../shared/fields.ts'
import { defineBlock } from '../define-block.ts'

export const mediaSchema = z.discriminatedUnion('kind', [
  z.object({
    __component: z.literal('blocks.media'),
    id: componentId,
    kind: z.literal('image'),
    image: imageSchema,
    /** Ticked when the image adds nothing a reader would miss: it then renders with an empty alt. */
    decorative: z.optional(z.nullable(z.boolean())),
    caption: optionalText,
  }),
  z.object({
    __component: z.literal('blocks.media'),
    id: componentId,
    kind: z.literal('video'),
    video_url: linkSchema,
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
  editor: {
    label: 'Image or video',
    description: 'A wide image, or a video that plays after a click, with an optional caption.',
    icon: 'picture',
    category: 'Content',
    fields: {
      kind: {
        label: 'Image or video',
        description: 'Choose Image to show a picture, Video to embed a video.',
        choices: { image: 'Image', video: 'Video' },
      },
      image: {
        label: 'Image',
        description:
          'Set its alternative text in the Media Library (what the image shows), or turn on Decorative image.',
      },
      decorative: {
        label: 'Decorative image',
        description:
          'Turn on only when the image adds nothing a reader would miss: it then needs no alternative text.',
        width: 'half',
      },
      video_url: {
        label: 'Video address',
        description: 'A YouTube or Vimeo link (https://…).',
        placeholder: 'https://www.youtube.com/watch?v=…',
      },
      poster: {
        label: 'Video poster',
        description:
          'Optional picture shown until the visitor presses play; a drawn poster with the title when empty.',
        decorative: true,
      },
      title: {
        label: 'Video title',
        description: 'Read by screen readers and shown before the video plays.',
      },
      caption: { label: 'Caption', description: 'Optional line under the image or video.' },
    },
  },
  populate: { image: '*', poster: '*' },
})
