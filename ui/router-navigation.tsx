import { useNavigate, useRouter, useRouterState } from '@tanstack/react-router'
import { type ReactNode, useMemo } from 'react'
import { isAppBranch, pathOf } from '#domain/navigation/app-routes.ts'
import { type SiteNavigation, SiteNavigationContext } from '#ui/site-navigation.tsx'

/**
 * The app's navigation: TanStack Router's location, client-side navigation between app routes, and a
 * full page load to any other page (a document, which the app never draws).
 */
export function RouterNavigation({ children }: { children: ReactNode }) {
  const navigateTo = useNavigate()
  const router = useRouter()
  const href = useRouterState({ select: (state) => state.location.href })
  const pathname = useRouterState({ select: (state) => state.location.pathname })
  const searchStr = useRouterState({ select: (state) => state.location.searchStr })
  const value = useMemo<SiteNavigation>(() => {
    // An app route is one under app/routes/_app/, as the router's own tree matches the path.
    const drawsItself = (to: string) =>
      isAppBranch(router.getMatchedRoutes(pathOf(to))[0].map((route) => route.id))
    return {
      pathname,
      searchStr,
      href,
      navigate: (to, options) =>
        navigateTo({ href: to, replace: options?.replace, reloadDocument: !drawsItself(to) }),
      drawsItself,
      refresh: () => router.invalidate(),
    }
  }, [navigateTo, router, pathname, searchStr, href])
  return <SiteNavigationContext value={value}>{children}</SiteNavigationContext>
}
