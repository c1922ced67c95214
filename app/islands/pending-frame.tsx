import { useLayoutEffect } from 'react'
import { PENDING_DIALOG_ID } from './pending-frame-id.ts'

/**
 * Rendered with a modal's content: hides the frame the island loader showed at once for the first
 * click (document pages), in the same commit as the content appears, so there is never two dialogs.
 */
export function ClosesPendingFrame() {
  useLayoutEffect(() => {
    const frame = document.getElementById(PENDING_DIALOG_ID)
    if (frame) frame.hidden = true
  }, [])
  return null
}
