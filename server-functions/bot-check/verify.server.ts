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

/**
 * What the bot check made of a token: a person, a bot (or a token that does not pass), or no
 * verdict because the check itself failed (siteverify unreachable or answering garbage, or refusing
 * the site's own secret), which is no fault of the visitor's.
 */
export type BotVerdict = 'human' | 'bot' | 'unavailable'

const siteSecretErrors = new Set(['missing-input-secret', 'invalid-input-secret'])

/** Asks siteverify about a bot-check token for an action. */
export async function botCheckVerdict(token: string, action: string): Promise<BotVerdict> {
  const verified = await callService('recaptcha', '/recaptcha/api/siteverify', {
    form: { secret: serviceConfig('recaptcha').key ?? '', response: token },
    schema: siteverifySchema,
  })
  if (!verified.ok) return 'unavailable'
  const result = verified.data
  if (!result.success && result['error-codes']?.some((code) => siteSecretErrors.has(code))) {
    console.error(`[recaptcha] siteverify refused the site's secret: ${result['error-codes'].join(', ')}`)
    return 'unavailable'
  }
  const human =
    result.success &&
    (result.score ?? 1) >= MIN_BOT_SCORE &&
    (result.action === undefined || result.action === action)
  return human ? 'human' : 'bot'
}

/** Verifies a bot-check token for an action on the server; any failure is a "no". */
export async function verifyBotToken(token: string, action: string): Promise<boolean> {
  return (await botCheckVerdict(token, action)) === 'human'
}
