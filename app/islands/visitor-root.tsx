import { type ReactNode, useSyncExternalStore } from 'react'
import { createPortal, flushSync } from 'react-dom'
import { sessionRead } from '#shared/api/actions/session.ts'
import { readApi } from '#shared/api/client.ts'
import type { PublicUser } from '#shared/api/public-user.schema.ts'
import { AuthDialogSlot } from '~/components/auth/auth-dialog-slot.tsx'
import { AuthProvider } from '~/components/auth/auth-provider.tsx'
import { ToastArea } from '~/components/shell/toast-area.tsx'
import { focusAccountControl } from '~/components/shell/account-control.ts'
import { documentNavigation, SiteNavigationContext } from '#ui/site-navigation.tsx'
import { OpensDialogs } from '~/components/auth/opens-dialogs.tsx'
import { renderIsland } from './render-island.tsx'
import type { ShellData } from './shell-data.schema.ts'
import { loadShellData } from './shell-data.ts'

/** What the header island draws into its element through the root's portal. */
export type HeaderView = { container: HTMLElement; header: ReactNode }

let headerView: HeaderView | null = null
const headerListeners = new Set<() => void>()
const subscribeToHeader = (listener: () => void) => {
  headerListeners.add(listener)
  return () => void headerListeners.delete(listener)
}

let started: Promise<{ shell: ShellData; user: PublicUser | null }> | undefined

/**
 * The one React root of a document page's visitor-facing islands: who is signed in (from the server),
 * the sign-in and sign-up modal, toasts, and the header once it is asked for. The `auth` island starts
 * it alone, so opening sign-in costs no header code; the header island renders into its own element
 * through a portal of this root, so both share one AuthProvider and one modal.
 */
export function startVisitorRoot(): Promise<{ shell: ShellData; user: PublicUser | null }> {
  started ??= Promise.all([loadShellData(), readApi(sessionRead).then((answer) => answer.user)])
    .then(([shell, user]) => {
      const host =
        document.querySelector<HTMLElement>('[data-island="auth"]') ??
        document.body.appendChild(document.createElement('div'))
      renderIsland(host, <VisitorRoot shell={shell} user={user} />)
      return { shell, user }
    })
    .catch((error: unknown) => {
      // Asked again on the next intent (the loader reloads the page once if its chunks failed).
      started = undefined
      throw error
    })
  return started
}

/**
 * Shows the header through the root, in place of its server HTML: emptied and drawn in one
 * synchronous commit, so the swap is never painted and the loader can replay a click at once.
 */
export function showHeader(view: HeaderView): void {
  if (headerView) return
  const hadFocus = view.container.contains(document.activeElement)
  flushSync(() => {
    view.container.replaceChildren()
    headerView = view
    for (const listener of headerListeners) listener()
  })
  // Drawn after a sign-in, the header has the Account menu where the server HTML's Sign In held the
  // focus (given back to it as the modal closed). Otherwise the islands' entry puts it back in place.
  if (hadFocus) focusAccountControl()
}

function VisitorRoot({ shell, user }: { shell: ShellData; user: PublicUser | null }) {
  const view = useSyncExternalStore(subscribeToHeader, () => headerView)
  return (
    <SiteNavigationContext value={documentNavigation()}>
      <AuthProvider initialUser={user}>
        {view ? createPortal(view.header, view.container) : null}
        <AuthDialogSlot botCheck={shell.botCheck} providers={shell.providers} />
        <ToastArea />
        <OpensDialogs />
      </AuthProvider>
    </SiteNavigationContext>
  )
}
