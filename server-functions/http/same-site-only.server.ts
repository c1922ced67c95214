import { siteOrigin } from './site-origin.server.ts'

/**
 * A 403 for a request another site made the browser send (a form post, an image, a redirect), or
 * undefined for this site's own pages, an address typed by hand and non-browser clients (tests,
 * curl). Browsers say where a request comes from in Sec-Fetch-Site; older ones only in Origin.
 */
export function crossSiteRefusal(request: Request): Response | undefined {
  const fetchSite = request.headers.get('sec-fetch-site')
  const origin = request.headers.get('origin')
  const crossSite =
    fetchSite === null
      ? origin !== null && origin !== siteOrigin()
      : fetchSite !== 'same-origin' && fetchSite !== 'none'
  if (!crossSite) return undefined
  return Response.json(
    { error: 'This endpoint accepts requests from this site only.' },
    { status: 403, headers: { 'Cache-Control': 'no-store' } },
  )
}
