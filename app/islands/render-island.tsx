import type { ReactNode } from 'react'
import { flushSync } from 'react-dom'
import { createRoot } from 'react-dom/client'

/**
 * Renders an island into its server-rendered element as its own React root (every root shares the
 * one React chunk). It renders the markup the server did, so the swap is not seen, and commits
 * synchronously so the loader can replay the visitor's first click on a live control at once.
 */
export function renderIsland(container: HTMLElement, element: ReactNode): void {
  const root = createRoot(container)
  flushSync(() => root.render(element))
}
