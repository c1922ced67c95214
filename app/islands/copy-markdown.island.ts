import { enhanceCopyMarkdown } from '~/components/docs/copy-markdown.ts'

/** Island `copy-markdown`: a reference page's "Copy page as Markdown", plain DOM. */
export function mount(element: HTMLElement): void {
  enhanceCopyMarkdown(element)
}
