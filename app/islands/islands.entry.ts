import type { IslandName } from '~/components/islands/island-names.ts'
import { keepFocus } from './keep-focus.ts'

/**
 * The islands' only entry (its own Vite build, vite.islands.config.ts): a map from the value of a
 * `data-island` attribute to its code. Each island is its own chunk; React and react-dom land in one
 * shared chunk that every island imports, so the runtime is fetched once per page.
 */
const islands = {
  header: () => import('./header.island.tsx'),
  auth: () => import('./auth.island.tsx'),
  'color-mode': () => import('./color-mode.island.tsx'),
  'post-copy': () => import('./post-copy.island.ts'),
  video: () => import('./video.island.ts'),
  'plan-buttons': () => import('./plan-buttons.island.ts'),
  'code-sample': () => import('./code-sample.island.ts'),
  'sample-key': () => import('./sample-key.island.ts'),
  'copy-markdown': () => import('./copy-markdown.island.ts'),
  'preview-link': () => import('./preview-link.island.ts'),
  'support-form': () => import('./support-form.island.tsx'),
  'license-form': () => import('./license-form.island.tsx'),
  'try-it': () => import('./try-it.island.ts'),
} satisfies Record<IslandName, () => Promise<{ mount: (container: HTMLElement) => void | Promise<void> }>>

const isIslandName = (name: string): name is IslandName => Object.hasOwn(islands, name)

/** Called by the inline island loader (app/components/shell/island-loader-script.ts) on the visitor's first intent. */
export async function mountIsland(name: string, container: HTMLElement): Promise<void> {
  if (!isIslandName(name)) throw new Error(`Unknown island: ${name}`)
  const island = await islands[name]()
  // Taken once the code is here, just before the island replaces its HTML.
  const restoreFocus = keepFocus(container)
  await island.mount(container)
  restoreFocus()
  // A form sent before the island was live showed as sent (the loader holds its click): the loader now
  // replays that click, and the island's form shows its own state.
  for (const form of container.querySelectorAll('form[aria-busy="true"]')) form.removeAttribute('aria-busy')
}
