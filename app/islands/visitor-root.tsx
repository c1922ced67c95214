import { type ReactNode, useSyncExternalStore } from 'react'
import { createPortal, flushSync } from 'react-dom'
import { sessionRead } from '#shared/api/actions/session.ts'
import { readApi } from '#shared/api/client.ts'
import type { PublicUser } from '#shared/api/public-user.schema.ts'
import { authDialogReady, AuthDialogSlot, loadAuthDialog } from '~/components/auth/auth-dialog-slot.tsx'
import type { AuthFlash, AuthModalView } from '#shared/api/auth-modal.schema.ts'
import { authDialogOf, isAuthFlash, isAuthModalView } from '~/components/shell/auth-modal-context.ts'
import { ISLAND_LIVE_ATTRIBUTE, PENDING_FRAME_ATTRIBUTE } from '~/components/islands/pending-frame-id.ts'
import { AuthProvider } from '~/components/auth/auth-provider.tsx'
import { ToastArea } from '~/components/shell/toast-area.tsx'
import { focusAccountControl } from '~/components/shell/account-control.ts'
import { documentNavigation, SiteNavigationContext } from '#ui/site-navigation.tsx'
import { OpensDialogs } from '~/components/auth/opens-dialogs.tsx'
import { hydrateIsland } from './render-island.tsx'
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

const readHeaderView = () => headerView

let started: Promise<{ shell: ShellData; user: PublicUser | null }> | undefined

/** The modal the loader (at the first click) or the server (`?auth=…`) shows in the root's element. */
type ShownModal = { view: AuthModalView; returnTo: string | undefined; flash: AuthFlash | undefined }

function shownModal(host: HTMLElement): ShownModal | undefined {
  const dialog = host.querySelector(`[${PENDING_FRAME_ATTRIBUTE}]`)
  const view = dialog?.getAttribute(PENDING_FRAME_ATTRIBUTE)
  if (!dialog || !isAuthModalView(view)) return undefined
  const returnTo = dialog.querySelector('input[name="return_to"]')
  return {
    view,
    returnTo: returnTo instanceof HTMLInputElement ? returnTo.value : undefined,
    flash: readFlash(dialog.getAttribute('data-flash')),
  }
}

/** The server's answer to a form post, as it wrote it for this render to draw the same. */
function readFlash(json: string | null): AuthFlash | undefined {
  if (!json) return undefined
  const value: unknown = JSON.parse(json)
  return isAuthFlash(value) ? value : undefined
}

/**
 * The one React root of a document page's visitor-facing islands: who is signed in (from the server),
 * the sign-in and sign-up modal, toasts, and the header once it is asked for. The `auth` island starts
 * it alone, so opening sign-in costs no header code; the header island renders into its own element
 * through a portal of this root, so both share one AuthProvider and one modal. It hydrates its element:
 * empty, or holding the modal the loader or the server showed there (the server's render of the
 * island's own modal), so what the visitor typed, the focus and its caret stay, as nothing is replaced.
 */
export function startVisitorRoot(): Promise<{ shell: ShellData; user: PublicUser | null }> {
  const host =
    document.querySelector<HTMLElement>('[data-island="auth"]') ??
    document.body.appendChild(document.createElement('div'))
  const first = shownModal(host)
  started ??= Promise.all([
    loadShellData(),
    readApi(sessionRead).then((answer) => answer.user),
    first ? loadAuthDialog(authDialogOf(first.view)) : undefined,
  ])
    .then(async ([shell, user]) => {
      // The loader may show a modal while this code loads: its code comes first, so that the first
      // render draws the modal the element holds.
      let shown = shownModal(host)
      while (shown && !authDialogReady(authDialogOf(shown.view))) {
        await loadAuthDialog(authDialogOf(shown.view))
        shown = shownModal(host)
      }
      hydrateIsland(host, <VisitorRoot shell={shell} user={user} shown={shown} />)
      // The modal is the island's now: the loader leaves it alone, and shows none of its own again.
      host.querySelector(`[${PENDING_FRAME_ATTRIBUTE}]`)?.removeAttribute(PENDING_FRAME_ATTRIBUTE)
      host.setAttribute(ISLAND_LIVE_ATTRIBUTE, '')
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

function VisitorRoot({
  shell,
  user,
  shown,
}: {
  shell: ShellData
  user: PublicUser | null
  shown: ShownModal | undefined
}) {
  // Hydrating, too: the header is drawn later, by showHeader.
  const view = useSyncExternalStore(subscribeToHeader, readHeaderView, readHeaderView)
  return (
    <SiteNavigationContext value={documentNavigation()}>
      <AuthProvider
        initialUser={user}
        initialDialog={shown ? authDialogOf(shown.view) : null}
        initialNext={shown?.returnTo}
      >
        {view ? createPortal(view.header, view.container) : null}
        <AuthDialogSlot
          botCheck={shell.botCheck}
          providers={shell.providers}
          inPlace={{}}
          served={shown && { view: shown.view, flash: shown.flash }}
        />
        <ToastArea />
        <OpensDialogs />
      </AuthProvider>
    </SiteNavigationContext>
  )
}
