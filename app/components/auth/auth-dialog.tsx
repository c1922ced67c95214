import { useEffect, useReducer, useRef, useState } from 'react'
import { css } from 'styled-system/css'
import type { BotCheckConfig } from '~/components/forms/bot-check.ts'
import type { AuthFlash, AuthModalView } from '#shared/api/auth-modal.schema.ts'
import { ModalDialog, ModalTitle } from '#ui/modal-dialog.tsx'
import { modalBoxStyle } from '#ui/modal-box.ts'
import { useAuth } from './auth-context.ts'
import { useSiteNavigation } from '#ui/site-navigation.tsx'
import { focusAccountControl } from '~/components/shell/account-control.ts'
import type { SignInPanel } from './sign-in-panel.tsx'
import type { SignUpPanel } from './sign-up-panel.tsx'

/** The panels' components: fetched on the first opening in the browser, imported by the server. */
export type AuthPanels = { signIn?: typeof SignInPanel; signUp?: typeof SignUpPanel }

// The forms (validation, bot check) load when a modal first opens, not with every page.
const panels: AuthPanels = {}

/** Fetches a panel's code (auth-dialog-slot.tsx fetches the first one with the dialog's). */
export async function loadPanel(view: 'sign-in' | 'sign-up'): Promise<void> {
  if (view === 'sign-up') panels.signUp ??= (await import('./sign-up-panel.tsx')).SignUpPanel
  else panels.signIn ??= (await import('./sign-in-panel.tsx')).SignInPanel
}

/**
 * The modal a document's HTML shows (its view, and the answer of the form post that came back to it):
 * the server renders it, and the island's first render draws the same, to hydrate it.
 */
export type ServedModal = { view: AuthModalView; flash?: AuthFlash }

/** The modal's id: its title and description ids, fixed so that the server's and the island's agree. */
export const AUTH_MODAL_ID = 'auth-modal'

/**
 * The sign-in and sign-up modals. Content mounts on opening (and resets on closing), so an
 * error or the reset view never survives a close. On a document page the modal is rendered in place
 * (no portal): the server renders it, in the template the island loader shows at the first click or
 * open for a page's `?auth=` address, and the visitor root hydrates that same DOM (visitor-root.tsx).
 */
export function AuthDialog({
  botCheck,
  providers,
  inPlace,
  served,
  given,
}: {
  botCheck: BotCheckConfig
  providers: string[]
  /** Rendered where it stands: the server's HTML (`attributes`, `openInHtml`) or the island hydrating it. */
  inPlace?: { openInHtml?: boolean; attributes?: Record<`data-${string}`, string> }
  /** The view and answer the first opening shows (the server's modal); a later opening starts afresh. */
  served?: ServedModal
  /** The panels imported by the server, which renders them at once. */
  given?: AuthPanels
}) {
  const { dialog, closeDialog } = useAuth()
  const { pathname } = useSiteNavigation()
  const shownPath = useRef(pathname)
  // Header dialogs close on route change (docs/product.md#shell).
  useEffect(() => {
    if (shownPath.current === pathname) return
    shownPath.current = pathname
    closeDialog()
  }, [pathname, closeDialog])

  const [first, setFirst] = useState(served)
  if (dialog === null && first) setFirst(undefined)
  const SignIn = given?.signIn ?? panels.signIn
  const SignUp = given?.signUp ?? panels.signUp
  const shown = dialog === 'sign-up' ? SignUp : SignIn

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
      id={inPlace ? AUTH_MODAL_ID : undefined}
      inPlace={inPlace}
    >
      {dialog === 'sign-up' && SignUp ? (
        <SignUp key="sign-up" botCheck={botCheck} providers={providers} />
      ) : dialog !== 'sign-up' && SignIn ? (
        <SignIn
          key="sign-in"
          providers={providers}
          initialView={first?.view === 'recovery' ? 'reset' : 'sign-in'}
          flash={first?.flash}
        />
      ) : (
        <ModalTitle className={css({ color: 'fg.muted' })}>Loading…</ModalTitle>
      )}
    </ModalDialog>
  )
}
