import { beforeEach, describe, expect, it, vi } from 'vitest'
import { mockHandlers } from '#mocks/handlers.ts'
import { startMockServerFor } from '#mocks/test-server.ts'
import { serverEnv } from '../env.server.ts'
import { resetAllLimiters } from '../http/throttle.server.ts'
import { demoProviderTokens, startProviderFlow } from '../../tests/setup/provider-flow.ts'
import {
  completeProviderSignIn,
  mockAuthorizeResponse,
  OAUTH_STATE_SECONDS,
  PROVIDER_MESSAGES,
  providerStartResponse,
} from './provider.server.ts'

// The configured origin, not the request's: these tests' requests come from elsewhere on purpose.
vi.stubEnv('SITE_URL', 'https://site.test')
startMockServerFor(mockHandlers(serverEnv()))
beforeEach(() => resetAllLimiters())

const startFlow = (requestUrl = 'https://site.test/api/auth/provider/?provider=github') =>
  startProviderFlow(requestUrl)

describe('external provider sign-in', () => {
  it('starts with a signed state cookie and a redirect to /authorize carrying the state back', async () => {
    const { response, location, returnTo, cookie, state } = await startFlow(
      'https://site.test/api/auth/provider/?provider=github&invite_token=abc',
    )
    expect(response.status).toBe(302)
    expect(location.pathname).toBe('/api/mocks/identity/authorize')
    expect(location.searchParams.get('provider')).toBe('github')
    expect(location.searchParams.get('invite_token')).toBe('abc')
    expect(`${returnTo.origin}${returnTo.pathname}`).toBe('https://site.test/auth/callback/')
    expect(state).toMatch(/^[\w-]{43}$/)
    expect(cookie.startsWith(`${state}.`)).toBe(true)
    expect(response.headers.get('set-cookie')).toMatch(
      /^__Host-pdfrest_oauth=[\w.-]+; Path=\/; HttpOnly; SameSite=Lax; Max-Age=600; Secure$/,
    )
    expect((await startFlow()).state).not.toBe(state)
  })

  it('builds the return address from the configured origin, whatever Host the request names', async () => {
    const { returnTo } = await startFlow('http://evil.test/api/auth/provider/?provider=github')
    expect(returnTo.origin).toBe('https://site.test')
  })

  it('refuses a provider the identity settings do not enable', async () => {
    expect(
      (await providerStartResponse(new Request('https://site.test/api/auth/provider/?provider=google')))
        .status,
    ).toBe(400)
  })

  it('plays the provider in mock mode: back to the callback with tokens in the fragment', async () => {
    const response = await mockAuthorizeResponse(
      new Request(
        'https://site.test/api/mocks/identity/authorize?provider=github&redirect_to=https%3A%2F%2Fsite.test%2Fauth%2Fcallback%2F%3Fstate%3Dabc',
      ),
    )
    expect(response.status).toBe(302)
    expect(response.headers.get('location')).toMatch(
      /^https:\/\/site\.test\/auth\/callback\/\?state=abc#access_token=/,
    )
  })

  it('the mock provider returns only to the site itself', async () => {
    for (const target of ['https://evil.test/auth/callback/', '//evil.test/', 'http://site.test/']) {
      const response = await mockAuthorizeResponse(
        new Request(
          `https://site.test/api/mocks/identity/authorize?provider=github&redirect_to=${encodeURIComponent(target)}`,
        ),
      )
      expect(new URL(response.headers.get('location') ?? '').origin).toBe('https://site.test')
    }
  })

  it('turns confirmed tokens into a session only for the browser that started this very flow', async () => {
    const { cookie, state } = await startFlow()
    const tokens = await demoProviderTokens(state)
    const refused = (message: string) => ({ ok: false, reason: 'identity', message })
    expect((await completeProviderSignIn(tokens, undefined)).result).toEqual(
      refused(PROVIDER_MESSAGES.notStarted),
    )
    expect((await completeProviderSignIn({ ...tokens, accessToken: 'forged' }, cookie)).result).toMatchObject(
      {
        ok: false,
        message: PROVIDER_MESSAGES.failed,
      },
    )
    const done = await completeProviderSignIn(tokens, cookie)
    expect(done.result).toMatchObject({ ok: true, user: { email: 'pro@example.com', plan: 'Pro' } })
    expect(done.session?.refreshToken).toBe(tokens.refreshToken)
  })

  it('refuses tokens that come back with the state of another flow (login CSRF), a forged or an old cookie', async () => {
    const victim = await startFlow()
    const attacker = await startFlow()
    const mismatch = { ok: false, reason: 'identity', message: PROVIDER_MESSAGES.mismatch }
    const attempt = async (state: string, cookie: string) => {
      const outcome = await completeProviderSignIn(await demoProviderTokens(state), cookie)
      expect(outcome.session).toBeUndefined()
      return outcome.result
    }
    // The attacker's tokens and state, delivered to the victim's browser (which holds its own cookie).
    expect(await attempt(attacker.state, victim.cookie)).toEqual(mismatch)
    expect(await attempt('', victim.cookie)).toEqual(mismatch)
    // A cookie whose state was changed to the attacker's loses its signature.
    const [, ...rest] = victim.cookie.split('.')
    expect(await attempt(attacker.state, [attacker.state, ...rest].join('.'))).toEqual(mismatch)
    expect(await attempt(victim.state, victim.state)).toEqual(mismatch)
    vi.useFakeTimers({ now: Date.now() + (OAUTH_STATE_SECONDS + 1) * 1000, toFake: ['Date'] })
    expect(await attempt(victim.state, victim.cookie)).toEqual(mismatch)
    vi.useRealTimers()
  })
})
