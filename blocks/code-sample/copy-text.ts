/** The copied state lasts 1500 ms, as on the account's API key. */
export const COPIED_MS = 1500

/**
 * Copies `text` and shows "Copied" on the button for COPIED_MS: its text, and its accessible name
 * too unless `relabel` is off (the posts' buttons keep "Copy code", as they always have).
 */
export async function copyWithFeedback(button: HTMLElement, text: string, relabel = true): Promise<void> {
  await navigator.clipboard.writeText(text)
  const label = relabel ? button.getAttribute('aria-label') : null
  const shown = button.textContent
  button.textContent = 'Copied'
  if (label !== null) button.setAttribute('aria-label', 'Copied')
  window.setTimeout(() => {
    button.textContent = shown
    if (label !== null) button.setAttribute('aria-label', label)
  }, COPIED_MS)
}

/**
 * Copy buttons in server HTML that no React owns (document pages): a button marked `data-copy`
 * copies the code of its `[data-copy-scope]`. One listener for the whole element. Returns the cleanup.
 */
export function enhanceCopyButtons(root: HTMLElement): () => void {
  const onClick = (event: MouseEvent) => {
    const button = event.target instanceof Element ? event.target.closest<HTMLElement>('[data-copy]') : null
    if (!button || !root.contains(button) || button.textContent === 'Copied') return
    const code = button.closest('[data-copy-scope]')?.querySelector('code')
    if (code) void copyWithFeedback(button, code.textContent).catch(() => undefined)
  }
  root.addEventListener('click', onClick)
  return () => root.removeEventListener('click', onClick)
}
