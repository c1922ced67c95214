import type { PublicUser } from '#shared/api/public-user.schema.ts'
import { SIGNED_IN_HINT_COOKIE } from '#shared/http/cookie-names.ts'

/** The window event other islands listen to for the signed-in visitor (detail: `UserDetail`). */
export const USER_EVENT = 'pdfrest:user'
export type UserDetail = { signedIn: boolean; plan: PublicUser['plan'] }

/**
 * Publishes the visitor's state, as the server said it, as `data-signed-in` / `data-user-plan` on
 * <html> (readable by CSS and by islands that load later; the head script set them before first paint
 * from the hint, shared/http/signed-in-hint.ts) and as a `pdfrest:user` event (for islands already
 * live). A stale hint cookie (the session ended elsewhere) is dropped.
 */
export function publishUser(root: HTMLElement, user: PublicUser | null): void {
  if (user) {
    root.dataset.signedIn = 'true'
    if (user.plan) root.dataset.userPlan = user.plan
    else delete root.dataset.userPlan
  } else {
    delete root.dataset.signedIn
    delete root.dataset.userPlan
    document.cookie = `${SIGNED_IN_HINT_COOKIE}=; Max-Age=0; Path=/; SameSite=Lax`
  }
  const detail: UserDetail = { signedIn: user !== null, plan: user?.plan ?? null }
  window.dispatchEvent(new CustomEvent(USER_EVENT, { detail }))
}
