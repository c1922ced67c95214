import { z } from 'zod'
import { callService, serviceConfig } from '../http/service-client.server.ts'

/** Below this reCAPTCHA v3 score a request is treated as a bot. */
export const MIN_BOT_SCORE = 0.5

const siteverifySchema = z.object({
  success: z.boolean(),
  score: z.number().optional(),
  action: z.string().optional(),
  'error-codes': z.array(z.string()).optional(),
})

/** Verifies a bot-check token for an action on the server; any failure is a "no". */
export async function verifyBotToken(token: string, action: string): Promise<boolean> {
  const verified = await callService('recaptcha', '/recaptcha/api/siteverify', {
    form: { secret: serviceConfig('recaptcha').key ?? '', response: token },
    schema: siteverifySchema,
  })
  if (!verified.ok) return false
  const result = verified.data
  return (
    result.success &&
    (result.score ?? 1) >= MIN_BOT_SCORE &&
    (result.action === undefined || result.action === action)
  )
}
