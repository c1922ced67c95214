/**
 * Whether an error only says that the client went away mid-request: Node's "aborted" reset of the
 * request (ECONNRESET) or the request's own abort signal. A browser or Lighthouse that drops a
 * connection it no longer needs is no fault of the server, and nobody is left to read an answer.
 */
export function clientWentAway(request: Request, error: unknown): boolean {
  if (request.signal.aborted) return true
  return error instanceof Error && error.message === 'aborted' && Reflect.get(error, 'code') === 'ECONNRESET'
}

/** The answer to nobody: nginx's "client closed request". */
export const CLIENT_GONE_STATUS = 499
