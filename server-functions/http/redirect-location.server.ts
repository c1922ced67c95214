import { siteOrigin } from './site-origin.server.ts'

const PLACEHOLDER = 'http://placeholder.invalid'

/**
 * A path on this site given by a visitor or an editor (`/…`), as percent-encoded ASCII; undefined
 * when it would leave the site (`//host`, `/\host`) or cannot be read as a URL.
 */
export function sitePath(raw: string): string | undefined {
  if (!/^\/(?![/\\])/.test(raw)) return undefined
  const url = URL.parse(raw, PLACEHOLDER)
  if (!url || url.origin !== PLACEHOLDER) return undefined
  return `${url.pathname}${url.search}${url.hash}`
}

/**
 * Where a redirect sends the browser, as a Location header can carry it: a target on this site (a
 * path, or a URL naming the request's own host) becomes an absolute URL on the configured origin,
 * never on the Host header; another site's https URL stays as it is. Both are percent-encoded ASCII
 * (the URL serializer encodes everything else). Undefined when the target cannot be read.
 */
export function settledLocation(location: string, requestUrl: string): string | undefined {
  const request = URL.parse(requestUrl)
  const target = URL.parse(location, request ?? PLACEHOLDER)
  if (!target) return undefined
  const origin = siteOrigin()
  if (target.origin === origin || target.origin === request?.origin) {
    return `${origin}${target.pathname}${target.search}${target.hash}`
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
    headers: { ...headers, location: settledLocation(location, requestUrl) ?? `${siteOrigin()}/` },
  })
}

/**
 * Every response on its way out: a Location header (the router's own included, which it builds from
 * the Host header) is settled as above; one that cannot be read sends the browser home.
 */
export function settleRedirect(request: Request, response: Response): Response {
  const location = response.headers.get('location')
  if (location === null) return response
  const settled = settledLocation(location, request.url) ?? `${siteOrigin()}/`
  if (settled === location) return response
  const headers = new Headers(response.headers)
  headers.set('location', settled)
  return new Response(response.body, { status: response.status, statusText: response.statusText, headers })
}
