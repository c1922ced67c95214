/// <reference types="vite/client" />
import {
  type AnyRouter,
  createRootRoute,
  HeadContent,
  Outlet,
  redirect,
  ScriptOnce,
  Scripts,
  useMatches,
  useRouterState,
} from '@tanstack/react-router'
import { type ReactNode, useEffect } from 'react'
import { isAppBranch } from '#domain/navigation/app-routes.ts'
import { getLayoutData } from '#server/content/layout.functions.ts'
import { getAuthProviders, getSessionUser } from '#server/identity/auth.functions.ts'
import { AuthDialogSlot } from '~/components/auth/auth-dialog-slot.tsx'
import { AuthProvider } from '~/components/auth/auth-provider.tsx'
import { OpensDialogs } from '~/components/auth/opens-dialogs.tsx'
import { BuildWatcher } from '~/components/shell/build-watcher.tsx'
import { type ColorMode, ColorModeProvider, colorModeScript } from '~/components/shell/color-mode.tsx'
import { signedInHintScript } from '#shared/http/signed-in-hint.ts'
import { Footer } from '~/components/shell/footer.tsx'
import { Header } from '~/components/shell/header.tsx'
import { PreviewBanner } from '~/components/shell/preview-banner.tsx'
import { SkipLink } from '~/components/shell/skip-link.tsx'
import { LoadingBar } from '~/components/shell/loading-bar.tsx'
import { ERROR_TITLE, NOT_FOUND_TITLE, NotFoundPage } from '~/components/shell/not-found-page.tsx'
import { DocumentHead, IslandLoader, useIsDocument } from '~/components/shell/document-mode.tsx'
import { RouterNavigation } from '#ui/router-navigation.tsx'
import { ToastArea } from '~/components/shell/toast-area.tsx'
import { canonicalUrl } from '~/seo.ts'
import { organizationJsonLd } from '~/structured-data.ts'
import { zodJitlessScript } from '~/zod-jitless.ts'
import appCss from '../../styles/app.css?url'

export const Route = createRootRoute({
  // One render mode per route: the app draws its own routes only (app/routes/_app/), and reaches
  // every other page, a document, by a full page load (whatever link or call started the navigation).
  beforeLoad: ({ location, preload, matches }) => {
    if (!import.meta.env.SSR && !preload && !isAppBranch(matches.map((match) => match.routeId)))
      throw redirect<AnyRouter>({ href: location.href, reloadDocument: true })
  },
  loader: async () => {
    const [layout, user, providers] = await Promise.all([
      getLayoutData(),
      getSessionUser(),
      getAuthProviders(),
    ])
    return { ...layout, user, providers }
  },
  // The shell's content changes on publish, not per navigation.
  staleTime: 5 * 60_000,
  shouldReload: false,
  head: ({ loaderData, matches }) => {
    const seo = loaderData?.global.seo
    // The page's own path: the deepest match, not the root's.
    const pathname = matches.at(-1)?.pathname ?? '/'
    const canonical = loaderData ? canonicalUrl(loaderData.siteUrl, pathname) : undefined
    // An error page must not pass for the page it replaces (tabs, history, bookmarks and search results).
    const errorTitle = matches.some(
      // The root as the not-found boundary keeps status 'success' and carries the flag instead.
      (match) => match.status === 'notFound' || match._notFound === true,
    )
      ? NOT_FOUND_TITLE
      : matches.some((match) => match.status === 'error')
        ? ERROR_TITLE
        : undefined
    return {
      meta: [
        { charSet: 'utf-8' },
        { name: 'viewport', content: 'width=device-width, initial-scale=1' },
        { name: 'theme-color', content: '#0b0b11' },
        ...(seo
          ? [
              { title: seo.metaTitle },
              { name: 'description', content: seo.metaDescription },
              { property: 'og:title', content: seo.metaTitle },
              { property: 'og:description', content: seo.metaDescription },
              { property: 'og:type', content: 'website' },
              { property: 'og:site_name', content: 'pdfRest' },
              { name: 'twitter:card', content: 'summary' },
              { name: 'twitter:site', content: '@pdfrest' },
              { name: 'twitter:title', content: seo.metaTitle },
              { name: 'twitter:description', content: seo.metaDescription },
            ]
          : []),
        ...(canonical ? [{ property: 'og:url', content: canonical }] : []),
        ...(errorTitle ? [{ title: errorTitle }, { name: 'robots', content: 'noindex' }] : []),
      ],
      links: [
        { rel: 'stylesheet', href: appCss },
        { rel: 'icon', href: '/favicon.svg', type: 'image/svg+xml' },
        { rel: 'icon', href: '/favicon.ico', sizes: '32x32' },
        ...(canonical ? [{ rel: 'canonical', href: canonical }] : []),
      ],
      scripts: loaderData
        ? [{ type: 'application/ld+json', children: organizationJsonLd(loaderData.siteUrl) }]
        : [],
    }
  },
  notFoundComponent: NotFoundPage,
  shellComponent: RootDocument,
  component: RootLayout,
})

