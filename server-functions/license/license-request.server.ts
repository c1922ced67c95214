import { z } from 'zod'
import { verifyBotToken } from '../bot-check/verify.server.ts'
import { callService } from '../http/service-client.server.ts'
import { createLimiter, hitAll } from '../http/throttle.server.ts'
import { throttledMessage } from '../identity/auth.schema.ts'
import { LICENSE_MESSAGES, type LicenseRequest, type LicenseResult } from './license-request.schema.ts'

const HOUR = 3_600_000
// Each request lands in a person's inbox: a few per address, and a bound per client address.
const limits = {
  // The bot check still guards the form while the shared store is down: a lead is never turned away.
  byIp: createLimiter({ name: 'license-ip', limit: 10, windowMs: HOUR, whenStoreDown: 'allow' }),
  byEmail: createLimiter({ name: 'license-email', limit: 3, windowMs: HOUR, whenStoreDown: 'allow' }),
}

/** Throttles, checks the bot token, then hands the request to the licence desk's intake endpoint. */
export async function submitLicenseRequest(
  request: LicenseRequest,
  botToken: string,
  ip: string,
): Promise<LicenseResult> {
  const gate = await hitAll([
    [limits.byIp, ip],
    [limits.byEmail, request.email.trim().toLowerCase()],
  ])
  if (!gate.allowed) return { ok: false, reason: 'throttled', message: throttledMessage(gate.retryAfterMs) }
  if (!(await verifyBotToken(botToken, 'license_request'))) {
    return { ok: false, reason: 'bot-check', message: LICENSE_MESSAGES.botCheck }
  }
  const delivered = await callService('licenseRequests', '/license-requests', {
    json: request,
    schema: z.unknown(),
  })
  return delivered.ok
    ? { ok: true }
    : { ok: false, reason: 'unavailable', message: LICENSE_MESSAGES.unavailable }
}
