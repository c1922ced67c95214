import { createContext, use } from 'react'

/**
 * Where the visitor is and how to go elsewhere, without naming the client router: the app's pages
 * get it from TanStack Router (client-side navigation), the islands of a document page from the
 * browser's location (every navigation is a document load). Components shared by both use this.
 */
export type SiteNavigation = {
  pathname: string
  searchStr: string
  /** The whole address (path, search and hash) relative to the origin. */
  href: string
  navigate: (href: string, options?: { replace?: boolean }) => Promise<void> | void
  /**
   * Whether `navigate` draws this same-site address itself (an app route on the app's router); without
   * it, as on a document, every address is a document load.
   */
  drawsItself?: (href: string) => boolean
  /** After a sign-in that stays on the page: its data follows the signed-in visitor. */
  refresh: () => Promise<void> | void
}

export const SiteNavigationContext = createContext<SiteNavigation | null>(null)

export function useSiteNavigation(): SiteNavigation {
  const navigation = use(SiteNavigationContext)
  if (!navigation) throw new Error('useSiteNavigation needs a SiteNavigationContext above it')
  return navigation
}

/** Navigation on a document page: a document load, which the page cache and prerendering make fast. */
export function documentNavigation(): SiteNavigation {
  return {
    pathname: window.location.pathname,
    searchStr: window.location.search,
    href: `${window.location.pathname}${window.location.search}${window.location.hash}`,
    navigate: (href, options) => {
      // Staying on the page (a sign-in opened here): the islands already show the new state.
      if (href === `${window.location.pathname}${window.location.search}${window.location.hash}`) return
      if (options?.replace) window.location.replace(href)
      else window.location.assign(href)
    },
    // The islands publish the signed-in visitor themselves (ui/signed-in-store.ts); the HTML is not personal.
    refresh: () => undefined,
  }
}
