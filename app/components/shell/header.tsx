import { Link, useRouterState } from '@tanstack/react-router'
import { useState } from 'react'
import { css } from 'styled-system/css'
import { button } from 'styled-system/recipes'
import type { LayoutData } from '#server/content/layout.functions.ts'
import { AccountMenu, showsUpgrade } from '~/components/auth/account-menu.tsx'
import { useAuth } from '~/components/auth/auth-context.tsx'
import { Logo } from './logo.tsx'
import { MegaMenu } from './mega-menu.tsx'
import { MobileNav } from './mobile-nav.tsx'

/** The global header (SPEC §2): logo, API Tools mega-menu, other links, account actions, mobile panel. */
export function Header({ layout }: { layout: LayoutData }) {
  const auth = useAuth()
  const onSignIn = () => auth.openSignIn()
  const onGetStarted = auth.openSignUp
  const pathname = useRouterState({ select: (state) => state.location.pathname })
  const [openItem, setOpenItem] = useState('')
  const [mobileOpen, setMobileOpen] = useState(false)

  // Every menu and the mobile panel close when the route changes (state adjusted during render).
  const [shownPath, setShownPath] = useState(pathname)
  if (shownPath !== pathname) {
    setShownPath(pathname)
    setOpenItem('')
    setMobileOpen(false)
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
        <Link to="/" aria-label="pdfRest home" className={css({ display: 'inline-flex', flexShrink: 0 })}>
          <Logo />
        </Link>
        <MegaMenu
          buckets={layout.global.api_tool_buckets}
          nav={layout.global.nav}
          value={openItem}
          onValueChange={setOpenItem}
        />
        <div className={css({ ml: 'auto', display: 'flex', alignItems: 'center', gap: '2' })}>
          <div className={css({ display: { base: 'none', md: 'flex' }, gap: '2', alignItems: 'center' })}>
            {auth.user ? (
              <>
                {showsUpgrade(auth.user, pathname) ? (
                  <Link to="/pricing/" className={button({ size: 'sm' })}>
                    Upgrade
                  </Link>
                ) : null}
                <AccountMenu user={auth.user} onSignOut={() => void auth.signOut()} />
              </>
            ) : (
              <>
                <button type="button" className={button({ variant: 'ghost', size: 'sm' })} onClick={onSignIn}>
                  Sign In
                </button>
                <button type="button" className={button({ size: 'sm' })} onClick={onGetStarted}>
                  Get Started
                </button>
              </>
            )}
          </div>
          <MobileNav
            open={mobileOpen}
            onOpenChange={setMobileOpen}
            buckets={layout.global.api_tool_buckets}
            nav={layout.global.nav}
            user={auth.user}
            showUpgrade={auth.user ? showsUpgrade(auth.user, pathname) : false}
            onSignIn={openFromMobile(onSignIn)}
            onGetStarted={openFromMobile(onGetStarted)}
            onSignOut={openFromMobile(() => void auth.signOut())}
          />
        </div>
      </div>
    </header>
  )
}
