import { serverEnv } from '../env.server.ts'
import { contentSecurityPolicy, originOf } from './content-security-policy.server.ts'
import { isPersonalPath } from '#shared/http/personal-paths.ts'

export type HeaderContext = { pathname: string; secure: boolean; hasSession: boolean; nonce: string }

let cmsOrigin: string | undefined | null = null
/** The CMS may frame the site for its preview; read once, the environment never changes. */
function frameAncestor(): string | undefined {
  if (cmsOrigin === null) cmsOrigin = originOf(serverEnv().services.strapi.url)
  return cmsOrigin
}

/**
 * Headers every response carries, files and redirects included: the request pipeline adds them to
 * every answer (request-pipeline.server.ts). Resources are for this site's own pages only; HSTS when
 * the site is https.
 */
export function baselineHeaders(): Record<string, string> {
  const { hsts } = serverEnv()
  return {
    'X-Content-Type-Options': 'nosniff',
    'Cross-Origin-Resource-Policy': 'same-origin',
    ...(hsts ? { 'Strict-Transport-Security': hsts } : {}),
  }
}

/**
 * Headers every page and API response carries besides the baseline. The CSP's nonce is the one the router stamped on this response's
 * scripts; frame-ancestors replaces X-Frame-Options, whose SAMEORIGIN would block the CMS preview.
 */
export function securityHeaders({
  secure,
  nonce,
  pathname = '',
}: Pick<HeaderContext, 'secure' | 'nonce'> & { pathname?: string }): Record<string, string> {
  const dev = serverEnv().nodeEnv === 'development'
  // Ghost's Preview frames a writer's draft (docs/decisions/043), nothing else of the site.
  const blogOrigin = pathname.startsWith('/learning/preview/')
    ? originOf(serverEnv().services.ghost.url)
    : undefined
  return {
    'Content-Security-Policy': contentSecurityPolicy({
      nonce,
      cmsOrigin: frameAncestor(),
      blogOrigin,
      secure,
      dev,
    }),
    'Referrer-Policy': 'strict-origin-when-cross-origin',
    'Permissions-Policy': 'camera=(), microphone=(), geolocation=(), payment=(), usb=(), interest-cohort=()',
    'Cross-Origin-Opener-Policy': 'same-origin',
  }
}

/** Cache policy for an HTML or data response. Anything personal is `private, no-store`. */
export function cacheControlFor({ pathname, hasSession }: Omit<HeaderContext, 'nonce'>): string {
  if (hasSession || isPersonalPath(pathname)) return 'private, no-store'
  return 'public, max-age=0, s-maxage=60, stale-while-revalidate=600, stale-if-error=86400'
}

export function applyResponseHeaders(response: Response, context: HeaderContext): Response {
  const headers = new Headers(response.headers)
  for (const [name, value] of Object.entries(securityHeaders(context))) headers.set(name, value)
  // A response that sets a cookie is someone's own: never shared, whatever its route said.
  const personal = context.hasSession || headers.has('set-cookie')
  if (!headers.has('Cache-Control') || personal) {
    headers.set('Cache-Control', cacheControlFor({ ...context, hasSession: personal }))
  }
  // The framework renders a page only for a client that takes HTML and answers 406 to any other:
  // either answer depends on Accept, and says so to every cache.
  const page = (headers.get('content-type') ?? '').startsWith('text/html')
  if ((page || response.status === 406) && !/\baccept\b/i.test(headers.get('vary') ?? ''))
    headers.append('Vary', 'Accept')
  return new Response(response.body, { status: response.status, statusText: response.statusText, headers })
}
