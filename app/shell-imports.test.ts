import { existsSync, readFileSync } from 'node:fs'
import { dirname, join, relative } from 'node:path'
import { fileURLToPath } from 'node:url'
import { describe, expect, it } from 'vitest'

const root = fileURLToPath(new URL('../', import.meta.url))
const aliases: Record<string, string> = {
  '~/': 'app/',
  '#server/': 'server-functions/',
  '#blocks/': 'blocks/',
}

/**
 * Files a module loads in the browser: value imports only (`import type` and dynamic imports load
 * nothing), and nothing behind a `*.functions.ts`, whose browser build is a fetch stub.
 */
function valueImports(file: string): string[] {
  if (file.endsWith('.functions.ts')) return []
  const source = readFileSync(join(root, file), 'utf8')
  return [...source.matchAll(/^import (?!type )[^;]*?from '([^']+)'|^import '([^']+)'/gms)].flatMap(
    (match) => {
      const specifier = match[1] ?? match[2] ?? ''
      const alias = Object.keys(aliases).find((prefix) => specifier.startsWith(prefix))
      const path = alias
        ? join(aliases[alias] ?? '', specifier.slice(alias.length))
        : specifier.startsWith('.')
          ? join(dirname(file), specifier)
          : null
      return path && existsSync(join(root, path)) ? [relative(root, join(root, path))] : []
    },
  )
}

function reachedFrom(entries: string[]): Set<string> {
  const reached = new Set<string>()
  const queue = [...entries]
  for (let file = queue.shift(); file !== undefined; file = queue.shift()) {
    if (reached.has(file)) continue
    reached.add(file)
    queue.push(...valueImports(file))
  }
  return reached
}

// What every marketing page runs before it can hydrate: the layout, the home page and the blocks.
const shell = reachedFrom(['app/routes/__root.tsx', 'app/routes/index.tsx', 'blocks/blocks-renderer.tsx'])

describe('the modules every page loads', () => {
  it('are found', () => {
    expect(shell).toContain('app/components/shell/header.tsx')
    expect(shell).toContain('app/components/auth/user-store.ts')
    expect(shell).toContain('app/components/ui/cms-image.tsx')
  })

  it('build no form or route-query schema: those load with the forms and the image route (decision 017)', () => {
    const schemas = [...shell].filter((file) => /\.schema\.ts$|\/image-params\.ts$/.test(file))
    expect(schemas).toEqual(['server-functions/plans/plan-name.schema.ts'])
  })
})
