import { afterEach, describe, expect, it, vi } from 'vitest'
import { z } from 'zod'
import { mockControls, SLOW_MS } from './controls.ts'
import { MOCK_BOT_TOKEN, MOCK_FAILING_TOKEN, recaptchaHandlers } from './recaptcha.ts'
import { startMockServerFor } from './test-server.ts'

const captcha = 'https://captcha.test'
const secret = 'captcha-secret'
startMockServerFor(recaptchaHandlers(captcha, secret))
afterEach(() => {
  vi.useRealTimers()
})

const passSchema = z.strictObject({
  success: z.literal(true),
  score: z.number(),
  action: z.string(),
  challenge_ts: z.iso.datetime(),
  hostname: z.string(),
  'error-codes': z.array(z.string()).length(0),
})
const failSchema = z.strictObject({ success: z.literal(false), 'error-codes': z.array(z.string()) })

// Google's siteverify takes a form body and answers 200 whatever the verdict.
const siteverify = (form: Record<string, string>) =>
  fetch(`${captcha}/recaptcha/api/siteverify`, { method: 'POST', body: new URLSearchParams(form) })
async function verify(response: string, withSecret = secret) {
  const answer = await siteverify({ secret: withSecret, response })
  expect(answer.status).toBe(200)
  return z.union([passSchema, failSchema]).parse(await answer.json())
}

describe('reCAPTCHA siteverify', () => {
  it('passes the sign-up token of the browser stand-in with its action and a human score', async () => {
    const result = passSchema.parse(await verify('mock-token:signup'))
    expect(result).toMatchObject({ success: true, action: 'signup', score: 0.9, hostname: 'localhost' })
    expect(Math.abs(Date.parse(result.challenge_ts) - Date.now())).toBeLessThan(5_000)
  })

  it('reports the action of any stand-in token', async () => {
    expect(await verify('mock-token:contact')).toMatchObject({ success: true, action: 'contact' })
  })

  it('passes a token it does not know with an unknown action', async () => {
    expect(await verify('03AFcWeA-real-looking-token')).toMatchObject({ success: true, action: 'unknown' })
  })

  it('fails mock-token-fail and any token containing "fail"', async () => {
    for (const token of [MOCK_FAILING_TOKEN, 'mock-token:fail', 'failing']) {
      expect(await verify(token)).toEqual({ success: false, 'error-codes': ['invalid-input-response'] })
    }
    expect(MOCK_FAILING_TOKEN).toBe('mock-token-fail')
  })

  it('passes mock-token-bot with a bot-like score of 0.1', async () => {
    expect(MOCK_BOT_TOKEN).toBe('mock-token-bot')
    expect(await verify(MOCK_BOT_TOKEN)).toMatchObject({ success: true, score: 0.1 })
  })

  it('gives mock-token-bot:{action} the action, so the low-score path is reachable for any form', async () => {
    expect(await verify(`${MOCK_BOT_TOKEN}:signup`)).toMatchObject({
      success: true,
      score: 0.1,
      action: 'signup',
    })
  })

  it('refuses a wrong or missing secret before looking at the token', async () => {
    expect(await verify('mock-token:signup', 'wrong-secret')).toEqual({
      success: false,
      'error-codes': ['invalid-input-secret'],
    })
    const missing = await siteverify({ response: 'mock-token:signup' })
    expect(await missing.json()).toEqual({ success: false, 'error-codes': ['invalid-input-secret'] })
  })

  it('refuses a missing token', async () => {
    expect(await verify('')).toEqual({ success: false, 'error-codes': ['missing-input-response'] })
    const missing = await siteverify({ secret })
    expect(await missing.json()).toEqual({ success: false, 'error-codes': ['missing-input-response'] })
  })

  it('answers 503 while recaptcha is down', async () => {
    mockControls().recaptcha = 'down'
    const response = await siteverify({ secret, response: 'mock-token:signup' })
    expect(response.status).toBe(503)
    expect(await response.json()).toEqual({ message: 'Service Unavailable' })
  })

  it('answers only after the slow delay while recaptcha is slow', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout'] })
    mockControls().recaptcha = 'slow'
    let settled = false
    const pending = siteverify({ secret, response: 'mock-token:signup' }).then((response) => {
      settled = true
      return response
    })
    await vi.advanceTimersByTimeAsync(SLOW_MS - 100)
    expect(settled).toBe(false)
    await vi.advanceTimersByTimeAsync(100)
    const response = await pending
    expect(response.status).toBe(200)
    expect(await response.json()).toMatchObject({ success: true })
  })

  it('is back to ok at the start of each test', () => {
    expect(mockControls().recaptcha).toBe('ok')
  })
})
