import { z } from 'zod'
import { requestGate } from '../forms/request-gate.server.ts'
import { callService } from '../http/service-client.server.ts'
import {
  LICENSE_MESSAGES,
  type LicenseRequest,
  type LicenseResult,
} from '#shared/api/license-request.schema.ts'

// Each request lands in a person's inbox: a few per address, and a bound per client address.
const gate = requestGate({
  name: 'license',
  service: 'licenseRequests',
  botAction: 'license_request',
  perIpPerHour: 10,
  perEmailPerHour: 3,
  unavailableMessage: LICENSE_MESSAGES.unavailable,
})

// The desk's receipt: a 2xx without it (a broken proxy, a half-deployed intake) stored nothing, so
// the visitor is told to try again rather than that the request was sent.
const receiptSchema = z.object({ id: z.string().min(1).max(200) })

/** Throttles, checks the bot token, then hands the request to the licence desk's intake endpoint. */
export async function submitLicenseRequest(
  request: LicenseRequest,
  botToken: string,
  ip: string,
): Promise<LicenseResult> {
  const refused = await gate.admit(request.email, ip, botToken)
  if (refused) return refused
  const delivered = await callService('licenseRequests', '/license-requests', {
    json: request,
    schema: receiptSchema,
  })
  if (delivered.ok) return { ok: true }
  await gate.notSent(request.email)
  return { ok: false, reason: 'unavailable', message: LICENSE_MESSAGES.unavailable }
}
