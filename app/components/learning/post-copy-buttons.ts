import { copyWithFeedback } from '#blocks/code-sample/copy-text.ts'

/**
 * Adds a copy button to every code block of server-rendered post HTML. Plain DOM, so the app's
 * post body and a document page's island share it. Returns the cleanup.
 */
export function addPostCopyButtons(root: HTMLElement): () => void {
  const buttons = [...root.querySelectorAll('pre')].map((pre) => {
    const button = document.createElement('button')
    button.type = 'button'
    button.textContent = 'Copy'
    button.setAttribute('aria-label', 'Copy code')
    button.className = 'post-copy-button'
    button.addEventListener('click', () => {
      if (button.textContent === 'Copied') return
      const text = pre.querySelector('code')?.textContent ?? pre.textContent
      void copyWithFeedback(button, text, false).catch(() => undefined)
    })
    pre.before(button)
    return button
  })
  return () => {
    for (const button of buttons) button.remove()
  }
}
