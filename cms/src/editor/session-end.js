/**
 * GET /admin/session-end: when the signed-in editor's admin session ends, for the admin's warning
 * (src/admin/session-notice.jsx). Strapi's admin only knows its access token's expiry, which is not
 * the session's: the session is the refresh token's record, ended by its idle window (renewed on
 * each refresh) or its absolute one. Read from the httpOnly refresh cookie, so it says nothing
 * without it; answers times only.
 */
const REFRESH_COOKIE = 'strapi_admin_refresh'
const PATH = '/admin/session-end'

/** Seconds before the end the admin warns: ADMIN_SESSION_WARNING_SECONDS, five minutes by default. */
function warningSeconds(env = process.env) {
  const seconds = Number(env.ADMIN_SESSION_WARNING_SECONDS ?? 300)
  return Number.isInteger(seconds) && seconds > 0 ? seconds : 300
}

/** The earlier of the record's idle end and its absolute end, and whether a refresh can move it. */
function sessionEnd(record) {
  const idle = new Date(record.expiresAt).getTime()
  const absolute = record.absoluteExpiresAt ? new Date(record.absoluteExpiresAt).getTime() : Infinity
  return { endsAt: new Date(Math.min(idle, absolute)).toISOString(), extensible: idle < absolute }
}

function sessionEndRoute(strapi) {
  return async (ctx, next) => {
    if (ctx.path !== PATH) return next()
    ctx.set('Cache-Control', 'no-store')
    if (ctx.method !== 'GET') {
      ctx.set('Allow', 'GET')
      ctx.status = 405
      ctx.body = { error: { status: 405, name: 'MethodNotAllowedError', message: 'Use GET.' } }
      return undefined
    }
    const token = ctx.cookies.get(REFRESH_COOKIE)
    const validation = token ? await strapi.sessionManager('admin').validateRefreshToken(token) : undefined
    const record =
      validation && validation.isValid
        ? await strapi.db.query('admin::session').findOne({ where: { sessionId: validation.sessionId } })
        : undefined
    if (!record) {
      ctx.status = 401
      ctx.body = { error: { status: 401, name: 'UnauthorizedError', message: 'Not signed in.' } }
      return undefined
    }
    ctx.body = { data: { ...sessionEnd(record), warningSeconds: warningSeconds() } }
    return undefined
  }
}

module.exports = { sessionEnd, sessionEndRoute, warningSeconds }
