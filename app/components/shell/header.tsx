import { Menu as MenuIcon, Search } from 'lucide-react'
import { type ComponentType, lazy, Suspense, useCallback, useEffect, useState } from 'react'
import { css } from 'styled-system/css'
import { button } from 'styled-system/recipes'
import type { GlobalRecord } from '#shared/content/global.schema.ts'
import type { AccountMenuProps } from '~/components/auth/account-menu.tsx'
import { useAuth } from '~/components/auth/auth-context.ts'
import { offersUpgrade, upgradeHref } from '#domain/plans/plan-rules.ts'
import { useHydrated } from '#ui/use-hydrated.ts'
import { signedOutOnly } from '#ui/signed-in-state.ts'
import { AppLink } from '#ui/app-link.tsx'
import { useSiteNavigation } from '#ui/site-navigation.tsx'
import { isSearchShortcut } from '#ui/keyboard-shortcuts.ts'
import { startTypeahead } from '~/components/search/typeahead.ts'
import { Logo } from './logo.tsx'
import { MegaMenu } from './mega-menu.tsx'
import { ACCOUNT_CONTROL, focusAccountControl } from './account-control.ts'
import { AccountMenuSlot } from './account-menu-slot.tsx'
import { NEEDS_SCRIPT } from './needs-script.ts'
import { NoScriptAccountLinks, NoScriptNav, NoScriptSearchLink } from './no-script-nav.tsx'

const SLIDEOVER_CLOSE_MS = 200
// The search (engine, list virtualiser, index) loads on first use, not with every page.
const SearchDialog = lazy(async () => ({
  default: (await import('~/components/search/search-dialog.tsx')).SearchDialog,
}))
// Likewise the mobile panel (a dialog): most visitors never open it.
const MobileNav = lazy(async () => ({ default: (await import('./mobile-nav.tsx')).MobileNav }))

/** Sign In gives way to the Account menu on signing in: the focus it held goes there, not to the page's top. */
function handOffFocus(signIn: HTMLButtonElement) {
  return () => {
    if (document.activeElement === signIn) focusAccountControl()
  }
}

/** What the header reads of the layout: the app passes its loader's data, the island its /api/shell/ answer. */
export type HeaderLayout = { global: Pick<GlobalRecord, 'nav' | 'api_tool_buckets'> }

/**
 * The global header (docs/product.md#shell): logo, API Tools mega-menu, other links, account actions,
 * mobile panel. One markup everywhere: a document's header island and the app hydrate the same HTML,
 * whose controls are live before their code is (the island loader replays a first click).
 */
