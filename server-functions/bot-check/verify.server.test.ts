import { beforeEach, describe, expect, it, vi } from 'vitest'
import { mockControls } from '#mocks/controls.ts'
import { recaptchaHandlers } from '#mocks/recaptcha.ts'
import { startMockServerFor } from '#mocks/test-server.ts'
import { serverEnv } from '../env.server.ts'
import { botCheckVerdict, verifyBotToken } from './verify.server.ts'

const { recaptcha } = serverEnv().services
// A siteverify that knows another secret than the site's: a misconfigured site.
startMockServerFor(recaptchaHandlers(recaptcha.url, `not-${recaptcha.key ?? ''}`))
beforeEach(() => {
  vi.spyOn(console, 'error').mockImplementation(() => undefined)
})

describe('the bot check on the server', () => {
  it('has no verdict, rather than a bot, when siteverify refuses the site’s own secret', async () => {
    expect(await botCheckVerdict('mock-token:support', 'support')).toBe('unavailable')
    expect(await verifyBotToken('mock-token:support', 'support')).toBe(false)
  })

  it('has no verdict while siteverify is down or answers garbage', async () => {
    for (const mode of ['down', 'garbage', 'garbage'] as const) {
      mockControls().recaptcha = mode
      expect(await botCheckVerdict('mock-token:support', 'support'), mode).toBe('unavailable')
    }
  })
})
