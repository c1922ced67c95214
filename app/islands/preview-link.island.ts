import { copyWithFeedback } from '#blocks/code-sample/copy-text.ts'

/** Island `preview-link`: a draft preview's Copy link, plain DOM; the button says Copied a moment. */
export function mount(element: HTMLElement): void {
  element.addEventListener('click', (event) => {
    const button =
      event.target instanceof Element ? event.target.closest<HTMLElement>('[data-copy-link]') : null
    const link = button?.dataset.copyLink
    if (!button || !link || button.textContent === 'Copied') return
    void copyWithFeedback(button, link).catch(() => undefined)
  })
}
