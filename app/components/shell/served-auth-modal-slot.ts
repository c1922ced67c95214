import type { renderServedAuthModal } from '~/components/auth/served-auth-modal.tsx'

let served: typeof renderServedAuthModal | undefined

/**
 * Given by the server's entry (app/server.ts): the modal a document's HTML carries is the island's own,
 * with its panels and their form schemas, which no module every page loads may import (decision 017).
 */
export function serveAuthModal(render: typeof renderServedAuthModal): void {
  served = render
}

/** The server's render of the sign-in and sign-up modal, once the server's entry has given it. */
export function servedAuthModal(): typeof renderServedAuthModal | undefined {
  return served
}
