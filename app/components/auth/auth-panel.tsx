import { X } from 'lucide-react'
import type { ReactNode } from 'react'
import { css } from 'styled-system/css'
import { button } from 'styled-system/recipes'
import { ModalCloseButton, ModalDescription, ModalTitle } from '#ui/modal-dialog.tsx'
import { useHydrated } from '#ui/use-hydrated.ts'
import { useSiteNavigation } from '#ui/site-navigation.tsx'
import { type AuthLinks, authLinks } from './auth-links.ts'

export const panelStyles = {
  form: css({
    display: 'grid',
    gap: '4',
    mt: '6',
    // Sent before the island was live: the island loader holds the click and replays it (island-loader.ts).
    '&[aria-busy=true] [type=submit]': { opacity: '0.7', cursor: 'progress' },
  }),
  linkButton: css({
    color: 'accent.emphasized',
    textDecoration: 'underline',
    cursor: 'pointer',
    fontWeight: 'medium',
    _hover: { textDecoration: 'none' },
  }),
  footer: css({ mt: '5', fontSize: 'sm', color: 'fg.muted', textAlign: 'center' }),
  status: css({ p: '4', borderRadius: 'md', bg: 'bg.muted', color: 'fg.default' }),
}

/** The page's addresses for the modal's views, which its links lead to without JavaScript. */
export function useAuthLinks(): AuthLinks {
  const { pathname, searchStr } = useSiteNavigation()
  return authLinks(pathname, searchStr)
}

/**
 * Another view of the modal: until the island is live a link to the page's address for it (the
 * server renders that view; it works without JavaScript), then a button that switches in place.
 */
export function ViewSwitch({
  href,
  onSwitch,
  className = panelStyles.linkButton,
  children,
}: {
  href: string
  onSwitch: () => void
  className?: string
  children: ReactNode
}) {
  return useHydrated() ? (
    <button type="button" className={className} onClick={onSwitch}>
      {children}
    </button>
  ) : (
    <a href={href} className={className}>
      {children}
    </a>
  )
}

/** Title, subtitle and close button shared by the sign-in, reset and sign-up views. */
export function AuthPanelHeader({ title, subtitle }: { title: string; subtitle?: ReactNode }) {
  const hydrated = useHydrated()
  const { close } = useAuthLinks()
  return (
    <div className={css({ display: 'flex', alignItems: 'flex-start', gap: '4' })}>
      <div className={css({ flex: '1' })}>
        <ModalTitle className={css({ fontSize: '2xl', fontWeight: 'bold' })}>{title}</ModalTitle>
        {subtitle ? (
          <ModalDescription className={css({ mt: '1', color: 'fg.muted' })}>{subtitle}</ModalDescription>
        ) : null}
      </div>
      {hydrated ? (
        <ModalCloseButton>
          <X aria-hidden="true" size={20} />
        </ModalCloseButton>
      ) : (
        // Without JavaScript, the page without the modal.
        <a href={close} aria-label="Close" className={button({ variant: 'ghost', size: 'sm' })}>
          <X aria-hidden="true" size={20} />
        </a>
      )}
    </div>
  )
}
