import { isPersonalPath } from '#shared/http/personal-paths.ts'

/**
 * The bounded route label of a request, never its path: what the SLOs speak of (documents, sign-in,
 * the lab) and the other kinds of traffic (app pages, API actions, files, health checks).
 */
export const ROUTE_KINDS = ['document', 'app', 'api', 'sign-in', 'lab', 'asset', 'health'] as const
export type RouteKind = (typeof ROUTE_KINDS)[number]

export function routeKind(pathname: string): RouteKind {
  if (pathname.startsWith('/api/')) {
    if (pathname === '/api/health/') return 'health'
    if (pathname.startsWith('/api/auth/sign-in')) return 'sign-in'
    if (pathname.startsWith('/api/lab/')) return 'lab'
    return 'api'
  }
  if (pathname.startsWith('/_serverFn')) return 'api'
  if (pathname.startsWith('/assets/')) return 'asset'
  // The personal paths left once the API is out are the app's pages (their list is kept beside the
  // app routes' folder by render-mode.test.ts).
  if (isPersonalPath(pathname)) return 'app'
  // A file name (favicon.ico, robots.txt, a picture) is a file; every other address is a document.
  const last = pathname.slice(pathname.lastIndexOf('/') + 1)
  return last.includes('.') ? 'asset' : 'document'
}

/** 2xx, 3xx, 4xx, 5xx. */
export function statusClass(status: number): string {
  return `${Math.floor(status / 100)}xx`
}
