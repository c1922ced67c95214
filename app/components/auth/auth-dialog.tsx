import { useEffect, useLayoutEffect, useReducer, useRef, useState } from 'react'
import { css } from 'styled-system/css'
import type { BotCheckConfig } from '~/components/forms/bot-check.ts'
import { ModalDialog, ModalTitle } from '#ui/modal-dialog.tsx'
import { modalBoxStyle } from '#ui/modal-box.ts'
import { useAuth } from './auth-context.ts'
import { useSiteNavigation } from '#ui/site-navigation.tsx'
import { findPendingFrame, handOverPendingFrame } from './pending-frame.tsx'
import { focusAccountControl } from '~/components/shell/account-control.ts'
import type { SignInPanel } from './sign-in-panel.tsx'
import type { SignUpPanel } from './sign-up-panel.tsx'

// The forms (validation, bot check) load when a modal first opens, not with every page.
const panels: { signIn?: typeof SignInPanel; signUp?: typeof SignUpPanel } = {}

/** Fetches a panel's code (auth-dialog-slot.tsx fetches the first one with the dialog's). */
export async function loadPanel(view: 'sign-in' | 'sign-up'): Promise<void> {
  if (view === 'sign-up') panels.signUp ??= (await import('./sign-up-panel.tsx')).SignUpPanel
  else panels.signIn ??= (await import('./sign-in-panel.tsx')).SignInPanel
}

/**
 * The sign-in and sign-up modals. Content mounts on opening (and resets on closing), so an
 * error or the reset view never survives a close, and the random option order is client-only.
 * On a document page it takes over the frame that stood in for it (pending-frame.tsx): what was
 * typed there, where, and a form sent from it.
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

  // Read in the render that first shows a panel, then handed over in its commit: nothing typed between.
  const [frame, setFrame] = useState(findPendingFrame)
  const content = useRef<HTMLDivElement>(null)
  const SignIn = panels.signIn
  const SignUp = panels.signUp
  const shown = dialog === 'sign-up' ? SignUp : SignIn
  useLayoutEffect(() => {
    if (!frame || !shown || !content.current) return
    handOverPendingFrame(frame, content.current)
    // Typed once: a later opening starts empty.
    setFrame(null)
  }, [frame, shown, dialog])

  const [, panelArrived] = useReducer((count: number) => count + 1, 0)
  useEffect(() => {
    if (dialog !== null && !shown) void loadPanel(dialog).then(panelArrived)
  }, [dialog, shown])

  return (
    <ModalDialog
      open={dialog !== null}
      onClose={closeDialog}
      className={modalBoxStyle}
      returnFocus={focusAccountControl}
    >
      <div ref={content} className={css({ display: 'contents' })}>
        {dialog === 'sign-up' && SignUp ? (
          <SignUp key="sign-up" botCheck={botCheck} providers={providers} />
        ) : dialog !== 'sign-up' && SignIn ? (
          <SignIn
            key="sign-in"
            providers={providers}
            initialValues={frame?.values}
            initialView={frame?.view === 'recovery' ? 'reset' : 'sign-in'}
          />
        ) : (
          <ModalTitle className={css({ color: 'fg.muted' })}>Loading…</ModalTitle>
        )}
      </div>
    </ModalDialog>
  )
}
