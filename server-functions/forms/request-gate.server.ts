import { botCheckVerdict } from '../bot-check/verify.server.ts'
import type { ServiceName } from '../env.server.ts'
import { createLimiter, hitAll } from '../http/throttle.server.ts'
import { throttledMessage } from '#shared/api/auth.schema.ts'
import { FORM_MESSAGES, type RequestFailure } from '#shared/api/contact-fields.schema.ts'

const HOUR = 3_600_000

/** One address however it is typed. */
const addressKey = (email: string) => email.trim().toLowerCase()

type RequestGateOptions = {
  /** Names the form's counters in the shared store (`<name>-ip`, `<name>-email`). */
  name: string
  /** The desk the form's requests reach. */
  service: ServiceName
  /** The reCAPTCHA action the form's page asks a token for. */
  botAction: string
  perIpPerHour: number
  perEmailPerHour: number
  /** The form's "not sent, nothing lost, try again" text, for a bot check that could not be run. */
  unavailableMessage: string
}

/**
 * What stands in front of a public request form (support, container licence key), whose every
 * submission reaches a person: a bound per client address and per e-mail address, then the bot
 * check. While the shared store is away the form stays open (it is still bot-checked): someone
 * with a question is never turned away because a counter cannot count. `admit` resolves to the
 * refusal to send back, or null when the request may go on; `notSent` gives the address its attempt
 * back when nothing reached anyone (the bot check or the desk failed), so a visitor told to try
 * again in a moment is not then refused for an hour. The client address's count stays: it bounds
 * the bot checks paid for.
 */
export function requestGate({
  name,
  service,
  botAction,
  perIpPerHour,
  perEmailPerHour,
  unavailableMessage,
}: RequestGateOptions) {
  const byIp = createLimiter({
    name: `${name}-ip`,
    limit: perIpPerHour,
    windowMs: HOUR,
    whenStoreDown: 'allow',
    guards: service,
  })
  const byEmail = createLimiter({
    name: `${name}-email`,
    limit: perEmailPerHour,
    windowMs: HOUR,
    whenStoreDown: 'allow',
    guards: service,
  })
  const notSent = (email: string) => byEmail.refund(addressKey(email))
  const admit = async (email: string, ip: string, botToken: string): Promise<RequestFailure | null> => {
    const gate = await hitAll([
      [byIp, ip],
      [byEmail, addressKey(email)],
    ])
    if (!gate.allowed) return { ok: false, reason: 'throttled', message: throttledMessage(gate.retryAfterMs) }
    const verdict = await botCheckVerdict(botToken, botAction)
    // The bot-check message asks for a reload, which would lose what was typed: when the check
    // itself is away, the visitor is told to try again in a moment instead.
    if (verdict === 'unavailable') {
      await notSent(email)
      return { ok: false, reason: 'unavailable', message: unavailableMessage }
    }
    if (verdict === 'bot') return { ok: false, reason: 'bot-check', message: FORM_MESSAGES.botCheck }
    return null
  }
  return { admit, notSent }
}
