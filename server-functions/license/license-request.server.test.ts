import { setupServer } from 'msw/node'
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest'
import { LICENSE_FAIL_EMAIL, licenseRequestHandlers, licenseRequests } from '#mocks/license-requests.ts'
import { recaptchaHandlers } from '#mocks/recaptcha.ts'
import { resetMockState } from '#mocks/state.ts'
import { serverEnv } from '../env.server.ts'
import { LICENSE_MESSAGES, licenseRequestSchema } from './license-request.schema.ts'
import { submitLicenseRequest } from './license-request.server.ts'

const { recaptcha, licenseRequests: intake } = serverEnv().services
const server = setupServer(
  ...recaptchaHandlers(recaptcha.url, recaptcha.key ?? ''),
  ...licenseRequestHandlers(intake.url),
)
beforeAll(() => server.listen({ onUnhandledFrame: 'error' }))
afterAll(() => server.close())
beforeEach(() => {
  resetMockState()
  vi.spyOn(console, 'error').mockImplementation(() => undefined)
})

const request = {
  name: 'Jo Developer',
  email: 'jo@contoso.example',
  company: 'Contoso Health',
  product: 'PDF forms',
  intendedUse: 'Filling intake forms inside our VPC.',
} as const

describe('licence key requests', () => {
  it('validates on the server with the same rules as the form', () => {
    expect(licenseRequestSchema.safeParse({ ...request, email: 'nope' }).success).toBe(false)
    expect(licenseRequestSchema.safeParse({ ...request, product: 'PDF everything' }).success).toBe(false)
    expect(licenseRequestSchema.safeParse({ ...request, intendedUse: 'short' }).success).toBe(false)
    expect(licenseRequestSchema.safeParse(request).success).toBe(true)
  })

  it('delivers a bot-checked request to the intake endpoint', async () => {
    expect(await submitLicenseRequest(request, 'mock-token:license_request')).toEqual({ ok: true })
    expect(licenseRequests()).toHaveLength(1)
  })

  it('refuses failed, bot-like or wrong-action tokens and sends nothing', async () => {
    for (const token of ['mock-token-fail', 'mock-token-bot', 'mock-token:signup']) {
      expect(await submitLicenseRequest(request, token)).toEqual({
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
    )
    expect(result).toEqual({ ok: false, reason: 'unavailable', message: LICENSE_MESSAGES.unavailable })
  })
})
