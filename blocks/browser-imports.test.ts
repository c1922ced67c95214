import { readdirSync, readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'

const blocksDir = new URL('./', import.meta.url)
const read = (path: string) => readFileSync(new URL(path, blocksDir), 'utf8')

/** Every non-type import of a source file: `import { x } from '...'` (not `import type`). */
function valueImports(source: string): string[] {
  return [...source.matchAll(/^import (?!type )[^;]*?from '([^']+)'/gms)].map((match) => match[1] ?? '')
}

// Browser code must not load a schema: blocks are parsed once, on the server (decision 015).
const browserFiles = [
  'blocks-renderer.tsx',
  'block-components.ts',
  'block-types.ts',
  ...readdirSync(blocksDir, { withFileTypes: true })
    .filter((entry) => entry.isDirectory() && !['shared', 'strapi'].includes(entry.name))
    .flatMap((dir) =>
      readdirSync(new URL(`${dir.name}/`, blocksDir))
        .filter((file) => file.endsWith('.tsx') && !file.endsWith('.test.tsx'))
        .map((file) => `${dir.name}/${file}`),
    ),
]

describe('block components load no schema', () => {
  it('finds the components', () => {
    expect(browserFiles).toContain('hero/hero.tsx')
    expect(browserFiles.length).toBeGreaterThan(18)
  })

  for (const file of browserFiles) {
    it(`${file} imports schemas, the registry and zod as types only`, () => {
      const offending = valueImports(read(file)).filter((from) =>
        /(^|\/)(schema|registry|parse-blocks|define-block)\.ts$|^zod/.test(from),
      )
      expect(offending).toEqual([])
    })
  }
})
