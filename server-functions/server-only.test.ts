import { readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { browserModulesFrom } from '../scripts/value-imports.ts'

const root = join(import.meta.dirname, '..')

/** Every source file under `folder` (relative to the repository), tests and generated files included. */
const filesIn = (folder: string) =>
  readdirSync(join(root, folder), { recursive: true, encoding: 'utf8' })
    .filter((file) => /\.tsx?$/.test(file))
    .map((file) => `${folder}/${file}`)

const isTest = (file: string) => /\.test\.tsx?$/.test(file)
const serverOnly = /\.(server|functions)\.ts$/

/** A route with server handlers and no component (a JSON, text or XML answer): only the server runs it. */
const isServerRoute = (file: string) => {
  const source = readFileSync(join(root, file), 'utf8')
  return /\bserver:\s*\{/.test(source) && !/\bcomponent:/.test(source)
}

/**
 * What the browser runs: every component, island, page route and client-safe module, from which the
 * walk follows value imports. Server files among them (`*.server.ts`, server routes, the blocks'
 * build-time code and test helper) are left out: Start keeps them out of the browser build.
 */
const browserEntries = ['app/components', 'app/islands', 'app/routes', 'ui', 'domain', 'shared', 'blocks']
  .flatMap(filesIn)
  .filter(
    (file) =>
      !isTest(file) &&
      !/\.server\.tsx?$/.test(file) &&
      !file.startsWith('blocks/codegen/') &&
      !file.startsWith('blocks/strapi/') &&
      file !== 'blocks/test-render.tsx' &&
      !(file.startsWith('app/routes/') && isServerRoute(file)),
  )
  .concat(['app/router.tsx'])

describe('server-functions/ holds only server code', () => {
  it('names every file for where it runs: *.server.ts, *.functions.ts, or a test', () => {
    const misplaced = filesIn('server-functions').filter((file) => !serverOnly.test(file) && !isTest(file))
    expect(misplaced).toEqual([])
  })

  it('is never loaded by browser code, except *.functions.ts, which the build turns into calls', () => {
    expect(browserEntries).toContain('app/islands/islands.entry.ts')
    const loaded = [...browserModulesFrom(browserEntries)].filter(
      (file) => file.startsWith('server-functions/') && !file.endsWith('.functions.ts'),
    )
    expect(loaded).toEqual([])
  })
})
