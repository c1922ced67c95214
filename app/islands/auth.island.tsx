import { findPendingFrame } from '~/components/auth/pending-frame.tsx'
import { loadAuthDialog } from '~/components/auth/auth-dialog-slot.tsx'
import { startVisitorRoot } from './visitor-root.tsx'

/**
 * The sign-in and sign-up modals of a document page, for the controls marked `data-opens` (the
 * header's buttons, the blocks' sign-up buttons): the visitor root without the header's code, so the
 * first click on Sign In loads only what the modal needs.
 */
export async function mount(): Promise<void> {
  // A frame stands in for the modal: its code comes before the loader replays the click, so that the
  // modal renders at once and takes the frame over in that commit (app/components/auth/pending-frame.tsx).
  const frame = findPendingFrame()
  await Promise.all([
    startVisitorRoot(),
    frame ? loadAuthDialog(frame.view === 'sign-up' ? 'sign-up' : 'sign-in') : undefined,
  ])
}
