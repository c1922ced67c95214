/**
 * Paths whose responses are personal: never stored by a browser cache or a CDN. The sign-in and
 * password-reset flows are, too: their addresses carry one-time tokens and codes.
 */
const personalPrefixes = [
  '/account',
  '/admin',
  '/apilab',
  '/_serverFn',
  '/api/',
  '/auth/',
  '/passwordreset',
  // A writer's draft, or the form that asks for the preview secret on the way to it.
  '/learning/preview/',
]
/** Besides personal paths, the page cache never keeps files. */
const uncachedPrefixes = [...personalPrefixes, '/assets/']

export function isPersonalPath(pathname: string): boolean {
  return personalPrefixes.some((prefix) => pathname.startsWith(prefix))
}

/** Whether the server's page cache may store this path's rendered page. */
export function isPageCachePath(pathname: string): boolean {
  return !uncachedPrefixes.some((prefix) => pathname.startsWith(prefix))
}

/**
 * A page asked for with its sign-in or recovery modal open (`?auth=…`, where a form posted without
 * JavaScript comes back to with its message): someone's own moment, never shared or stored.
 */
export function opensAuthModal(search: URLSearchParams): boolean {
  return search.has('auth')
}
