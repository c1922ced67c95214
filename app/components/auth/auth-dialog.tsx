import { lazy, Suspense, useEffect, useRef } from 'react'
import { css } from 'styled-system/css'
import type { BotCheckConfig } from '~/components/forms/bot-check.ts'
import { ModalDialog, ModalTitle } from '#ui/modal-dialog.tsx'
import { modalBoxStyle } from '#ui/modal-box.ts'
import { useAuth } from './auth-context.ts'
import { useSiteNavigation } from '#ui/site-navigation.tsx'
import { ClosesPendingFrame } from '~/islands/pending-frame.tsx'
import { focusAccountControl } from '~/components/shell/account-control.ts'

// The forms (the kit, validation, bot check) load when a modal first opens, not with every page.
const SignInPanel = lazy(async () => ({ default: (await import('./sign-in-panel.tsx')).SignInPanel }))
const SignUpPanel = lazy(async () => ({ default: (await import('./sign-up-panel.tsx')).SignUpPanel }))

/**
 * The sign-in and sign-up modals. Content mounts on opening (and resets on closing), so an
 * error or the reset view never survives a close, and the random option order is client-only.
 */
export function AuthDialog({ botCheck, providers }: { botCheck: BotCheckConfig; providers: string[] }) {
  const { dialog, closeDialog } = useAuth()
  const { pathname } = useSiteNavigation()
  const shownPath = useRef(pathname)
  // Header dialogs close on route change (docs/product.md#shell).
  useEffect(() => {
    if (shownPath.current === pathname) return
    shownPath.current = pathname
    closeDialog()
  }, [pathname, closeDialog])
  return (
    <ModalDialog
      open={dialog !== null}
      onClose={closeDialog}
      className={modalBoxStyle}
      returnFocus={focusAccountControl}
    >
      <Suspense fallback={<ModalTitle className={css({ color: 'fg.muted' })}>Loading…</ModalTitle>}>
        <ClosesPendingFrame />
        {dialog === 'sign-up' ? (
          <SignUpPanel key="sign-up" botCheck={botCheck} providers={providers} />
        ) : (
          <SignInPanel key="sign-in" providers={providers} />
        )}
      </Suspense>
    </ModalDialog>
  )
}
