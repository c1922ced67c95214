import { serverEnv } from '../env.server.ts'

/**
 * The site's public origin as configured (SITE_URL). Absolute URLs and redirects are built from it,
 * never from the request's Host header, which any client can set.
 */
export function siteOrigin(): string {
  return new URL(serverEnv().siteUrl).origin
}

/** Served over https as configured: TLS usually ends at a proxy, so the request itself cannot tell. */
export function siteIsHttps(): boolean {
  return siteOrigin().startsWith('https:')
}

/**
 * A cookie's name on this site: `__Host-` on https, so a browser accepts it only from this exact
 * host, Secure, with Path=/ and no Domain (a sibling subdomain cannot plant or shadow it).
 */
export function hostCookieName(name: string): string {
  return siteIsHttps() ? `__Host-${name}` : name
}
