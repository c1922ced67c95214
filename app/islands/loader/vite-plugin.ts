import { join } from 'node:path'
import { build } from 'rolldown'
import type { Plugin } from 'vite'

export const LOADER_MODULE_ID = 'virtual:island-loader'
/** The identifier island-loader.entry.ts leaves for the page's configuration. */
export const LOADER_CONFIG_PLACEHOLDER = 'ISLAND_LOADER_CONFIG'

const entry = join(import.meta.dirname, 'island-loader.entry.ts')
const resolvedId = `\0${LOADER_MODULE_ID}`

/** Bundles and minifies the loader (island-loader.entry.ts) to one self-contained script. */
export async function buildIslandLoader(): Promise<string> {
  return (await bundleIslandLoader()).code
}

async function bundleIslandLoader(): Promise<{ code: string; files: string[] }> {
  const bundle = await build({
    input: entry,
    write: false,
    tsconfig: join(import.meta.dirname, '../../../tsconfig.json'),
    logLevel: 'warn',
    output: { format: 'iife', minify: true, comments: false },
  })
  const [chunk] = bundle.output
  const code = chunk.code.trim().replace(/;$/, '')
  if (code.split(LOADER_CONFIG_PLACEHOLDER).length !== 2) {
    throw new Error(`The built island loader must name ${LOADER_CONFIG_PLACEHOLDER} exactly once`)
  }
  return { code, files: chunk.moduleIds }
}

/**
 * `virtual:island-loader` exports the loader as the string the server inlines in every document: built
 * when the build or the dev server first asks for it, and again when one of its modules changes.
 */
export function islandLoader(): Plugin {
  let built: Promise<{ code: string; files: string[] }> | undefined
  let watched = new Set<string>()
  return {
    name: 'pdfrest:island-loader',
    resolveId: (id) => (id === LOADER_MODULE_ID ? resolvedId : undefined),
    async load(id) {
      if (id !== resolvedId) return undefined
      built ??= bundleIslandLoader()
      const { code, files } = await built
      watched = new Set(files)
      for (const file of files) this.addWatchFile(file)
      return `export default ${JSON.stringify(code)}`
    },
    watchChange(id) {
      if (watched.has(id)) built = undefined
    },
    // In development the pages import the string from the virtual module: drop it when a source changes.
    hotUpdate({ file }) {
      if (!watched.has(file)) return
      built = undefined
      const graph = this.environment.moduleGraph
      const module = graph.getModuleById(resolvedId)
      if (module) graph.invalidateModule(module)
    },
  }
}
