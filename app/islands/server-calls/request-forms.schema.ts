import { z } from 'zod/mini'

/** A request form's refusal, as `RequestFailure` in contact-fields.schema.ts. */
const requestFailureSchema = z.object({
  ok: z.literal(false),
  reason: z.enum(['bot-check', 'unavailable', 'throttled']),
  message: z.string(),
})

/** The answers of /api/support/ and /api/license-request/, checked on arrival. */
export const supportResultSchema = z.union([
  z.object({ ok: z.literal(true), ticketId: z.string() }),
  requestFailureSchema,
])

export const licenseResultSchema = z.union([z.object({ ok: z.literal(true) }), requestFailureSchema])
