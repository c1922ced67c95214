import { z } from 'zod'
import { seoSchema } from './global.schema.ts'

/** A page document as read from Strapi; blocks are parsed one by one later. */
export const pageDocumentSchema = z
  .object({
    slug: z.string(),
    // API tools carry a `name` where pages carry a `title`.
    title: z.string().optional(),
    name: z.string().optional(),
    seo: seoSchema.nullish().transform((value) => value ?? null),
    blocks: z.array(z.unknown()).default([]),
    body: z
      .string()
      .nullish()
      .transform((value) => value ?? null),
  })
  .transform(({ name, title, ...document }) => ({ ...document, title: title ?? name ?? document.slug }))
export type PageDocument = z.infer<typeof pageDocumentSchema>
