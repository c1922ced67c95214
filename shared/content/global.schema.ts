import { z } from 'zod'

/** Strapi media as the site reads it (Strapi 5 flattens attributes). */
export const mediaSchema = z.object({
  url: z.string().min(1),
  alternativeText: z
    .string()
    .nullish()
    .transform((value) => value ?? ''),
  width: z.number().nullish(),
  height: z.number().nullish(),
})

export const apiToolSchema = z.object({
  name: z.string().min(1),
  slug: z.string().min(1),
  header_blurb: z
    .string()
    .nullish()
    .transform((value) => value ?? ''),
  icon: mediaSchema.nullish().transform((value) => value ?? null),
  pro_tool: z
    .boolean()
    .nullish()
    .transform((value) => value ?? false),
  rank: z
    .number()
    .nullish()
    .transform((value) => value ?? Number.MAX_SAFE_INTEGER),
})
export type ApiTool = z.infer<typeof apiToolSchema>

export const apiToolBucketSchema = z.object({
  name: z.string().min(1),
  api_tools: z.array(apiToolSchema).default([]),
})
export type ApiToolBucket = z.infer<typeof apiToolBucketSchema>

export const linkSchema = z.object({
  label: z.string().min(1),
  url: z.string().min(1),
  description: z
    .string()
    .nullish()
    .transform((value) => value ?? ''),
})
export type Link = z.infer<typeof linkSchema>

export const navLinkSchema = linkSchema.extend({
  children: z
    .array(linkSchema)
    .nullish()
    .transform((value) => value ?? []),
})
export type NavLink = z.infer<typeof navLinkSchema>

export const seoSchema = z.object({
  metaTitle: z.string().min(1),
  metaDescription: z.string().min(1),
})
export type Seo = z.infer<typeof seoSchema>

/** The `pdfrest-global` single type. */
export const globalRecordSchema = z.object({
  nav: z.array(navLinkSchema).default([]),
  api_tool_buckets: z.array(apiToolBucketSchema).default([]),
  footer_developers: z.array(linkSchema).default([]),
  footer_products: z.array(linkSchema).default([]),
  seo: seoSchema,
})
export type GlobalRecord = z.infer<typeof globalRecordSchema>

/** The populate paths of the global record. */
export const globalPopulate = [
  'nav',
  'nav.children',
  'api_tool_buckets.api_tools',
  'api_tool_buckets.api_tools.icon',
  'footer_developers',
  'footer_products',
  'seo',
] as const
