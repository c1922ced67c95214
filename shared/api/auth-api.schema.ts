import { z } from 'zod/mini'
import { publicUserSchema } from './public-user.schema.ts'

/**
 * The answers of the JSON auth routes under /api/ that a document page's islands call (they cannot
 * call server functions: that transform lives in the app's own client build). Same shapes as the
 * server functions' results, checked on arrival.
 */
const failureSchema = z.object({
  ok: z.literal(false),
  message: z.string(),
  reason: z.optional(z.enum(['bot-check', 'throttled', 'identity', 'account'])),
})

export const authResultSchema = z.union([
  z.object({ ok: z.literal(true), user: publicUserSchema }),
  failureSchema,
])

export const signUpResultSchema = z.union([
  z.object({ ok: z.literal(true), user: publicUserSchema }),
  z.object({ ok: z.literal(true), needsConfirmation: z.literal(true), email: z.string() }),
  failureSchema,
])

export const recoveryResultSchema = z.union([
  z.object({ ok: z.literal(true), message: z.string() }),
  failureSchema,
])
