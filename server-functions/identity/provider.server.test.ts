import { beforeEach, describe, expect, it } from 'vitest'
import { mockHandlers } from '#mocks/handlers.ts'
import { startMockServerFor } from '#mocks/test-server.ts'
import { DEMO_PASSWORD } from '#mocks/users.ts'
import { serverEnv } from '../env.server.ts'
import { resetAllLimiters } from '../http/throttle.server.ts'
import { identityApi } from './gotrue.server.ts'
import {
  completeProviderSignIn,
  mockAuthorizeResponse,
  PROVIDER_MESSAGES,
  providerStartResponse,
} from './provider.server.ts'

startMockServerFor(mockHandlers(serverEnv()))
beforeEach(() => resetAllLimiters())

describe('external provider sign-in', () => {
  it('starts with a state cookie and a redirect to /authorize with the callback and invite token', async () => {
    const response = await providerStartResponse(
      new Request('https://site.test/api/auth/provider/?provider=github&invite_token=abc'),
    )
    expect(response.status).toBe(302)
    const location = new URL(response.headers.get('location') ?? '', 'https://site.test')
    expect(location.pathname).toBe('/api/mocks/identity/authorize')
    expect(Object.fromEntries(location.searchParams)).toEqual({
      provider: 'github',
      redirect_to: 'https://site.test/auth/callback/',
      invite_token: 'abc',
    })
    expect(response.headers.get('set-cookie')).toMatch(
      /^pdfrest_oauth=[\w-]+; Path=\/; HttpOnly; SameSite=Lax; Max-Age=600; Secure$/,
    )
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
        'https://site.test/api/mocks/identity/authorize?provider=github&redirect_to=https%3A%2F%2Fsite.test%2Fauth%2Fcallback%2F',
      ),
    )
    expect(response.status).toBe(302)
    expect(response.headers.get('location')).toMatch(/^https:\/\/site\.test\/auth\/callback\/#access_token=/)
  })

  it('turns confirmed tokens into a session only when this browser started the flow', async () => {
    const grant = await identityApi.passwordGrant('pro@example.com', DEMO_PASSWORD)
    if (!grant.ok) throw new Error('sign-in failed')
    const tokens = {
      accessToken: grant.data.access_token,
      refreshToken: grant.data.refresh_token,
      expiresIn: 3600,
    }
    expect((await completeProviderSignIn(tokens, undefined)).result).toEqual({
      ok: false,
      reason: 'identity',
      message: PROVIDER_MESSAGES.notStarted,
    })
    expect(
      (await completeProviderSignIn({ ...tokens, accessToken: 'forged' }, 'state')).result,
    ).toMatchObject({
      ok: false,
      message: PROVIDER_MESSAGES.failed,
    })
    const done = await completeProviderSignIn(tokens, 'state')
    expect(done.result).toMatchObject({ ok: true, user: { email: 'pro@example.com', plan: 'Pro' } })
    expect(done.session?.refreshToken).toBe(grant.data.refresh_token)
  })
})
