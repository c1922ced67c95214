import { readdirSync, readFileSync, statSync } from 'node:fs'
import { join, relative } from 'node:path'
import { describe, expect, it } from 'vitest'

/**
 * The product's rules live in docs/product.md, which a reader of the repository can open. Comments
 * point at its sections; they never cite documents outside the repository (a specification's
 * section numbers, an issue tracker's numbers).
 */
const root = join(import.meta.dirname, '..')
const productDoc = 'docs/product.md'

/** Folders whose files are checked, and the single files beside them. */
const roots = [
  'app',
  'blocks',
  'domain',
  'ui',
  'server-functions',
  'shared',
  'mocks',
  'styles',
  'scripts',
  'tests',
  'cms/src',
  'cms/scripts',
]
const singleFiles = ['README.md', 'cms/README.md', 'docs/deploy.md', productDoc]
const skipped = new Set(['node_modules', 'styled-system', 'test-results', 'dist', '.output', '.tmp'])
const checked = /\.(ts|tsx|js|mjs|cjs|sh|md|json)$/

function filesUnder(folder: string): string[] {
  const found: string[] = []
  for (const name of readdirSync(join(root, folder))) {
    if (skipped.has(name)) continue
    const path = join(folder, name)
    if (statSync(join(root, path)).isDirectory()) found.push(...filesUnder(path))
    else if (checked.test(name)) found.push(path)
  }
  return found
}

const files = [...roots.flatMap(filesUnder), ...singleFiles]

// Built from parts so this file does not match itself.
const outsideReferences = [new RegExp(`\\b${'SP'}EC\\b`), new RegExp(`\\b${'[Ii]ss'}ue #?\\d+\\b`)]

/** GitHub's anchor for a heading: lower case, punctuation dropped, spaces to hyphens. */
function headingAnchor(heading: string): string {
  return heading
    .trim()
    .toLowerCase()
    .replace(/[^\p{L}\p{N}\s-]/gu, '')
    .replace(/\s/g, '-')
}

function anchorsOf(markdown: string): Set<string> {
  const headings = markdown.split('\n').filter((line) => /^#{1,6} /.test(line))
  return new Set(headings.map((line) => headingAnchor(line.replace(/^#+ /, ''))))
}

describe('references to the product rules', () => {
  it('checks the whole source tree', () => {
    expect(files.length).toBeGreaterThan(300)
  })

  it('never cites a specification section or an issue number', () => {
    const offending = files.flatMap((file) =>
      readFileSync(join(root, file), 'utf8')
        .split('\n')
        .map((line, index) => ({ line, at: `${relative(root, join(root, file))}:${index + 1}` }))
        .filter(({ line }) => outsideReferences.some((pattern) => pattern.test(line)))
        .map(({ at, line }) => `${at}: ${line.trim()}`),
    )
    expect(offending).toEqual([])
  })

  it('links only to sections docs/product.md has', () => {
    const anchors = anchorsOf(readFileSync(join(root, productDoc), 'utf8'))
    const links = files.flatMap((file) =>
      [...readFileSync(join(root, file), 'utf8').matchAll(/(?:docs\/)?product\.md#([\w-]+)/g)].map(
        (match) => ({ file, anchor: match[1] ?? '' }),
      ),
    )
    expect(links.length).toBeGreaterThan(40)
    expect(links.filter(({ anchor }) => !anchors.has(anchor))).toEqual([])
  })

  it('makes anchors the way GitHub does', () => {
    expect(headingAnchor('Sessions and cookies')).toBe('sessions-and-cookies')
    expect(headingAnchor('Sign-up')).toBe('sign-up')
    expect(headingAnchor('API lab')).toBe('api-lab')
  })
})
