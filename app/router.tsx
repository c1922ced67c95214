import { createRouter } from '@tanstack/react-router'
import { getGlobalStartContext } from '@tanstack/react-start'
import { ErrorPage } from './components/shell/error-page.tsx'
import { NotFoundPage } from './components/shell/not-found-page.tsx'
import { routeTree } from './routeTree.gen.ts'

export function getRouter() {
  return createRouter({
    routeTree,
    trailingSlash: 'always',
    defaultPreload: 'intent',
    scrollRestoration: true,
    defaultErrorComponent: ErrorPage,
    defaultNotFoundComponent: NotFoundPage,
    // Server: this request's CSP nonce from the request middleware (app/start.ts). The browser
    // reads it back from the csp-nonce meta tag the router renders.
    ssr: { nonce: requestNonce() },
  })
}

function requestNonce(): string | undefined {
  try {
    const context: unknown = getGlobalStartContext()
    const hasNonce = typeof context === 'object' && context !== null && 'nonce' in context
    return hasNonce && typeof context.nonce === 'string' ? context.nonce : undefined
  } catch {
    // A router made outside a request (tests, the client before hydration) has no nonce.
    return undefined
  }
}

declare module '@tanstack/react-router' {
  interface Register {
    router: ReturnType<typeof getRouter>
  }
}
