import { z } from 'zod/mini'
import { imageFits, imageFormats } from './image-url.ts'

/** The image route's query (SPEC §9); URLs for it are built by `image-url.ts`. */
export const imageQuerySchema = z.object({
  url: z.string().check(z.minLength(1), z.maxLength(2048)),
  w: z.optional(z.coerce.number().check(z.int(), z.minimum(1), z.maximum(3072))),
  h: z.optional(z.coerce.number().check(z.int(), z.minimum(1), z.maximum(3072))),
  f: z._default(z.enum(imageFormats), 'webp'),
  q: z._default(z.coerce.number().check(z.int(), z.minimum(30), z.maximum(95)), 75),
  fit: z._default(z.enum(imageFits), 'cover'),
})
export type ImageQuery = z.infer<typeof imageQuerySchema>
