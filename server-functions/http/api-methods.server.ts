type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE'
type Handler = (context: { request: Request }) => Response | Promise<Response>

/** What a caller is told when an endpoint does not take its method. */
export const methodNotAllowedMessage = (allowed: readonly string[]) =>
  `This endpoint accepts ${allowed.join(' or ')} requests only.`

/** The methods an endpoint answers, as its Allow header lists them (HEAD wherever GET is). */
export function allowedMethods(declared: readonly string[]): string[] {
  return declared.includes('GET') ? [...declared, 'HEAD'] : [...declared]
}

/**
 * An API route's handlers, and a 405 naming the others for every method it does not declare.
 * Without it the framework renders the route as a page: a POST-only endpoint answered a GET, a
 * PUT or an OPTIONS with 200 and the site's empty shell, costing a whole render for a mistake.
 */
export function apiHandlers<Handlers extends Partial<Record<Method, Handler>>>(
  handlers: Handlers,
): Handlers & { ANY: Handler } {
  const allowed = allowedMethods(Object.keys(handlers))
  const error = methodNotAllowedMessage(allowed)
  return {
    ...handlers,
    ANY: ({ request }) =>
      Response.json(
        { error },
        {
          status: 405,
          headers: {
            Allow: allowed.join(', '),
            'Cache-Control': 'no-store',
            // The body, if any, is never read: the connection closes rather than drain it.
            ...(request.body ? { Connection: 'close' } : {}),
          },
        },
      ),
  }
}
