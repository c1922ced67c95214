/**
 * The keys typed between asking for the search (Ctrl/⌘+K, `/`, the button) and its box being there:
 * its code loads on first use, and the island loader replays keys it held meanwhile. Held here, they
 * become the box's first text instead of being lost. Nothing is held once the focus or the pointer
 * goes elsewhere, so a search that never opens swallows no key.
 */
let typed: string | null = null

function typingInAField(target: EventTarget | null): boolean {
  return (
    target instanceof HTMLElement &&
    (target.isContentEditable || ['INPUT', 'TEXTAREA', 'SELECT'].includes(target.tagName))
  )
}

function onKey(event: KeyboardEvent) {
  if (typed === null || typingInAField(event.target) || event.ctrlKey || event.metaKey || event.altKey) return
  if (event.key.length === 1) typed += event.key
  else if (event.key === 'Backspace') typed = typed.slice(0, -1)
  else return
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
