/**
 * How long a button says "Copied" (the clipboard's copied flag, as the code sample's copy button):
 * its own constant so a document's post-copy island loads no React component module.
 */
export const COPIED_MS = 1500

/**
 * Puts a copy button before every code block of server-rendered post HTML; returns their removal.
 * Plain DOM: the app's post page runs it from an effect, a document's post-copy island directly.
 */
export function addCopyButtons(root: HTMLElement): () => void {
  const buttons = [...root.querySelectorAll('pre')].map((pre) => {
    const button = document.createElement('button')
    button.type = 'button'
    button.textContent = 'Copy'
    button.setAttribute('aria-label', 'Copy code')
    button.className = 'post-copy-button'
    button.addEventListener('click', () => {
      void navigator.clipboard
        .writeText(pre.querySelector('code')?.textContent ?? pre.textContent ?? '')
        .then(() => {
          button.textContent = 'Copied'
          window.setTimeout(() => {
            button.textContent = 'Copy'
          }, COPIED_MS)
        })
    })
    pre.before(button)
    return button
  })
  return () => {
    for (const button of buttons) button.remove()
  }
}
