import { z } from 'zod'
import { errorText } from '../content/cache.server.ts'
import { timeoutSignal } from '../content/upstream.server.ts'
import { serverEnv } from '../env.server.ts'

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
  const { url, key } = serverEnv().services.recaptcha
  try {
    const response = await fetch(`${url}/recaptcha/api/siteverify`, {
      method: 'POST',
      body: new URLSearchParams({ secret: key ?? '', response: token }),
      signal: timeoutSignal(),
    })
    const result = siteverifySchema.parse(await response.json())
    return (
      result.success &&
      (result.score ?? 1) >= MIN_BOT_SCORE &&
      (result.action === undefined || result.action === action)
    )
  } catch (error) {
    console.error('[bot-check] verification failed:', errorText(error))
    return false
  }
}