/** A route may force a colour mode with `staticData: { colorMode: 'light' | 'dark' }`. */
function useForcedColorMode(): ColorMode | undefined {
  const matches = useMatches()
  return matches.findLast((match) => match.staticData.colorMode)?.staticData.colorMode
}

function RootDocument({ children }: { children: ReactNode }) {
  const forced = useForcedColorMode()
  const isDocument = useIsDocument()
  // Undefined when the root's own loader failed (the error page): no provider then.
  const providers = Route.useLoaderData({ select: (data) => data?.providers ?? [] })
  return (
    <html
      lang="en"
      data-color-mode={forced ?? 'dark'}
      data-forced-color-mode={forced}
      data-page={isDocument ? 'document' : undefined}
    >
      <head>
        <ScriptOnce>{`${colorModeScript};${signedInHintScript}`}</ScriptOnce>
        <ScriptOnce>{zodJitlessScript}</ScriptOnce>
        {isDocument ? <DocumentHead /> : <HeadContent />}
      </head>
      <body>
        <ColorModeProvider forced={forced}>{children}</ColorModeProvider>
        {isDocument ? <IslandLoader providers={providers} /> : <Scripts />}
      </body>
    </html>
  )
}

function RootLayout() {
  const layout = Route.useLoaderData()
  // Lets browser tests (and curious developers) know React has taken over the server HTML.
  useEffect(() => {
    document.documentElement.dataset.hydrated = 'true'
  }, [])
  return (
    <RouterNavigation>
      <AuthProvider initialUser={layout.user}>
        <Shell />
      </AuthProvider>
    </RouterNavigation>
  )
}

function Shell() {
  const layout = Route.useLoaderData()
  const pathname = useRouterState({ select: (state) => state.location.pathname })
  const isDocument = useIsDocument()
  return (
    <>
      <SkipLink />
      {isDocument ? null : <LoadingBar />}
      {layout.preview ? <PreviewBanner /> : null}
      {/* On a document the header island (app/islands/header.island.tsx) renders into this element on
          first intent, or once a sign-in from the modal alone publishes the visitor (its account
          menu shows at once); the app hydrates the same markup. `display: contents` keeps the header sticky. */}
      <div
        data-island="header"
        data-island-keys=""
        data-island-early=""
        data-island-signed-in=""
        style={{ display: 'contents' }}
      >
        <Header layout={layout} closedPanels={isDocument} />
      </div>
      <main id="main" tabIndex={-1}>
        <Outlet />
      </main>
      {/* The API lab has its own layout (docs/product.md#app-routes): a full-width workbench without the site footer. */}
      {pathname.startsWith('/apilab') ? null : <Footer layout={layout} />}
      {isDocument ? null : (
        <>
          <AuthDialogSlot botCheck={layout.botCheck} providers={layout.providers} />
          <OpensDialogs />
          <ToastArea />
          <BuildWatcher />
        </>
      )}
    </>
  )
}
