import { HttpResponse, http, type RequestHandler } from 'msw'
import { applyServiceMode } from './controls.ts'

/**
 * Google's siteverify. In mock mode the browser's stand-in hands out `mock-token:{action}`; any
 * token containing `fail` is rejected and `mock-token-bot` (or `mock-token-bot:{action}`) passes with
 * a bot-like score of 0.1.
 */
export const MOCK_FAILING_TOKEN = 'mock-token-fail'
export const MOCK_BOT_TOKEN = 'mock-token-bot'

export function recaptchaHandlers(base: string, secret: string): RequestHandler[] {
  return [
    http.post(`${base}/recaptcha/api/siteverify`, async ({ request }) => {
      const down = await applyServiceMode('recaptcha')
      if (down) return down
      const form = new URLSearchParams(await request.text())
      const challenge_ts = new Date().toISOString()
      if (form.get('secret') !== secret) {
        return HttpResponse.json({ success: false, 'error-codes': ['invalid-input-secret'] })
      }
      const token = form.get('response') ?? ''
      if (!token) return HttpResponse.json({ success: false, 'error-codes': ['missing-input-response'] })
      if (token.includes('fail')) {
        return HttpResponse.json({ success: false, 'error-codes': ['invalid-input-response'] })
      }
      const [prefix = '', action = 'unknown'] = token.split(/:(.*)/s)
      const score = prefix === MOCK_BOT_TOKEN ? 0.1 : 0.9
      return HttpResponse.json({
        success: true,
        score,
        action,
        challenge_ts,
        hostname: 'localhost',
        'error-codes': [],
      })
    }),
  ]
}
