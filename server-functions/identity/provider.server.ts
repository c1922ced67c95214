import { randomBytes } from 'node:crypto'
import { deleteCookie, getCookie } from '@tanstack/react-start/server'
import { z } from 'zod'
import { fetchAccountData } from '../account/account-data.server.ts'
import { serverEnv } from '../env.server.ts'
import { OAUTH_STATE_COOKIE } from '#shared/http/cookie-names.ts'
import { secretMatches } from '../http/secrets.server.ts'
import { openService } from '../http/service-client.server.ts'
import { signValue, verifySignedValue } from '../http/signed-value.server.ts'
import { hostCookieName, siteIsHttps, siteOrigin } from '../http/site-origin.server.ts'
import { AUTH_MESSAGES, type AuthResult } from '#shared/api/auth.schema.ts'
import type { ProviderTokens } from '#shared/api/actions/provider-sign-in.ts'
import type { Outcome } from './auth.server.ts'
import { enabledProviders, identityApi } from './gotrue.server.ts'
import { newSession, publicUser, sessionUserFrom } from './session.server.ts'

export const OAUTH_STATE_SECONDS = 600
export const CALLBACK_PATH = '/auth/callback/'
export const PROVIDER_MESSAGES = {
  notStarted: 'This sign-in was not started on this site. Please choose your provider again.',
  mismatch:
    'This sign-in did not come back to the browser that started it, so you were not signed in. Please choose your provider again.',
  failed: 'The sign-in with your provider did not work. Please try again.',
} as const

const STATE_PURPOSE = 'oauth-state'

/** Binds a provider sign-in to the browser that started it (`__Host-` on https). */
export function oauthStateCookieName(): string {
  return hostCookieName(OAUTH_STATE_COOKIE)
}

const startQuery = z.object({
  provider: z.string().regex(/^[a-z0-9_-]{1,30}$/),
  invite_token: z
    .string()
    .regex(/^[\w-]{1,200}$/)
    .optional(),
})

/**
 * GET /api/auth/provider/?provider=github[&invite_token=…]: a fresh random state, kept by this
 * browser in a signed cookie and carried through the provider in the return address, then a
 * redirect to GoTrue's /authorize (through a site-local stand-in when the identity service is mocked).
 */
export async function providerStartResponse(request: Request): Promise<Response> {
  const url = new URL(request.url)
  const query = startQuery.safeParse(Object.fromEntries(url.searchParams))
  const providers = await enabledProviders()
  if (!query.success || !providers.includes(query.data.provider)) {
    return Response.json(
      { error: 'Unknown sign-in provider.' },
      { status: 400, headers: { 'Cache-Control': 'no-store' } },
    )
  }
  const identity = serverEnv().services.identity
  const state = randomBytes(32).toString('base64url')
  const callback = new URL(CALLBACK_PATH, siteOrigin())
  callback.searchParams.set('state', state)
  const authorize = new URLSearchParams({ provider: query.data.provider, redirect_to: callback.href })
  if (query.data.invite_token) authorize.set('invite_token', query.data.invite_token)
  const base = identity.mocked ? '/api/mocks/identity' : identity.url
  const expires = Math.floor(Date.now() / 1000) + OAUTH_STATE_SECONDS
  const cookie = signValue(STATE_PURPOSE, `${state}.${expires}`)
  const secure = siteIsHttps() || url.protocol === 'https:' ? '; Secure' : ''
  return new Response(null, {
    status: 302,
    headers: {
      location: `${base}/authorize?${authorize}`,
      'set-cookie': `${oauthStateCookieName()}=${cookie}; Path=/; HttpOnly; SameSite=Lax; Max-Age=${OAUTH_STATE_SECONDS}${secure}`,
      'Cache-Control': 'no-store',
    },
  })
}

/**
 * Whether the state that came back through the provider is the one this browser's signed cookie
 * holds, still within its ten minutes. Compared in constant time.
 */
export function stateMatches(stateCookie: string, returnedState: string, now = Date.now()): boolean {
  const value = verifySignedValue(STATE_PURPOSE, stateCookie)
  const [state = '', expires = ''] = value?.split('.') ?? []
  const fresh = Number(expires) * 1000 > now
  return secretMatches(returnedState, state) && state !== '' && fresh
}

/**
 * The mocked identity service's /authorize, reachable by the browser (mock mode only). It sends the
 * browser back only to this site's own origin, so it cannot serve as an open redirect.
 */
export async function mockAuthorizeResponse(request: Request): Promise<Response> {
  const identity = serverEnv().services.identity
  if (!identity.mocked) return Response.json({ error: 'Not Found' }, { status: 404 })
  const search = new URL(request.url).search
  const authorized = await openService('identity', `/authorize${search}`, { redirect: 'manual' })
  if (!authorized.ok) return Response.json({ error: AUTH_MESSAGES.unavailable }, { status: 503 })
  const answer = authorized.response
  const location = answer.headers.get('location')
  if (answer.status !== 302 || !location) return new Response(await answer.text(), { status: answer.status })
  const target = URL.parse(location)
  if (target?.origin !== siteOrigin())
    return Response.json(
      { error: 'The return address must be on this site.' },
      { status: 400, headers: { 'Cache-Control': 'no-store' } },
    )
  return new Response(null, { status: 302, headers: { location: target.href, 'Cache-Control': 'no-store' } })
}

/**
 * The return from the provider: the tokens from the URL fragment become the same HttpOnly session
 * as a password sign-in, once GoTrue confirms them (GET /user) and only if this browser started
 * this very flow.
 */
export async function completeProviderSignIn(
  tokens: ProviderTokens,
  stateCookie: string | undefined,
): Promise<Outcome<AuthResult>> {
  if (!stateCookie)
    return { result: { ok: false, reason: 'identity', message: PROVIDER_MESSAGES.notStarted } }
  // Someone else's tokens (login CSRF) arrive with someone else's state, or none.
  if (!stateMatches(stateCookie, tokens.state))
    return { result: { ok: false, reason: 'identity', message: PROVIDER_MESSAGES.mismatch } }
  const user = await identityApi.user(tokens.accessToken)
  if (!user.ok) return { result: { ok: false, reason: 'identity', message: PROVIDER_MESSAGES.failed } }
  const account = await fetchAccountData(user.data.id)
  const session = newSession(
    {
      access_token: tokens.accessToken,
      refresh_token: tokens.refreshToken,
      expires_in: tokens.expiresIn,
      token_type: 'bearer',
    },
    sessionUserFrom(user.data, account.ok ? account.data.plan : null),
  )
  return { result: { ok: true, user: publicUser(session) }, session }
}

/**
 * The provider's return, answered (POST /api/auth/provider-finish/): one attempt per started flow,
 * so the state cookie is spent whether or not it matches.
 */
export function finishProviderSignIn(tokens: ProviderTokens): Promise<Outcome<AuthResult>> {
  const state = getCookie(oauthStateCookieName())
  deleteCookie(oauthStateCookieName(), { path: '/', httpOnly: true, sameSite: 'lax', secure: siteIsHttps() })
  return completeProviderSignIn(tokens, state)
}
