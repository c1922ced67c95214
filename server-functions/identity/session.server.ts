import { createHash, randomBytes } from 'node:crypto'
import { decodeJwt } from 'jose'
import { z } from 'zod'
import { serverEnv } from '../env.server.ts'
import { planNames } from '#domain/plans/plan-rules.ts'
import type { PublicUser } from '#shared/api/public-user.schema.ts'
import type { GotrueUser, TokenResponse } from './gotrue.server.ts'
import { openClaims, sealClaims } from './sealed-token.server.ts'

/** The cookie outlives the access token: the refresh token keeps the session going. */
export const SESSION_MAX_AGE_SECONDS = 30 * 24 * 3600

export const sessionSchema = z.object({
  accessToken: z.string(),
  refreshToken: z.string(),
  /** Epoch milliseconds, from the access token's `exp` claim. */
  expiresAt: z.number(),
  /** Names this sign-in across refreshes, so sign-out can revoke it on the server. */
  sid: z.string().min(16).max(64),
  /** When this sign-in began (epoch ms): a user-wide revocation ends every session begun before it. */
  issuedAt: z.number(),
  user: z.object({
    id: z.string(),
    email: z.string(),
    fullName: z.string(),
    roles: z.array(z.string()),
    plan: z.enum(planNames).nullable(),
  }),
})
export type Session = z.infer<typeof sessionSchema>

function sessionKey(): Uint8Array {
  return new Uint8Array(createHash('sha256').update(`session:${serverEnv().sessionSecret}`).digest())
}

/** Encrypts and authenticates the session (JWE, dir + A256GCM): unreadable and unforgeable in the browser. */
export async function sealSession(session: Session): Promise<string> {
  return sealClaims({ session }, sessionKey(), SESSION_MAX_AGE_SECONDS)
}

export async function unsealSession(sealed: string | undefined): Promise<Session | null> {
  if (!sealed) return null
  const parsed = sessionSchema.safeParse(openClaims(sealed, sessionKey())?.session)
  return parsed.success ? parsed.data : null
}

const claimsSchema = z.object({ exp: z.number().optional() })

/** Expiry from the token's `exp` claim, falling back on `expires_in`. */
export function expiryOf(
  tokens: Pick<TokenResponse, 'access_token' | 'expires_in'>,
  now = Date.now(),
): number {
  try {
    const claims = claimsSchema.parse(decodeJwt(tokens.access_token))
    if (claims.exp) return claims.exp * 1000
  } catch {
    // An opaque token: trust expires_in.
  }
  return now + tokens.expires_in * 1000
}

export function sessionUserFrom(user: GotrueUser, plan: Session['user']['plan']): Session['user'] {
  const fullName = user.user_metadata?.full_name
  return {
    id: user.id,
    email: user.email,
    fullName: typeof fullName === 'string' ? fullName : '',
    roles: user.app_metadata?.roles ?? [],
    plan,
  }
}

export const newSessionId = () => randomBytes(18).toString('base64url')

/** A new sign-in; a refresh passes `continues` to keep the session's identity and start time. */
export function newSession(
  tokens: TokenResponse,
  user: Session['user'],
  continues?: Pick<Session, 'sid' | 'issuedAt'>,
): Session {
  return {
    accessToken: tokens.access_token,
    refreshToken: tokens.refresh_token,
    expiresAt: expiryOf(tokens),
    sid: continues?.sid ?? newSessionId(),
    issuedAt: continues?.issuedAt ?? Date.now(),
    user,
  }
}

export function publicUser(session: Session): PublicUser {
  const { email, fullName, plan, roles } = session.user
  return { email, fullName, plan, isAdmin: roles.includes('admin') }
}

/** Refresh when less than 60 seconds from expiry (docs/product.md#sessions-and-cookies). */
export const REFRESH_WINDOW_MS = 60_000
export function needsRefresh(session: Session, now = Date.now()): boolean {
  return session.expiresAt - now < REFRESH_WINDOW_MS
}
