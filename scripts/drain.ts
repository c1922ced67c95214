import type { ServerMiddleware } from 'srvx'
import { z } from 'zod'

/**
 * How the production server leaves a load balancer without dropping a request. On SIGTERM it first
 * says so: `/api/health/` answers 503 `draining` and every answer closes its connection, while it
 * still serves for `SHUTDOWN_DELAY_SECONDS`, long enough for a balancer polling the health route to
 * take it out. Only then does it stop listening and let open requests finish.
 */
export const HEALTH_PATH = '/api/health/'

/** How long open requests get once the server stops listening. */
export const DRAIN_MS = 10_000

const delaySchema = z.coerce.number().min(0).max(120).default(0)

/** `SHUTDOWN_DELAY_SECONDS` in milliseconds; an invalid value names the variable. */
export function shutdownDelayMs(env: NodeJS.ProcessEnv): number {
  const raw = env.SHUTDOWN_DELAY_SECONDS
  const parsed = delaySchema.safeParse(raw === '' ? undefined : raw)
  if (!parsed.success)
    throw new Error('Invalid environment:\n  SHUTDOWN_DELAY_SECONDS: a number of seconds from 0 to 120')
  return parsed.data * 1000
}

export function createDrain() {
  let draining = false
  const middleware: ServerMiddleware = (request, next) => {
    if (!draining) return next()
    // Keep-alive connections end after their current answer, so none is closed under a request.
    const nodeResponse = request.runtime?.node?.res
    if (nodeResponse && 'shouldKeepAlive' in nodeResponse) nodeResponse.shouldKeepAlive = false
    if (new URL(request.url).pathname !== HEALTH_PATH) return next()
    return Response.json({ status: 'draining' }, { status: 503, headers: { 'cache-control': 'no-store' } })
  }
  return {
    middleware,
    start: () => {
      draining = true
    },
    get draining() {
      return draining
    },
  }
}
