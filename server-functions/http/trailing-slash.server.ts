/**
 * The router answers a path without its trailing slash with a temporary 307; for search engines the
 * canonical move is permanent, so it becomes a 308 (method and body kept, like 307).
 */
export function makeSlashRedirectPermanent(request: Request, response: Response): Response {
  if (response.status !== 307) return response
  const location = response.headers.get('location')
  if (!location) return response
  const from = new URL(request.url)
  const to = new URL(location, from)
  const addsSlashOnly =
    to.origin === from.origin && to.pathname === `${from.pathname}/` && to.search === from.search
  if (!addsSlashOnly) return response
  return new Response(null, { status: 308, headers: { location: `${to.pathname}${to.search}` } })
}
