import { z } from 'zod/mini'

/** The CMS collections that hold pages: marketing pages, product pages, legal pages and tools. */
export const pageCollectionSchema = z.enum(['pages', 'products', 'legal-pages', 'api-tools'])
export type PageCollection = z.infer<typeof pageCollectionSchema>

/** Which page a route asks for (client-safe: route files and the server function share it). */
export const pageRequestSchema = z.object({
  collection: pageCollectionSchema,
  slug: z.string().check(z.regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/), z.maxLength(120)),
})
export type PageRequest = z.infer<typeof pageRequestSchema>
