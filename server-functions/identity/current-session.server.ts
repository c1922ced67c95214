import { SESSION_COOKIE } from '#shared/http/cookie-names.ts'
import {
  deleteCookie,
  getCookie,
  getRequest,
  getRequestProtocol,
  setCookie,
} from '@tanstack/react-start/server'
import { hostCookieName, siteIsHttps } from '../http/site-origin.server.ts'
import type { Outcome } from './auth.server.ts'
import { refreshSession } from './refresh.server.ts'
import { SIGNED_IN_HINT_COOKIE } from '#shared/http/cookie-names.ts'
import { signedInHintValue } from '#shared/http/signed-in-hint.ts'
import { isRevoked } from './revocation.server.ts'
import {
  needsRefresh,
  SESSION_MAX_AGE_SECONDS,
  type Session,
  sealSession,
  unsealSession,
} from './session.server.ts'

function cookieOptions() {
  const secure = siteIsHttps() || getRequestProtocol() === 'https'
  return { httpOnly: true, sameSite: 'lax' as const, secure, path: '/' }
}

/** The session cookie gets `__Host-` on an https site: only this host can set or shadow it. */
const sessionCookieName = () => hostCookieName(SESSION_COOKIE)

/**
 * Each request's session, read once: a page load asks from its shell, its guard and its data (the
 * account page did three unseals and three revocation checks), and every later ask gets the first
 * answer. A write or a clear in the same request replaces it.
 */
const sessionOfRequest = new WeakMap<Request, Promise<Session | null>>()

export async function writeSession(session: Session): Promise<void> {
  sessionOfRequest.set(getRequest(), Promise.resolve(session))
  setCookie(sessionCookieName(), await sealSession(session), {
    ...cookieOptions(),
    maxAge: SESSION_MAX_AGE_SECONDS,
  })
  // The plan goes with it, so a cached document paints the signed-in state before any island runs.
  setCookie(SIGNED_IN_HINT_COOKIE, signedInHintValue(session.user.plan), {
    ...cookieOptions(),
    httpOnly: false,
    maxAge: SESSION_MAX_AGE_SECONDS,
  })
}

export function clearSession(): void {
  sessionOfRequest.set(getRequest(), Promise.resolve(null))
  deleteCookie(sessionCookieName(), cookieOptions())
  deleteCookie(SIGNED_IN_HINT_COOKIE, { ...cookieOptions(), httpOnly: false })
}

/**
 * The caller's session from the encrypted cookie, refreshed when it is within 60 s of expiry
 * (the new cookie goes out with this response). A failed refresh, a revoked session or a bad
 * cookie clears it. Read once per request.
 */
export function readSession(): Promise<Session | null> {
  const request = getRequest()
  const known = sessionOfRequest.get(request)
  if (known) return known
  const read = readSessionCookie()
  sessionOfRequest.set(request, read)
  return read
}

async function readSessionCookie(): Promise<Session | null> {
  const sealed = getCookie(sessionCookieName())
  if (!sealed) return null
  const session = await unsealSession(sealed)
  // A revoked session (signed out, password changed, user deleted) ends here on every instance.
  if (!session || (await isRevoked(session))) {
    clearSession()
    return null
  }
  if (!needsRefresh(session)) return session
  const refreshed = await refreshSession(session)
  if (!refreshed) {
    clearSession()
    return null
  }
  await writeSession(refreshed)
  return refreshed
}

/** Applies a flow's decision to the cookie (new session, cleared, or untouched) and returns its answer. */
export async function settleOutcome<R>(outcome: Outcome<R>): Promise<R> {
  if (outcome.session) await writeSession(outcome.session)
  else if (outcome.session === null) clearSession()
  return outcome.result
}
