import { serverEnv } from '../env.server.ts'
import { contentSecurityPolicy, originOf } from './content-security-policy.server.ts'

/** Paths whose responses are personal: never stored by a browser cache or a CDN. */
const personalPrefixes = ['/account', '/admin', '/apilab', '/_serverFn', '/api/']

export function isPersonalPath(pathname: string): boolean {
  return personalPrefixes.some((prefix) => pathname.startsWith(prefix))
}

export type HeaderContext = { pathname: string; secure: boolean; hasSession: boolean; nonce: string }

let cmsOrigin: string | undefined | null = null
/** The CMS may frame the site for its preview; read once, the environment never changes. */
function frameAncestor(): string | undefined {
  if (cmsOrigin === null) cmsOrigin = originOf(serverEnv().services.strapi.url)
  return cmsOrigin
}

/**
 * Headers every response carries. The CSP's nonce is the one the router stamped on this response's
 * scripts; frame-ancestors replaces X-Frame-Options, whose SAMEORIGIN would block the CMS preview.
 */
export function securityHeaders({
  secure,
  nonce,
}: Pick<HeaderContext, 'secure' | 'nonce'>): Record<string, string> {
  const dev = serverEnv().nodeEnv === 'development'
  return {
    'Content-Security-Policy': contentSecurityPolicy({ nonce, cmsOrigin: frameAncestor(), secure, dev }),
    'X-Content-Type-Options': 'nosniff',
    'Referrer-Policy': 'strict-origin-when-cross-origin',
    'Permissions-Policy': 'camera=(), microphone=(), geolocation=(), payment=(), usb=(), interest-cohort=()',
    'Cross-Origin-Opener-Policy': 'same-origin',
    ...(secure ? { 'Strict-Transport-Security': 'max-age=63072000; includeSubDomains; preload' } : {}),
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
  if (!headers.has('Cache-Control') || context.hasSession) {
    headers.set('Cache-Control', cacheControlFor(context))
  }
  return new Response(response.body, { status: response.status, statusText: response.statusText, headers })
}
