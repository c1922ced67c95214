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

/** Whether a Cookie header carries one of `names`, with or without the `__Host-` prefix. */
export function carriesCookie(header: string, names: readonly string[]): boolean {
  return names.some((name) => header.includes(`${name}=`))
}
