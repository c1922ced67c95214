import { addPostCopyButtons } from '~/components/learning/post-copy-buttons.ts'

/** Island `post-copy` (a post body's `data-island-visible`): copy buttons on its code, no React. */
export function mount(element: HTMLElement): () => void {
  return addPostCopyButtons(element)
}
