import { readFileSync, statSync } from 'node:fs'
import { dirname, join, relative } from 'node:path'
import { fileURLToPath } from 'node:url'

const root = fileURLToPath(new URL('../', import.meta.url))
const aliases: Record<string, string> = {
  '~/': 'app/',
  '#server/': 'server-functions/',
  '#domain/': 'domain/',
  '#shared/': 'shared/',
  '#ui/': 'ui/',
  '#blocks/': 'blocks/',
}

/** What a module loads when it runs: value imports only (`import type` and dynamic imports load nothing). */
export function valueImportSpecifiers(source: string): string[] {
  return [...source.matchAll(/^import (?!type )[^;]*?from '([^']+)'|^import '([^']+)'/gms)].map(
    (match) => match[1] ?? match[2] ?? '',
  )
}

/** A specifier as a project file (relative to the repository), or null for a package. */
function projectFile(from: string, specifier: string): string | null {
  const alias = Object.keys(aliases).find((prefix) => specifier.startsWith(prefix))
  const path = alias
    ? join(aliases[alias] ?? '', specifier.slice(alias.length))
    : specifier.startsWith('.')
      ? join(dirname(from), specifier)
      : null
  // A folder of the same name (a pathless layout's `_document/` beside `_document.tsx`) is not a module.
  return path && statSync(join(root, path), { throwIfNoEntry: false })?.isFile()
    ? relative(root, join(root, path))
    : null
}

/**
 * Every project file the browser loads with `entries` (paths relative to the repository), following
 * value imports and stopping at `*.functions.ts`, whose browser build is a fetch stub.
 */
export function browserModulesFrom(entries: string[]): Set<string> {
  const reached = new Set<string>()
  const queue = [...entries]
  for (let file = queue.shift(); file !== undefined; file = queue.shift()) {
    if (reached.has(file)) continue
    reached.add(file)
    if (file.endsWith('.functions.ts')) continue
    for (const specifier of valueImportSpecifiers(readFileSync(join(root, file), 'utf8'))) {
      const imported = projectFile(file, specifier)
      if (imported) queue.push(imported)
    }
  }
  return reached
}
