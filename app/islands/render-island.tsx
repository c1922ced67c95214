import type { ReactNode } from 'react'
import { flushSync } from 'react-dom'
import { createRoot, hydrateRoot } from 'react-dom/client'

// Both ways an island takes its element over live in this one module: it is the islands' only import
// of react-dom/client, so the bundler keeps React's DOM in the one shared chunk with it.

/**
 * Renders an island into its server-rendered element as its own React root (every root shares the
 * one React chunk). It renders the markup the server did, so the swap is not seen, and commits
 * synchronously so the loader can replay the visitor's first click on a live control at once.
 */
export function renderIsland(container: HTMLElement, element: ReactNode): void {
  const root = createRoot(container)
  flushSync(() => root.render(element))
}

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
