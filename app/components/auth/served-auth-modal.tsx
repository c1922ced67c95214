import type { ReactNode } from 'react'
import type { AuthFlash, AuthModalView } from '#shared/api/auth-modal.schema.ts'
import type { BotCheckConfig } from '~/components/forms/bot-check.ts'
import { SiteNavigationContext } from '#ui/site-navigation.tsx'
import { PENDING_FRAME_ATTRIBUTE } from '~/components/islands/pending-frame-id.ts'
import { authDialogOf } from '~/components/shell/auth-modal-context.ts'
import { AuthDialog } from './auth-dialog.tsx'
import { AuthProvider } from './auth-provider.tsx'
import { SignInPanel } from './sign-in-panel.tsx'
import { SignUpPanel } from './sign-up-panel.tsx'

const panels = { signIn: SignInPanel, signUp: SignUpPanel }

// Sign-up's bot check runs only when its form is sent, which only the island's render does.
const noBotCheck: BotCheckConfig = { siteKey: '', mocked: false }

/**
 * The sign-in, recovery or sign-up modal of a document page as the server renders it: the island's own
 * `AuthDialog` and panels, which the visitor root hydrates in place (app/islands/visitor-root.tsx).
 * Shown by the loader at the first click (from a `<template>`), or open in the page's HTML for an
 * address that asks for it (`?auth=…`), where without JavaScript its forms post to the form-post routes.
 */
export function renderServedAuthModal({
  view,
  returnTo,
  providers,
  pathname,
  search,
  flash,
  shownBy,
}: {
  view: AuthModalView
  /** Where its sign-in goes: the page, or the account guard's `next` (its form's `return_to`). */
  returnTo: string
  providers: string[]
  pathname: string
  search: string
  flash?: AuthFlash
  /** The loader (a `<dialog>` it opens with showModal()), or the server (open in the page's HTML). */
  shownBy: 'loader' | 'server'
}): ReactNode {
  const navigation = {
    pathname,
    searchStr: search,
    href: search ? `${pathname}${search}` : pathname,
    navigate: () => undefined,
    refresh: () => undefined,
  }
  const attributes: Record<`data-${string}`, string> = { [PENDING_FRAME_ATTRIBUTE]: view }
  // The island's first render reads the flash from here, to draw the same answer it hydrates.
  if (flash) attributes['data-flash'] = JSON.stringify(flash)
  return (
    <SiteNavigationContext value={navigation}>
      <AuthProvider initialUser={null} initialDialog={authDialogOf(view)} initialNext={returnTo}>
        <AuthDialog
          botCheck={noBotCheck}
          providers={providers}
          inPlace={{ openInHtml: shownBy === 'server', attributes }}
          served={{ view, flash }}
          given={panels}
        />
      </AuthProvider>
    </SiteNavigationContext>
  )
}
