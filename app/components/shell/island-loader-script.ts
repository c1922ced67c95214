import islandLoaderSource from 'virtual:island-loader'
import type { LoaderConfig } from '~/components/islands/loader-config.ts'

/** The identifier the built loader leaves for the page's configuration (app/islands/loader/island-loader.entry.ts). */
const CONFIG_PLACEHOLDER = 'ISLAND_LOADER_CONFIG'

/**
 * The only script a document page runs at load (inline, with the request's nonce): the loader of
 * app/islands/loader/island-loader.ts, prebuilt to a string, given the islands' entry module (its own Vite build;
 * in development the dev server's source URL, with React Refresh's preamble first) and each island's
 * chunks.
 */
export function islandLoaderScript(entry: string, preloads: Record<string, string[]>): string {
  const config: LoaderConfig = { entry, preloads }
  return islandLoaderSource.replace(CONFIG_PLACEHOLDER, () => JSON.stringify(config))
}

/** React Refresh's preamble, which @vitejs/plugin-react's transformed modules expect in development. */
export const reactRefreshPreamble = `import RefreshRuntime from '/@react-refresh'
RefreshRuntime.injectIntoGlobalHook(window)
window.$RefreshReg$ = () => {}
window.$RefreshSig$ = () => (type) => type
window.__vite_plugin_react_preamble_installed__ = true`
