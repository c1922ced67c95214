import { COPIED_MS } from '#blocks/code-sample/copy-text.ts'

const COPIED = 'Page copied as Markdown'
const FAILED = 'The page could not be copied. Open "View as Markdown" and copy it from there.'

/** Fetches the Markdown a `data-copy-markdown` button names, as text. */
export async function fetchMarkdown(href: string): Promise<string> {
  const response = await fetch(href, { headers: { accept: 'text/markdown' } })
  if (!response.ok) throw new Error(`${href} answered ${response.status}`)
  return response.text()
}

/**
 * The reference page's "Copy page as Markdown": copies what the page's `.md` address serves and
 * says so in the element's status line (read out by screen readers), or why not. Returns the cleanup.
 */
export function enhanceCopyMarkdown(root: HTMLElement, read = fetchMarkdown): () => void {
  const status = root.querySelector<HTMLElement>('[role="status"]')
  let timer: number | undefined
  const say = (text: string) => {
    if (!status) return
    status.textContent = text
    window.clearTimeout(timer)
    timer = window.setTimeout(() => {
      status.textContent = ''
    }, COPIED_MS * 2)
  }
  const onClick = (event: MouseEvent) => {
    const button =
      event.target instanceof Element ? event.target.closest<HTMLElement>('[data-copy-markdown]') : null
    const href = button?.dataset.copyMarkdown
    if (!button || !href || !root.contains(button)) return
    void read(href)
      .then((markdown) => navigator.clipboard.writeText(markdown))
      .then(
        () => say(COPIED),
        () => say(FAILED),
      )
  }
  root.addEventListener('click', onClick)
  return () => {
    window.clearTimeout(timer)
    root.removeEventListener('click', onClick)
  }
}
