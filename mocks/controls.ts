import { z } from 'zod'
import { defineSlice } from './state.ts'

/**
 * Switches that make a mocked service fail the way the real one does, so browser tests can drive
 * the site's failure paths. Set through POST /api/mocks/ (see mocks/README.md).
 */
export const serviceModeSchema = z.enum(['ok', 'down', 'slow', 'garbage'])
export type ServiceMode = z.infer<typeof serviceModeSchema>

export const controlsSchema = z.object({
  strapi: serviceModeSchema,
  ghost: serviceModeSchema,
  identity: serviceModeSchema,
  recaptcha: serviceModeSchema,
  accountGateway: serviceModeSchema,
  usage: serviceModeSchema,
  accountService: serviceModeSchema,
  plans: serviceModeSchema,
  pdfApi: serviceModeSchema,
  licenseRequests: serviceModeSchema,
  cdn: serviceModeSchema,
  supportTickets: serviceModeSchema,
})
export type MockControls = z.infer<typeof controlsSchema>

const allOk = (): MockControls => ({
  strapi: 'ok',
  ghost: 'ok',
  identity: 'ok',
  recaptcha: 'ok',
  accountGateway: 'ok',
  usage: 'ok',
  accountService: 'ok',
  plans: 'ok',
  pdfApi: 'ok',
  licenseRequests: 'ok',
  cdn: 'ok',
  supportTickets: 'ok',
})

export const mockControls = defineSlice('controls', allOk)

/** How long a `slow` service takes to answer. Longer than the site's upstream timeout. */
export const SLOW_MS = 6_000

let garbageAnswers = 0

/**
 * What a broken proxy or a half-deployed service sends: 200, JSON content type, and a body that is
 * not the service's answer. Alternates a truncated document (invalid JSON) with valid JSON of the
 * wrong shape, so both parsing paths are exercised.
 */
function garbageResponse(): Response {
  garbageAnswers += 1
  const body =
    garbageAnswers % 2 ? '{"data":[{"id":1,"title":"Trunc' : '{"unexpected":["not","the","answer"]}'
  return new Response(body, { status: 200, headers: { 'content-type': 'application/json' } })
}

/**
 * Applies the service's switch: `down` answers 503 like an unreachable gateway, `slow` delays,
 * `garbage` answers 200 with a body that is not the service's answer.
 * Returns a Response to send instead of the normal answer, or undefined to go on.
 */
export async function applyServiceMode(service: keyof MockControls): Promise<Response | undefined> {
  const mode = mockControls()[service]
  if (mode === 'garbage') return garbageResponse()
  if (mode === 'down') {
    return new Response(JSON.stringify({ message: 'Service Unavailable' }), {
      status: 503,
      headers: { 'content-type': 'application/json' },
    })
  }
  if (mode === 'slow') await new Promise((resolve) => setTimeout(resolve, SLOW_MS))
  return undefined
}
