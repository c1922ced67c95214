/**
 * The router answers a path without its trailing slash with a temporary 307; for search engines the
 * canonical move is permanent, so it becomes a 308 (method and body kept, like 307). The target is
 * the visitor's own path and query plus the slash; the production entry puts it on the configured
 * origin (redirect-location.server.ts), whatever Host the request named.
 */
export function makeSlashRedirectPermanent(request: Request, response: Response): Response {
  if (response.status !== 307) return response
  const location = response.headers.get('location')
  if (!location) return response
  const from = new URL(request.url)
  const to = URL.parse(location, from)
  // The router re-encodes the query (`%0d` becomes `%0D`): compare what it means, not its spelling.
  const sameQuery = (a: string, b: string) =>
    new URLSearchParams(a).toString() === new URLSearchParams(b).toString()
  const addsSlashOnly =
    to !== null &&
    to.origin === from.origin &&
    to.pathname === `${from.pathname}/` &&
    sameQuery(to.search, from.search)
  if (!addsSlashOnly) return response
  return new Response(null, { status: 308, headers: { location: `${from.pathname}/${from.search}` } })
}
