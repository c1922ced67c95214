import { identityApi } from './gotrue.server.ts'
import { newSession, type Session } from './session.server.ts'

/** How long the outcome of a refresh is remembered, for concurrent requests holding the old token. */
const SHARE_MS = 30_000
const inFlight = new Map<string, Promise<Session | null>>()
const recent = new Map<string, { session: Session | null; at: number }>()

function forgetOld(now: number) {
  for (const [token, entry] of recent) if (now - entry.at > SHARE_MS) recent.delete(token)
}

/**
 * Trades the refresh token for a new pair. Refresh tokens are single use, so parallel requests of
 * one browser (several server functions, a page load racing a click) share one refresh instead of
 * burning the token and signing the user out. Null when the identity service refuses it.
 */
export function refreshSession(session: Session): Promise<Session | null> {
  const now = Date.now()
  forgetOld(now)
  const key = session.refreshToken
  const done = recent.get(key)
  if (done) return Promise.resolve(done.session)
  const running = inFlight.get(key)
  if (running) return running
  const pending = (async () => {
    const result = await identityApi.refreshGrant(key)
    if (!result.ok) {
      if (result.status < 500) console.info('[session] refresh refused; the session is cleared')
      return null
    }
    const email = result.data.user?.email ?? session.user.email
    return newSession(result.data, { ...session.user, email }, session)
  })()
    .then((next) => {
      recent.set(key, { session: next, at: Date.now() })
      return next
    })
    .finally(() => inFlight.delete(key))
  inFlight.set(key, pending)
  return pending
}
