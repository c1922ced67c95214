/** Paths whose responses are personal: never stored by a browser cache or a CDN. */
const personalPrefixes = ['/account', '/admin', '/apilab', '/_serverFn', '/api/']
/** Besides personal paths, the page cache never keeps files or the sign-in and password-reset flows (tokens in the URL). */
const uncachedPrefixes = [...personalPrefixes, '/assets/', '/auth/', '/passwordreset']

export function isPersonalPath(pathname: string): boolean {
  return personalPrefixes.some((prefix) => pathname.startsWith(prefix))
}

/** Whether the server's page cache may store this path's rendered page. */
export function isPageCachePath(pathname: string): boolean {
  return !uncachedPrefixes.some((prefix) => pathname.startsWith(prefix))
}
