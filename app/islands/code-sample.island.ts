import { enhanceCopyButtons } from '#blocks/code-sample/copy-text.ts'
import { enhanceTabs } from '#ui/tabs-enhance.ts'

/** Island `code-sample` (the block's `data-island`): its tabs and copy buttons, no React. */
export function mount(element: HTMLElement): void {
  enhanceTabs(element)
  enhanceCopyButtons(element)
}
