import { readdirSync, readFileSync, statSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { tokens } from './tokens.ts'

const root = join(import.meta.dirname, '..')
const sourceFolders = ['app', 'ui', 'blocks', 'styles']

function sourceFiles(folder: string): string[] {
  return readdirSync(folder).flatMap((name) => {
    const path = join(folder, name)
    if (statSync(path).isDirectory()) return sourceFiles(path)
    return /\.tsx?$/.test(name) && !name.endsWith('.test.ts') && !name.endsWith('.test.tsx') ? [path] : []
  })
}

describe('z-index layers', () => {
  // Panda writes an unknown token name through as is, and `z-index: dropdown` is ignored by browsers.
  it('every named zIndex in the styles is a token', () => {
    const layers = Object.keys(tokens.zIndex ?? {})
    const named = sourceFolders
      .flatMap((folder) => sourceFiles(join(root, folder)))
      .flatMap((file) => [...readFileSync(file, 'utf8').matchAll(/zIndex:\s*'([^']+)'/g)].map((m) => m[1]))
    expect(named.length).toBeGreaterThan(0)
    expect(named.filter((name) => !layers.includes(name ?? ''))).toEqual([])
  })

  it('menus sit under the sticky header, dialogs above it and the loading bar on top', () => {
    const layers = new Map(
      Object.entries(tokens.zIndex ?? {}).map(([name, token]) => [name, Number(token.value)]),
    )
    const value = (name: string) => layers.get(name) ?? Number.NaN
    expect(value('dropdown')).toBeLessThan(value('sticky'))
    expect(value('sticky')).toBeLessThan(value('overlay'))
    expect(value('overlay')).toBeLessThan(value('modal'))
    expect(value('modal')).toBeLessThan(value('max'))
  })
})
