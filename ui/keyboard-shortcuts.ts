/**
 * The site's keyboard shortcuts, declared once: the island loader (which wakes the header's island on
 * them) and the header (which opens the search on them) read the same rules.
 */

/** Keys typed into a field are the field's: `/` types a slash there. */
export function typingInAField(target: EventTarget | null): boolean {
  return (
    target instanceof HTMLElement &&
    (target.isContentEditable || ['INPUT', 'TEXTAREA', 'SELECT'].includes(target.tagName))
  )
}

/** Ctrl/⌘+K anywhere, and `/` when not typing in a field, open the search. */
export function isSearchShortcut(event: KeyboardEvent): boolean {
  if ((event.key === 'k' || event.key === 'K') && (event.metaKey || event.ctrlKey)) return true
  return (
    event.key === '/' && !typingInAField(event.target) && !event.metaKey && !event.ctrlKey && !event.altKey
  )
}

/** A key that edits the search box's text (a character or Backspace, no modifier). */
export function isSearchTextKey(event: KeyboardEvent): boolean {
  if (event.ctrlKey || event.metaKey || event.altKey) return false
  return event.key.length === 1 || event.key === 'Backspace'
}

/** Closes a dialog, a menu or a frame. */
export const CLOSE_KEY = 'Escape'
