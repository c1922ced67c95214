/**
 * The app routes (docs/product.md#app-routes) are one single-page app on the client router; every other
 * page is a document, which the app reaches by a full page load, never by rendering it itself.
 */
/** The customer's account: where a sign-in from nowhere in particular lands. */
export const ACCOUNT_PATH = '/account/'

export const appRoutePrefixes = ['/account/', '/apilab/', '/admin/', '/auth/', '/passwordreset/'] as const

/** Whether a same-site address (path, with or without its search and hash) is an app route's. */
export function isAppPath(href: string): boolean {
  const pathname = href.split(/[?#]/, 1)[0] ?? ''
  const withSlash = pathname.endsWith('/') ? pathname : `${pathname}/`
  return appRoutePrefixes.some((prefix) => withSlash.startsWith(prefix))
}