export function Header({
  layout,
  accountMenu,
  closedPanels = false,
}: {
  layout: HeaderLayout
  /**
   * The server HTML of a document carries the closed panels' links, hidden, for the island loader to
   * show on a first click; an app page has no loader, and would only hydrate them to take them out.
   */
  closedPanels?: boolean
  /** The header island passes the menu itself, loaded with the island, so nothing waits for it. */
  accountMenu?: ComponentType<AccountMenuProps>
}) {
  const auth = useAuth()
  const onSignIn = () => auth.openSignIn()
  const onGetStarted = auth.openSignUp
  const { pathname } = useSiteNavigation()
  const [openItem, setOpenItem] = useState('')
  const [mobileOpen, setMobileOpen] = useState(false)
  const hydrated = useHydrated()
  const [mobileLoaded, setMobileLoaded] = useState(false)
  if (mobileOpen && !mobileLoaded) setMobileLoaded(true)
  const [searchOpen, setSearchOpen] = useState(false)

  // Opening search while the slideover is open waits 200 ms for it to close.
  const openSearch = useCallback(() => {
    startTypeahead()
    if (!mobileOpen) {
      setSearchOpen(true)
      return
    }
    setMobileOpen(false)
    setTimeout(() => setSearchOpen(true), SLIDEOVER_CLOSE_MS)
  }, [mobileOpen])

  // The search shortcuts (#ui/keyboard-shortcuts.ts) open the search.
  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (!isSearchShortcut(event)) return
      event.preventDefault()
      openSearch()
    }
    window.addEventListener('keydown', onKey)
    return () => window.removeEventListener('keydown', onKey)
  }, [openSearch])

  // Every menu and the mobile panel close when the route changes (state adjusted during render).
  const [shownPath, setShownPath] = useState(pathname)
  if (shownPath !== pathname) {
    setShownPath(pathname)
    setOpenItem('')
    setMobileOpen(false)
    setSearchOpen(false)
  }

  const openFromMobile = (action: () => void) => () => {
    setMobileOpen(false)
    action()
  }

  return (
    <header
      className={css({
        position: 'sticky',
        top: '0',
        zIndex: 'sticky',
        h: 'header',
        bg: 'bg.canvas',
        borderBottomWidth: '1px',
        borderColor: 'border.default',
      })}
    >
      <div
        className={css({
          maxW: 'content',
          mx: 'auto',
          h: 'full',
          px: '4',
          display: 'flex',
          alignItems: 'center',
          gap: '4',
        })}
      >
        <AppLink
          href="/"
          aria-label="pdfRest home"
          className={css({ display: 'inline-flex', flexShrink: 0 })}
        >
          <Logo />
        </AppLink>
        <NoScriptNav buckets={layout.global.api_tool_buckets} nav={layout.global.nav} />
        <MegaMenu
          buckets={layout.global.api_tool_buckets}
          nav={layout.global.nav}
          value={openItem}
          onValueChange={setOpenItem}
          prerender={!hydrated && closedPanels}
        />
        <div className={css({ ml: 'auto', display: 'flex', alignItems: 'center', gap: '2' })}>
          <button
            type="button"
            aria-label="Search"
            {...NEEDS_SCRIPT}
            aria-keyshortcuts="Control+K Meta+K /"
            onClick={openSearch}
            className={button({ variant: 'ghost', size: 'sm' })}
          >
            <Search aria-hidden="true" size={18} />
            <kbd
              className={css({ display: { base: 'none', lg: 'inline' }, fontSize: 'xs', color: 'fg.muted' })}
            >
              Ctrl K
            </kbd>
          </button>
          <NoScriptSearchLink />
          {searchOpen ? (
            <Suspense fallback={null}>
              <SearchDialog open={searchOpen} onOpenChange={setSearchOpen} />
            </Suspense>
          ) : null}
          <NoScriptAccountLinks />
          <div
            className={css({ display: { base: 'none', md: 'flex' }, gap: '2', alignItems: 'center' })}
            {...NEEDS_SCRIPT}
          >
            {/* Signed out, the buttons are offers only a signed-out visitor sees: a cached document's
                HTML is the anonymous one, and the head script's hint hides them at first paint. */}
            {auth.user ? (
              <>
                {offersUpgrade(auth.user.plan, pathname) ? (
                  <AppLink href={upgradeHref(pathname)} className={button({ size: 'sm' })}>
                    Upgrade
                  </AppLink>
                ) : null}
                <AccountMenuSlot user={auth.user} onSignOut={() => void auth.signOut()} menu={accountMenu} />
              </>
            ) : (
              <>
                <button
                  type="button"
                  className={`${button({ variant: 'ghost', size: 'sm' })} ${signedOutOnly}`}
                  onClick={onSignIn}
                  data-opens="sign-in"
                  data-island-trigger="auth"
                  {...ACCOUNT_CONTROL}
                  ref={handOffFocus}
                >
                  Sign In
                </button>
                <button
                  type="button"
                  className={`${button({ size: 'sm' })} ${signedOutOnly}`}
                  onClick={onGetStarted}
                  data-opens="sign-up"
                  data-island-trigger="auth"
                >
                  Get Started
                </button>
              </>
            )}
          </div>
          <button
            type="button"
            aria-label="Open menu"
            {...NEEDS_SCRIPT}
            {...ACCOUNT_CONTROL}
            aria-haspopup="dialog"
            aria-expanded={mobileOpen}
            onClick={() => setMobileOpen(true)}
            className={
              button({ variant: 'ghost', size: 'sm' }) +
              ' ' +
              css({ display: { base: 'inline-flex', md: 'none' } })
            }
          >
            <MenuIcon aria-hidden="true" size={22} />
          </button>
          {mobileLoaded ? (
            <Suspense fallback={null}>
              <MobileNav
                open={mobileOpen}
                onOpenChange={setMobileOpen}
                buckets={layout.global.api_tool_buckets}
                nav={layout.global.nav}
                user={auth.user}
                upgradeHref={
                  auth.user && offersUpgrade(auth.user.plan, pathname) ? upgradeHref(pathname) : null
                }
                onSignIn={openFromMobile(onSignIn)}
                onGetStarted={openFromMobile(onGetStarted)}
                onSignOut={openFromMobile(() => void auth.signOut())}
              />
            </Suspense>
          ) : null}
        </div>
      </div>
    </header>
  )
}
