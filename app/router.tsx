import { createRouter } from '@tanstack/react-router'
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
  })
}

declare module '@tanstack/react-router' {
  interface Register {
    router: ReturnType<typeof getRouter>
  }
}
