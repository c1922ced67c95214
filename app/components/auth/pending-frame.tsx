import type { AuthModalView } from '#shared/api/auth-modal.schema.ts'
import { typedValues } from '~/components/islands/island-dom.ts'
import { PENDING_FRAME_ATTRIBUTE } from '~/components/islands/pending-frame-id.ts'

/** The frame a document page shows in the modal's place (document-mode.tsx), as the modal found it. */
export type PendingFrame = {
  element: Element
  view: AuthModalView
  /** Where its sign-in goes: the page, or the account guard's `next` (its form's `return_to`). */
  returnTo: string | undefined
  /** What the visitor typed into it while the island loaded. */
  values: { email?: string; password?: string }
  /** The field that had the focus, and its caret (null for an email input, which has none). */
  focus: { name: string; caret: [number, number] | null } | null
  /** Sent before the island was live: the loader held it for the modal to send (island-loader.ts). */
  submitted: boolean
}

// A plain list, not the schema: its module would bring zod's object parsers to the sign-in path.
const views: AuthModalView[] = ['sign-in', 'recovery', 'sign-up']
const asView = (value: string | null | undefined): AuthModalView | undefined =>
  views.find((view) => view === value)

function caretOf(element: Element): [number, number] | null {
  if (!(element instanceof HTMLInputElement)) return null
  const { selectionStart, selectionEnd } = element
  return selectionStart === null || selectionEnd === null ? null : [selectionStart, selectionEnd]
}

/** The frame on the page, if any: the loader's (the first click) or the server's (`?auth=…`). */
export function findPendingFrame(page: Document = document): PendingFrame | null {
  const element = page.querySelector(`[${PENDING_FRAME_ATTRIBUTE}]`)
  const view = asView(element?.getAttribute(PENDING_FRAME_ATTRIBUTE))
  if (!(element instanceof HTMLElement) || !view) return null
  const active = page.activeElement
  const name = active && element.contains(active) ? active.getAttribute('name') : null
  const { return_to: returnTo, ...values } = typedValues(element, ['email', 'password', 'return_to'])
  return {
    element,
    view,
    returnTo,
    values,
    focus: name && active ? { name, caret: caretOf(active) } : null,
    submitted: element.querySelector('form[aria-busy="true"]') !== null,
  }
}

/**
 * Puts the modal in the frame's place, in the commit that shows the modal (before it is painted, so
 * there is never a second form on screen or in the accessibility tree): the frame goes, the focus and
 * caret go to the same field of the modal, and a form the visitor sent from the frame is sent again,
 * now by the modal, with what they typed (the modal starts from the frame's values).
 */
export function handOverPendingFrame(frame: PendingFrame, modal: Element): void {
  frame.element.remove()
  const field = frame.focus ? modal.querySelector(`[name="${frame.focus.name}"]`) : null
  if (field instanceof HTMLInputElement && frame.focus) {
    field.focus()
    const { caret } = frame.focus
    if (caret && field.type !== 'email') field.setSelectionRange(caret[0], caret[1])
  }
  if (frame.submitted) modal.querySelector('[name="email"]')?.closest('form')?.requestSubmit()
}
