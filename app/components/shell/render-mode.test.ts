import { readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { isAppPath } from '#domain/navigation/app-routes.ts'

const routesDir = join(import.meta.dirname, '../../routes')
const pages = readdirSync(routesDir, { recursive: true, encoding: 'utf8' })
  .filter((file) => file.endsWith('.tsx') && !file.endsWith('.test.tsx') && file !== '__root.tsx')
  .map((file) => {
    const source = readFileSync(join(routesDir, file), 'utf8')
    const path = /createFileRoute\('([^']+)'\)/.exec(source)?.[1] ?? ''
    return { file, path, document: /staticData:\s*\{[^}]*document: true/.test(source) }
  })
  // Server routes answer data, and the block catalogue is a developer's page outside both.
  .filter((page) => !page.path.startsWith('/api/') && page.path !== '/_blocks')

describe('one render mode per route', () => {
  it('finds the pages', () => {
    expect(pages.length).toBeGreaterThan(20)
  })

  it('flags every page outside the app routes as a document, and no app route', () => {
    for (const page of pages) expect(page.document, `${page.file} (${page.path})`).toBe(!isAppPath(page.path))
  })
})
