import { beforeEach, describe, expect, it, vi } from 'vitest'
import { mockControls } from '#mocks/controls.ts'
import { mockHandlers } from '#mocks/handlers.ts'
import { LICENSE_FAIL_EMAIL, licenseRequests } from '#mocks/license-requests.ts'
import { startMockServerFor } from '#mocks/test-server.ts'
import { serverEnv } from '../env.server.ts'
import { resetAllLimiters } from '../http/throttle.server.ts'
import { LICENSE_MESSAGES, licenseRequestSchema } from '#shared/api/license-request.schema.ts'
import { submitLicenseRequest } from './license-request.server.ts'

startMockServerFor(mockHandlers(serverEnv()))
beforeEach(() => {
  resetAllLimiters()
  vi.spyOn(console, 'error').mockImplementation(() => undefined)
})

const request = {
  name: 'Jo Developer',
  email: 'jo@contoso.example',
  company: 'Contoso Health',
  product: 'PDF forms',
  intendedUse: 'Filling intake forms inside our VPC.',
} as const
const IP = '192.0.2.44'

describe('licence key requests', () => {
  it('validates on the server with the same rules as the form', () => {
    expect(licenseRequestSchema.safeParse({ ...request, email: 'nope' }).success).toBe(false)
    expect(licenseRequestSchema.safeParse({ ...request, product: 'PDF everything' }).success).toBe(false)
    expect(licenseRequestSchema.safeParse({ ...request, intendedUse: 'short' }).success).toBe(false)
    expect(licenseRequestSchema.safeParse(request).success).toBe(true)
  })

  it('delivers a bot-checked request to the intake endpoint', async () => {
    expect(await submitLicenseRequest(request, 'mock-token:license_request', IP)).toEqual({ ok: true })
    expect(licenseRequests()).toHaveLength(1)
  })

  it('refuses failed, bot-like or wrong-action tokens and sends nothing', async () => {
    for (const token of ['mock-token-fail', 'mock-token-bot', 'mock-token:signup']) {
      expect(await submitLicenseRequest(request, token, IP)).toEqual({
        ok: false,
        reason: 'bot-check',
        message: LICENSE_MESSAGES.botCheck,
      })
    }
    expect(licenseRequests()).toHaveLength(0)
  })

  it('reports an intake failure as a value', async () => {
    const result = await submitLicenseRequest(
      { ...request, email: LICENSE_FAIL_EMAIL },
      'mock-token:license_request',
      IP,
    )
    expect(result).toEqual({ ok: false, reason: 'unavailable', message: LICENSE_MESSAGES.unavailable })
  })

  it('reports an intake answer without its receipt as a failure, not as sent', async () => {
    mockControls().licenseRequests = 'garbage'
    // The mock alternates a truncated document and valid JSON of another shape.
    for (const email of ['a@contoso.example', 'b@contoso.example']) {
      const result = await submitLicenseRequest({ ...request, email }, 'mock-token:license_request', IP)
      expect(result).toEqual({ ok: false, reason: 'unavailable', message: LICENSE_MESSAGES.unavailable })
    }
  })

  it('a request the intake did not take does not use up the address’s three an hour', async () => {
    const token = 'mock-token:license_request'
    mockControls().licenseRequests = 'down'
    for (let attempt = 0; attempt < 4; attempt++) {
      const failed = await submitLicenseRequest(request, token, IP)
      expect(failed).toMatchObject({ ok: false, reason: 'unavailable' })
    }
    mockControls().licenseRequests = 'ok'
    expect(await submitLicenseRequest(request, token, IP)).toEqual({ ok: true })
  })

  it('throttles three requests per email and ten per client address an hour, and sends nothing then', async () => {
    const token = 'mock-token:license_request'
    for (let attempt = 0; attempt < 3; attempt++) await submitLicenseRequest(request, token, IP)
    const again = await submitLicenseRequest({ ...request, email: 'JO@contoso.example' }, token, '192.0.2.45')
    expect(again).toEqual({
      ok: false,
      reason: 'throttled',
      message: 'Too many attempts. Please wait 60 minutes and try again.',
    })
    for (let attempt = 0; attempt < 7; attempt++)
      await submitLicenseRequest({ ...request, email: `dev${attempt}@contoso.example` }, token, IP)
    const fromIp = await submitLicenseRequest({ ...request, email: 'new@contoso.example' }, token, IP)
    expect(fromIp).toMatchObject({ ok: false, reason: 'throttled' })
    expect(licenseRequests()).toHaveLength(10)
  })
})
