import { X } from 'lucide-react'
import { css } from 'styled-system/css'
import { button } from 'styled-system/recipes'
import { ModalCloseButton, ModalDialog, ModalTitle } from '#ui/modal-dialog.tsx'
import type { ApiToolBucket, NavLink } from '#shared/content/global.schema.ts'
import type { PublicUser } from '#shared/api/public-user.schema.ts'
import { AppLink } from '#ui/app-link.tsx'
import { bucketHref, otherNavLinks, withTrailingSlash } from '#domain/navigation/nav-links.ts'

type MobileNavProps = {
  open: boolean
  onOpenChange: (open: boolean) => void
  buckets: ApiToolBucket[]
  nav: NavLink[]
  user: PublicUser | null
  /** The Upgrade link's target, or null where Upgrade is not offered. */
  upgradeHref: string | null
  onSignIn: () => void
  onGetStarted: () => void
  onSignOut: () => void
}

const linkStyle = css({ display: 'block', py: '2', color: 'fg.default', textDecoration: 'none' })
const groupHeadingStyle = css({
  display: 'block',
  py: '2',
  color: 'fg.default',
  textDecoration: 'none',
  fontWeight: 'semibold',
})
const groupListStyle = css({ pl: '3' })

/**
 * The mobile panel: a slide-over dialog with the same links and actions as the desktop header.
 * Loaded when first opened (header.tsx renders the trigger); focus returns to the trigger on close.
 */
export function MobileNav(props: MobileNavProps) {
  const { open, onOpenChange, buckets, nav, user, upgradeHref, onSignIn, onGetStarted, onSignOut } = props
  return (
    <ModalDialog
      open={open}
      onClose={() => onOpenChange(false)}
      placement="end"
      className={css({ bg: 'bg.subtle', color: 'fg.default', w: 'min(22rem, 90vw)', overflowY: 'auto' })}
    >
      {/* Any link closes the panel: one to this page or a section of it changes no route, and the
          panel covers the whole phone screen. */}
      <div
        className={css({ p: '6' })}
        onClick={(event) => {
          if (event.target instanceof Element && event.target.closest('a[href]')) onOpenChange(false)
        }}
      >
        <div className={css({ display: 'flex', justifyContent: 'space-between', alignItems: 'center' })}>
          <ModalTitle className={css({ fontWeight: 'bold', fontSize: 'lg' })}>Menu</ModalTitle>
          <ModalCloseButton label="Close menu">
            <X aria-hidden="true" size={20} />
          </ModalCloseButton>
        </div>
        <nav aria-label="Mobile" className={css({ mt: '4', display: 'grid', gap: '3' })}>
          {/* Every group the same way: its heading link, then its links indented under it. */}
          <div>
            <AppLink className={groupHeadingStyle} href="/apitools/">
              API Tools
            </AppLink>
            <ul className={groupListStyle}>
              {buckets.map((bucket) => (
                <li key={bucket.name}>
                  <AppLink className={linkStyle} href={bucketHref(bucket.name)}>
                    {bucket.name}
                  </AppLink>
                </li>
              ))}
            </ul>
          </div>
          {otherNavLinks(nav).map((link) => (
            <div key={link.label}>
              <AppLink className={groupHeadingStyle} href={withTrailingSlash(link.url)}>
                {link.label}
              </AppLink>
              {link.children.length > 0 ? (
                <ul className={groupListStyle}>
                  {link.children.map((child) => (
                    <li key={child.url}>
                      <AppLink className={linkStyle} href={withTrailingSlash(child.url)}>
                        {child.label}
                      </AppLink>
                    </li>
                  ))}
                </ul>
              ) : null}
            </div>
          ))}
        </nav>
        {user ? (
          <div className={css({ display: 'grid', gap: '2', mt: '6' })}>
            <p className={css({ fontSize: 'sm', color: 'fg.muted' })}>
              Signed in as
              <span className={css({ display: 'block', color: 'fg.default', fontWeight: 'medium' })}>
                {user.email}
              </span>
            </p>
            {upgradeHref ? (
              <AppLink className={button()} href={upgradeHref}>
                Upgrade
              </AppLink>
            ) : null}
            <AppLink className={button({ variant: 'outline' })} href="/account/">
              Account Settings
            </AppLink>
            <button type="button" className={button({ variant: 'ghost' })} onClick={onSignOut}>
              Sign Out
            </button>
          </div>
        ) : (
          <div className={css({ display: 'grid', gap: '2', mt: '6' })}>
            <button type="button" className={button({ variant: 'outline' })} onClick={onSignIn}>
              Sign In
            </button>
            <button type="button" className={button()} onClick={onGetStarted}>
              Get Started
            </button>
          </div>
        )}
      </div>
    </ModalDialog>
  )
}
