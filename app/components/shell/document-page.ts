import type { StaticDataRouteOption } from '@tanstack/react-router'

type PageMatch = {
  staticData: StaticDataRouteOption
  status?: string
  _notFound?: boolean
}

/**
 * Whether a server-rendered page is a document (HTML and islands, no client router, no hydration):
 * a route of the page is flagged `staticData.document`, or the page is the error or not-found page.
 * Every block's interactive part is an island, so a flagged route is a document whatever it shows.
 */
export function isDocumentPage(matches: readonly PageMatch[]): boolean {
  return matches.some(
    (match) =>
      match.staticData.document === true ||
      match.status === 'notFound' ||
      match.status === 'error' ||
      match._notFound === true,
  )
}
