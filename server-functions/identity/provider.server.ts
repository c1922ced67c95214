import { randomBytes } from 'node:crypto'
import { z } from 'zod'
import { fetchAccountData } from '../account/account-data.server.ts'
import { serverEnv } from '../env.server.ts'
import type { AuthResult } from './auth.schema.ts'
import type { Outcome } from './auth.server.ts'
import { enabledProviders, identityApi } from './gotrue.server.ts'
import { newSession, publicUser, sessionUserFrom } from './session.server.ts'

/** Marks a provider sign-in this browser started, so a callback cannot be forced on a visitor. */
export const OAUTH_STATE_COOKIE = 'pdfrest_oauth'
export const OAUTH_STATE_SECONDS = 600
export const CALLBACK_PATH = '/auth/callback/'
export const PROVIDER_MESSAGES = {
  notStarted: 'This sign-in was not started on this site. Please choose your provider again.',
  failed: 'The sign-in with your provider did not work. Please try again.',
} as const

const startQuery = z.object({
  provider: z.string().regex(/^[a-z0-9_-]{1,30}$/),
  invite_token: z
    .string()
    .regex(/^[\w-]{1,200}$/)
    .optional(),
})

/**
 * GET /api/auth/provider/?provider=github[&invite_token=…]: sets the state cookie and sends the
 * browser to GoTrue's /authorize (through a site-local stand-in when the identity service is mocked).
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
  const authorize = new URLSearchParams({
    provider: query.data.provider,
    redirect_to: `${url.origin}${CALLBACK_PATH}`,
  })
  if (query.data.invite_token) authorize.set('invite_token', query.data.invite_token)
  const base = identity.mocked ? '/api/mocks/identity' : identity.url
  const state = randomBytes(16).toString('base64url')
  const secure = url.protocol === 'https:' ? '; Secure' : ''
  return new Response(null, {
    status: 302,
    headers: {
      location: `${base}/authorize?${authorize}`,
      'set-cookie': `${OAUTH_STATE_COOKIE}=${state}; Path=/; HttpOnly; SameSite=Lax; Max-Age=${OAUTH_STATE_SECONDS}${secure}`,
      'Cache-Control': 'no-store',
    },
  })
}

/** The mocked identity service's /authorize, reachable by the browser (mock mode only). */
export async function mockAuthorizeResponse(request: Request): Promise<Response> {
  const identity = serverEnv().services.identity
  if (!identity.mocked) return Response.json({ error: 'Not Found' }, { status: 404 })
  const search = new URL(request.url).search
  const answer = await fetch(`${identity.url}/authorize${search}`, { redirect: 'manual' })
  const location = answer.headers.get('location')
  if (answer.status !== 302 || !location) return new Response(await answer.text(), { status: answer.status })
  return new Response(null, { status: 302, headers: { location, 'Cache-Control': 'no-store' } })
}

export const providerTokensSchema = z.object({
  accessToken: z.string().min(1).max(8192),
  refreshToken: z.string().min(1).max(512),
  expiresIn: z.number().int().min(1).max(31_536_000),
})

/**
 * The return from the provider: the tokens from the URL fragment become the same HttpOnly session
 * as a password sign-in, once GoTrue confirms them (GET /user) and only if this browser started it.
 */
export async function completeProviderSignIn(
  tokens: z.infer<typeof providerTokensSchema>,
  stateCookie: string | undefined,
): Promise<Outcome<AuthResult>> {
  if (!stateCookie)
    return { result: { ok: false, reason: 'identity', message: PROVIDER_MESSAGES.notStarted } }
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
