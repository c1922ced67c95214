/** The canonical link is the site origin plus the current path with a trailing slash. */
export function canonicalUrl(siteUrl: string, pathname: string): string {
  const path = pathname.startsWith('/') ? pathname : `/${pathname}`
  const withSlash = path.endsWith('/') ? path : `${path}/`
  return `${siteUrl.replace(/\/+$/, '')}${withSlash}`
}
