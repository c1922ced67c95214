import { isSearchTextKey, typingInAField } from '#ui/keyboard-shortcuts.ts'

/**
 * The keys typed between asking for the search (Ctrl/⌘+K, `/`, the button) and its box being there:
 * its code loads on first use, and the island loader replays keys it held meanwhile. Held here, they
 * become the box's first text instead of being lost. Nothing is held once the focus or the pointer
 * goes elsewhere, so a search that never opens swallows no key.
 */
let typed: string | null = null

function onKey(event: KeyboardEvent) {
  if (typed === null || typingInAField(event.target) || !isSearchTextKey(event)) return
  if (event.key === 'Backspace') typed = typed.slice(0, -1)
  else typed += event.key
  event.preventDefault()
  event.stopPropagation()
}

function stop() {
  typed = null
  window.removeEventListener('keydown', onKey, true)
  window.removeEventListener('focusin', stop, true)
  window.removeEventListener('pointerdown', stop, true)
}

/** Starts holding what is typed (once per opening). */
export function startTypeahead(): void {
  if (typed !== null) return
  typed = ''
  window.addEventListener('keydown', onKey, true)
  window.addEventListener('focusin', stop, true)
  window.addEventListener('pointerdown', stop, true)
}

/** What was typed since `startTypeahead`, and stops holding keys. */
export function takeTypeahead(): string {
  const text = typed ?? ''
  stop()
  return text
}
