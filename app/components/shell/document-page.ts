import { DOCUMENT_LAYOUT_ID } from '#domain/navigation/app-routes.ts'

type PageMatch = {
  routeId: string
  status?: string
  _notFound?: boolean
}

/**
 * Whether a server-rendered page is a document (HTML and islands, no client router, no hydration):
 * its route file is under app/routes/_document/ (the pathless layout is one of its matches), or the
 * page is the error or not-found page. Every block's interactive part is an island, so a document
 * route is a document whatever it shows.
 */
export function isDocumentPage(matches: readonly PageMatch[]): boolean {
  return matches.some(
    (match) =>
      match.routeId === DOCUMENT_LAYOUT_ID ||
      match.status === 'notFound' ||
      match.status === 'error' ||
      match._notFound === true,
  )
}
