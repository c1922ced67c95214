import { parseCookie } from 'cookie-es'

/** Every cookie the site sets. On https the session and the sign-in state get the `__Host-` prefix (hostCookieName). */
export const SESSION_COOKIE = 'pdfrest_session'
/** Draft preview for editors, signed. */
export const PREVIEW_COOKIE = 'pdfrest_preview'
/**
 * A non-secret, script-readable cookie beside the HttpOnly session: "someone signed in here". A cached
 * anonymous document page reads it to load its header island at once, which then asks the server who
 * it is (GET /api/session/). It grants nothing and holds nothing personal.
 */
export const SIGNED_IN_HINT_COOKIE = 'pdfrest_signed_in'
/** A provider sign-in in progress: its signed state, for ten minutes. */
export const OAUTH_STATE_COOKIE = 'pdfrest_oauth'
/** A sign-in or recovery form posted without JavaScript: its message and email, signed, for a minute. */
export const AUTH_FLASH_COOKIE = 'pdfrest_auth_flash'

/**
 * The cookies of a Cookie header, read by the parser the framework's own `getCookie` uses: the cache,
 * the header policy and the render then see the same names however a client spaces or orders them.
 */
export function readCookies(header: string | null): Record<string, string | undefined> {
  return header ? parseCookie(header) : {}
}

/** One cookie's value from a request, as the render's `getCookie` would read it. */
export function requestCookie(request: Request, name: string): string | undefined {
  return readCookies(request.headers.get('cookie'))[name]
}

/** Whether a Cookie header carries one of `names`, with or without the `__Host-` prefix. */
export function carriesCookie(header: string, names: readonly string[]): boolean {
  const present = Object.keys(readCookies(header))
  return names.some((name) => present.includes(name) || present.includes(`__Host-${name}`))
}
