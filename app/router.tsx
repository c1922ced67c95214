import { createRouter } from '@tanstack/react-router'
import { getGlobalStartContext } from '@tanstack/react-start'
import { isDocumentPage } from './components/shell/document-page.ts'
import { ErrorPage } from './components/shell/error-page.tsx'
import { NotFoundPage } from './components/shell/not-found-page.tsx'
import { routeTree } from './routeTree.gen.ts'

const checked = new WeakSet<object>()

export function getRouter() {
  const router = createRouter({
    routeTree,
    trailingSlash: 'always',
    // One rule for the router, the page cache's key and the personal-path list: paths match as
    // written, so `/aCcOuNt/` is no alias of a personal page (docs/product.md#caching).
    caseSensitive: true,
    defaultPreload: 'intent',
    scrollRestoration: true,
    defaultErrorComponent: ErrorPage,
    defaultNotFoundComponent: NotFoundPage,
    // Server: this request's CSP nonce from the request middleware (app/start.ts). The browser
    // reads it back from the csp-nonce meta tag the router renders.
    ssr: { nonce: requestNonce() },
  })
  // A document page (document-page.ts) is never hydrated, so the server sends no router state. The
  // decision needs the loaders' data (a CMS page's blocks), which exists only once the router has
  // loaded; the first thing Start does after loading is `dehydrate()`, so the check runs there.
  // `serverSsr.disableHydration()` is the proposed `hydrate: false` path, but Start 1.169.5 still
  // dehydrates after it and throws; switching off the hydration output alone drops the payload.
  router.subscribe('onBeforeLoad', () => {
    const serverSsr = router.serverSsr
    if (!serverSsr || checked.has(serverSsr)) return
    checked.add(serverSsr)
    const dehydrate = serverSsr.dehydrate.bind(serverSsr)
    serverSsr.dehydrate = (...args) => {
      if (isDocumentPage(router.state.matches)) disableHydrationOutput(serverSsr)
      return dehydrate(...args)
    }
  })
  return router
}

/** Not in ServerSsr's type in this version, hence the checks; see the comment in getRouter. */
function disableHydrationOutput(serverSsr: object) {
  const scripts: unknown = Reflect.get(serverSsr, 'hydrationScripts')
  const disable: unknown =
    typeof scripts === 'object' && scripts !== null ? Reflect.get(scripts, 'disableHydration') : undefined
  if (typeof disable !== 'function')
    throw new Error('The router no longer has hydrationScripts.disableHydration')
  Reflect.apply(disable, scripts, [])
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
