import { addCopyButtons } from '~/components/learning/copy-buttons.ts'

/** A learning post's copy buttons on its code blocks: plain DOM, no React to load. */
export function mount(container: HTMLElement): void {
  addCopyButtons(container)
}
