import { z } from 'zod'

export const tagSchema = z.object({
  id: z.string(),
  name: z.string(),
  slug: z.string(),
  visibility: z.enum(['public', 'internal']).default('public'),
})
export type Tag = z.infer<typeof tagSchema>

export const authorSchema = z.object({
  id: z.string(),
  name: z.string(),
  slug: z.string(),
  profile_image: z
    .string()
    .nullish()
    .transform((value) => value ?? null),
})
export type Author = z.infer<typeof authorSchema>

/** A Ghost Content API post, as the site reads it. */
export const postSchema = z.object({
  id: z.string(),
  uuid: z.string().optional(),
  title: z.string(),
  slug: z.string(),
  html: z
    .string()
    .nullish()
    .transform((value) => value ?? ''),
  excerpt: z
    .string()
    .nullish()
    .transform((value) => value ?? ''),
  custom_excerpt: z
    .string()
    .nullish()
    .transform((value) => value ?? null),
  feature_image: z
    .string()
    .nullish()
    .transform((value) => value ?? null),
  published_at: z
    .string()
    .nullish()
    .transform((value) => value ?? null),
  updated_at: z
    .string()
    .nullish()
    .transform((value) => value ?? null),
  reading_time: z
    .number()
    .nullish()
    .transform((value) => value ?? 0),
  tags: z.array(tagSchema).default([]),
  authors: z.array(authorSchema).default([]),
})
export type Post = z.infer<typeof postSchema>

export const paginationSchema = z.object({
  page: z.number(),
  limit: z.union([z.number(), z.literal('all')]),
  pages: z.number(),
  total: z.number(),
  next: z.number().nullable(),
  prev: z.number().nullable(),
})

export const postsResponseSchema = z.object({
  posts: z.array(postSchema),
  meta: z.object({ pagination: paginationSchema }),
})
export type PostsResponse = z.infer<typeof postsResponseSchema>

/** Tags whose name starts with `#` are Ghost internal tags and never show. */
export function isInternalTag(tag: Tag): boolean {
  return tag.visibility === 'internal' || tag.name.startsWith('#')
}
