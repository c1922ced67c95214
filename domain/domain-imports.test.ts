import { readdirSync, readFileSync } from 'node:fs'
import { join, relative } from 'node:path'
import { describe, expect, it } from 'vitest'
import { specifiersOf } from '../scripts/architecture-report.ts'

const domainDir = import.meta.dirname
const sources = readdirSync(domainDir, { recursive: true, encoding: 'utf8' })
  .filter((file) => /\.tsx?$/.test(file) && !/\.test\.tsx?$/.test(file))
  .map((file) => join(domainDir, file))

// The domain runs in the browser and on the server alike and talks to no service: it imports other
// domain modules and validation only, never server code, mocks, the app or Node.
const allowed = (specifier: string) =>
  specifier.startsWith('./') || specifier.startsWith('../') || /^zod(\/mini)?$/.test(specifier)

describe('domain modules', () => {
  it('are found', () => {
    expect(sources.length).toBeGreaterThan(10)
  })

  it('import only the domain and zod', () => {
    const offending = sources.flatMap((file) =>
      specifiersOf(file, readFileSync(file, 'utf8'))
        .filter(({ specifier }) => !allowed(specifier) || /\.server\.|\.functions\./.test(specifier))
        .map(({ specifier }) => `${relative(domainDir, file)}: ${specifier}`),
    )
    expect(offending).toEqual([])
  })

  it('never climb out of domain/ with a relative import', () => {
    const escaping = sources.flatMap((file) =>
      specifiersOf(file, readFileSync(file, 'utf8'))
        .filter(({ specifier }) => specifier.startsWith('.'))
        .filter(({ specifier }) => relative(domainDir, join(file, '..', specifier)).startsWith('..'))
        .map(({ specifier }) => `${relative(domainDir, file)}: ${specifier}`),
    )
    expect(escaping).toEqual([])
  })
})
