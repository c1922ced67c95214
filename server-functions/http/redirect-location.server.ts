import { siteOrigin } from './site-origin.server.ts'

const PLACEHOLDER = 'http://placeholder.invalid'

/**
 * Where a redirect sends the browser, as a Location header can carry it. A target on this site (a
 * path, or a URL naming the configured origin or the request's own host) becomes a path: it names no
 * host at all, so neither the Host header nor a proxy's idea of it can leak in, and a deploy preview
 * stays on its own address. Only a path starting `//` (which would read as another host) is written
 * out on the configured origin. Another site's URL stays as it is. Everything comes out as
 * percent-encoded ASCII (the URL serializer encodes the rest); undefined when unreadable.
 */
export function settledLocation(location: string, requestUrl: string): string | undefined {
  const request = URL.parse(requestUrl)
  const target = URL.parse(location, request ?? PLACEHOLDER)
  if (!target) return undefined
  const origin = siteOrigin()
  if (target.origin === origin || target.origin === request?.origin) {
    const path = `${target.pathname}${target.search}${target.hash}`
    return path.startsWith('//') ? `${origin}${path}` : path
  }
  return target.href
}

/** A redirect answer; its target goes through the same rule as every other Location. */
export function redirectResponse(
  status: 301 | 302 | 303 | 307 | 308,
  location: string,
  requestUrl: string,
  headers: Record<string, string> = {},
): Response {
  return new Response(null, {
    status,
    headers: { ...headers, location: settledLocation(location, requestUrl) ?? '/' },
  })
}

/**
 * Every response on its way out: a Location header (the router's own included, which it builds from
 * the Host header) is settled as above; one that cannot be read sends the browser home.
 */
export function settleRedirect(request: Request, response: Response): Response {
  const location = response.headers.get('location')
  if (location === null) return response
  const settled = settledLocation(location, request.url) ?? '/'
  if (settled === location) return response
  const headers = new Headers(response.headers)
  headers.set('location', settled)
  return new Response(response.body, { status: response.status, statusText: response.statusText, headers })
}
