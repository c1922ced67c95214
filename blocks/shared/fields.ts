import { z } from 'zod/mini'

/** Fields several blocks share, as Strapi components. */
export const ctaSchema = z.object({
  label: z.string().check(z.minLength(1)),
  url: z.string().check(z.minLength(1)),
})
export type Cta = z.infer<typeof ctaSchema>

export const imageSchema = z.object({
  url: z.string().check(z.minLength(1)),
  alternativeText: z.optional(z.nullable(z.string())),
  width: z.number(),
  height: z.number(),
})

export const componentId = z.optional(z.number())
export const optionalText = z.optional(z.nullable(z.string()))
