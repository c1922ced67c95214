import { z } from 'zod/mini'

/** `?page=`: a list page number; anything else falls back to the first page. */
export const pageParam = z.optional(
  z.catch(z.coerce.number().check(z.int(), z.minimum(1), z.maximum(500)), 1),
)

/** `?tag=`: a tag slug; anything else is ignored. */
export const tagParam = z.catch(
  z.optional(z.string().check(z.regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/), z.maxLength(160))),
  undefined,
)
