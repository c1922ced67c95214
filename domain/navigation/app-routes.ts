/**
 * Which kind a page is, said once by where its route file lives: the app routes
 * (docs/product.md#app-routes) sit under the pathless layout route `_app` (app/routes/_app/) and are
 * one single-page app on the client router; the documents sit under `_document` and the app reaches
 * one by a full page load, never by rendering it itself.
 */
export const APP_LAYOUT_ID = '/_app'
export const DOCUMENT_LAYOUT_ID = '/_document'

/** The customer's account: where a sign-in from nowhere in particular lands. */
export const ACCOUNT_PATH = '/account/'

/** A route of the router's tree, as much of it as the rules below read. */
type TreeRoute = { id: string; fullPath: string }

/** Whether the routes a path matches (their ids, root first, as the router gives them) make an app page. */
export function isAppBranch(routeIds: readonly string[]): boolean {
  return routeIds.includes(APP_LAYOUT_ID)
}

/** The first path segments the app routes take (`/account/`, `/admin/`...), from the router's routes. */
export function appSections(routes: Iterable<TreeRoute>): string[] {
  const sections = new Set<string>()
  for (const route of routes) {
    const section = route.fullPath.split('/')[1]
    if (route.id.startsWith(`${APP_LAYOUT_ID}/`) && section) sections.add(`/${section}/`)
  }
  return [...sections].sort()
}

/** The path of a same-site address, without its search and hash. */
export function pathOf(href: string): string {
  return href.split(/[?#]/, 1)[0] ?? ''
}
