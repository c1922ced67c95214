import { enhanceCopyButtons } from '#blocks/code-sample/copy-text.ts'
import { enhanceTabs } from '#ui/tabs-enhance.ts'

/**
 * Island `code-sample` (the block's `data-island`): tabs and copy buttons, no React. The loader
 * runs an island once per page, so the first sample's island takes every sample of the page.
 */
export function mount(element: HTMLElement): void {
  const samples = new Set([element, ...document.querySelectorAll<HTMLElement>('[data-island="code-sample"]')])
  for (const sample of samples) {
    enhanceTabs(sample)
    enhanceCopyButtons(sample)
  }
}
