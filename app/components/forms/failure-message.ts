import { ApiRefusal } from '#shared/api/client.ts'

type Outcome = { ok: true } | { ok: false; message: string }

/**
 * What a form shows after a submission: the outcome's message, the server's own words when it
 * refused the call before answering (too large, not valid), the fallback if the call failed, '' on
 * success.
 */
export async function failureMessage(call: () => Promise<Outcome>, fallback: string): Promise<string> {
  try {
    const outcome = await call()
    return outcome.ok ? '' : outcome.message
  } catch (error) {
    return error instanceof ApiRefusal ? error.message : fallback
  }
}
