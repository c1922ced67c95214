import type { ReactNode } from 'react'
import { flushSync } from 'react-dom'
import { hydrateRoot } from 'react-dom/client'

/**
 * Takes an island's server HTML over in place: the server rendered `element` there, and React adopts
 * that same DOM instead of replacing it, so what the visitor did while the code loaded (values typed,
 * the focus and its caret, an option chosen) is still there, untouched. Hydrated synchronously, so the
 * loader can replay a held click on a live control at once; a mismatch is reported as an error.
 */
export function hydrateIsland(container: HTMLElement, element: ReactNode): void {
  flushSync(() => {
    hydrateRoot(container, element)
  })
}
