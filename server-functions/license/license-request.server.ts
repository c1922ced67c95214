import { verifyBotToken } from '../bot-check/verify.server.ts'
import { errorText } from '../content/cache.server.ts'
import { timeoutSignal } from '../content/upstream.server.ts'
import { serverEnv } from '../env.server.ts'
import { LICENSE_MESSAGES, type LicenseRequest, type LicenseResult } from './license-request.schema.ts'

/** Checks the bot token, then hands the request to the licence desk's intake endpoint. */
export async function submitLicenseRequest(
  request: LicenseRequest,
  botToken: string,
): Promise<LicenseResult> {
  if (!(await verifyBotToken(botToken, 'license_request'))) {
    return { ok: false, reason: 'bot-check', message: LICENSE_MESSAGES.botCheck }
  }
  try {
    const response = await fetch(`${serverEnv().services.licenseRequests.url}/license-requests`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(request),
      signal: timeoutSignal(),
    })
    if (!response.ok) throw new Error(`intake answered ${response.status}`)
    return { ok: true }
  } catch (error) {
    console.error('[license] request not delivered:', errorText(error))
    return { ok: false, reason: 'unavailable', message: LICENSE_MESSAGES.unavailable }
  }
}
