import { z } from 'zod/mini'

/**
 * A key as code samples show it. Letters, digits, `_` and `-` need no escaping in any sample's
 * string literal, so a key is filled in as text; anything else is not filled in at all.
 */
export const apiKeyPattern = /^[\w-]{1,128}$/

/** `GET /api/api-key/`: the signed-in customer's own key, or null (signed out, or unreadable). */
export const apiKeyResponseSchema = z.object({ key: z.nullable(z.string().check(z.regex(apiKeyPattern))) })
export type ApiKeyResponse = z.infer<typeof apiKeyResponseSchema>
