import { sharedStore } from '../store/store.server.ts'
import { type Session, SESSION_MAX_AGE_SECONDS } from './session.server.ts'

/** GoTrue's access tokens live an hour: a copy refreshed just before sign-out lasts that long at most. */
const ACCESS_TOKEN_LIFETIME_MS = 3600_000
const SESSION_MAX_AGE_MS = SESSION_MAX_AGE_SECONDS * 1000

const sessionKey = (sid: string) => `session:${sid}`
const userKey = (userId: string) => `user:${userId}`

/**
 * Ends one session on the server: a copy of its cookie is refused from now on. With the identity
 * service's refresh tokens revoked too, a copy can only live until its access token expires; if that
 * revocation failed, a copy could refresh, so the record lives as long as the cookie could.
 */
export async function revokeSession(
  session: Session,
  { refreshTokensRevoked }: { refreshTokensRevoked: boolean },
): Promise<void> {
  const ttlMs = refreshTokensRevoked
    ? Math.max(0, session.expiresAt - Date.now()) + ACCESS_TOKEN_LIFETIME_MS
    : SESSION_MAX_AGE_MS
  await sharedStore().revoke(sessionKey(session.sid), Date.now(), ttlMs)
}

/**
 * Ends every session of a user begun before `at` (password change, deletion by an admin). A cookie
 * is re-sealed for at most its max age after its last use, so the record need not outlive that.
 */
export async function revokeUserSessions(userId: string, at = Date.now()): Promise<void> {
  await sharedStore().revoke(userKey(userId), at, SESSION_MAX_AGE_MS)
}

export async function isRevoked(session: Session): Promise<boolean> {
  const [revokedSession, revokedBefore] = await sharedStore().revocations([
    sessionKey(session.sid),
    userKey(session.user.id),
  ])
  return revokedSession !== undefined || (revokedBefore !== undefined && session.issuedAt < revokedBefore)
}
