import { startVisitorRoot } from './visitor-root.tsx'

/**
 * The sign-in and sign-up modals of a document page, for the controls marked `data-opens` (the
 * header's buttons, the blocks' sign-up buttons): the visitor root without the header's code, so the
 * first click on Sign In loads only what the modal needs. The root hydrates the modal the loader or
 * the server showed in this island's element.
 */
export async function mount(): Promise<void> {
  await startVisitorRoot()
}
