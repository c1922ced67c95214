import { readdirSync, readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import { browserModulesFrom, valueImportSpecifiers } from '../scripts/value-imports.ts'

const blocksDir = new URL('./', import.meta.url)
const read = (path: string) => readFileSync(new URL(path, blocksDir), 'utf8')

// Browser code must not load a schema: blocks are parsed once, on the server (decision 015).
const browserFiles = [
  'blocks-renderer.tsx',
  'block-components.gen.ts',
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
    it(`${file} imports schemas, the registry, server modules and zod as types only`, () => {
      const offending = valueImportSpecifiers(read(file)).filter((from) =>
        /(^|\/)(schema|registry\.gen|define-block)\.ts$|\.server\.ts$|^zod/.test(from),
      )
      expect(offending).toEqual([])
    })
  }

  it('the renderer reaches no server module: load hooks stay in the server-only registry', () => {
    const reached = [...browserModulesFrom(['blocks/blocks-renderer.tsx'])]
    expect(reached).toContain('blocks/learning-list/learning-list.tsx')
    expect(reached.filter((file) => /\.server\.|(^|\/)schema\.ts$|registry/.test(file))).toEqual([])
  })
})
