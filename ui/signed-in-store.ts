import type { PublicUser } from '#shared/api/public-user.schema.ts'
import { SIGNED_IN_HINT_COOKIE } from '#shared/http/cookie-names.ts'

/**
 * The page's one record of who is signed in, for every script on it: the app's provider, the
 * islands, and the island loader, which are separate bundles and so share no module state. The
 * record lives on <html> (`data-signed-in`, `data-user-plan`), where the head script puts the hint's
 * word before first paint (shared/http/signed-in-hint.ts) and CSS reads it (ui/signed-in-state.ts);
 * a change is announced by one window event. Only `publishSignedIn`, fed by the server's answer,
 * writes it; everything else reads it here.
 */
// The plan stays on <html> for CSS only: no script needs it, and the island loader, which imports
// this file, stays small and free of the plan rules' schemas.
type Listener = (signedIn: boolean) => void

/** The window event a change is announced by (exported for the end-to-end suite's waits). */
export const CHANGE_EVENT = 'pdfrest:signed-in'

export const isSignedIn = (): boolean => document.documentElement.dataset.signedIn === 'true'

/** The server said who is signed in: <html> follows, a stale hint is dropped, listeners hear it. */
export function publishSignedIn(user: Pick<PublicUser, 'plan'> | null): void {
  const root = document.documentElement
  if (user) {
    root.dataset.signedIn = 'true'
    if (user.plan) root.dataset.userPlan = user.plan
    else delete root.dataset.userPlan
  } else {
    delete root.dataset.signedIn
    delete root.dataset.userPlan
    // The session ended elsewhere: the next document must not paint the signed-in state.
    document.cookie = `${SIGNED_IN_HINT_COOKIE}=; Max-Age=0; Path=/; SameSite=Lax`
  }
  window.dispatchEvent(new Event(CHANGE_EVENT))
}

/** Calls `listener` with whether someone is signed in on every change the server announces; returns the unsubscribe. */
export function onSignedInChange(listener: Listener): () => void {
  const handle = () => listener(isSignedIn())
  window.addEventListener(CHANGE_EVENT, handle)
  return () => window.removeEventListener(CHANGE_EVENT, handle)
}
