import type { Plugin } from 'vite'
import { generateBlockLists, writeChanged } from './block-folders.ts'

/** A file whose presence decides the block lists: a folder's schema, component, fixtures or load hook. */
const blockFile = /[\\/]blocks[\\/][^\\/]+[\\/](schema\.ts|fixtures\.ts|load\.server\.ts|[^\\/]+\.tsx)$/

/**
 * Keeps the generated block lists (registry, component map, catalogue, load hooks, Strapi dynamic
 * zones) in step with the block folders: before every build, and in development when a block file is
 * added or removed. Like the route tree, the output is committed; a stale copy fails a unit test.
 */
export function blockFolders(): Plugin {
  let root = process.cwd()
  const generate = async () => {
    const changed = writeChanged(await generateBlockLists(`${root}/blocks`, `${root}/cms`), root)
    if (changed.length > 0) console.log(`[blocks] wrote ${changed.join(', ')}`)
  }
  return {
    name: 'pdfrest:block-folders',
    enforce: 'pre',
    configResolved(config) {
      root = config.root
    },
    async buildStart() {
      await generate()
    },
    configureServer(server) {
      const regenerate = (path: string) => {
        if (!blockFile.test(path)) return
        generate().catch((error: unknown) => server.config.logger.error(`[blocks] ${String(error)}`))
      }
      server.watcher.on('add', regenerate)
      server.watcher.on('unlink', regenerate)
    },
  }
}
