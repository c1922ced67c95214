/**
 * A non-secret, script-readable cookie beside the HttpOnly session: "someone signed in here". A cached
 * anonymous document page reads it to load its header island at once, which then asks the server who
 * it is (GET /api/session/). It grants nothing and holds nothing personal.
 */
export const SIGNED_IN_HINT_COOKIE = 'pdfrest_signed_in'
