import { readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'

/** The site's own source, tests left out. */
function sources(roots: string[]): { path: string; text: string }[] {
  return roots.flatMap((root) =>
    readdirSync(root, { recursive: true, encoding: 'utf8' })
      .filter((path) => /\.tsx?$/.test(path) && !/\.test\.tsx?$/.test(path) && !path.endsWith('.gen.ts'))
      .map((path) => ({ path: join(root, path), text: readFileSync(join(root, path), 'utf8') })),
  )
}

/** Each `createServerFn(…)` in the source, with its options as written. */
function serverFunctionDeclarations(): { path: string; options: string }[] {
  return sources(['server-functions', 'blocks', 'app']).flatMap(({ path, text }) =>
    [...text.matchAll(/createServerFn\(([^)]*)\)/g)].map(([, options = '']) => ({ path, options })),
  )
}

describe('one way to the server for each action (docs/decisions/051, 056)', () => {
  it('changes nothing through a server function: each one is a read (GET) for a page', () => {
    const declared = serverFunctionDeclarations()
    expect(declared.length).toBeGreaterThan(10)
    const notReads = declared
      .filter(({ options }) => options.replace(/\s+/g, ' ').trim() !== "{ method: 'GET' }")
      .map(({ path, options }) => `${path}: createServerFn(${options})`)
    expect(notReads).toEqual([])
  })

  it('calls no server function from browser code for an action (useServerFn), only from page loads', () => {
    const callers = sources(['app', 'blocks', 'ui', 'shared', 'domain'])
      .filter(({ text }) => /\buseServerFn\b/.test(text))
      .map(({ path }) => path)
    expect(callers).toEqual([])
  })

  it('lets the browser call /api/ only through the one client', () => {
    const callers = sources(['app', 'blocks', 'ui', 'shared'])
      .filter(({ path }) => path !== 'shared/api/client.ts')
      .filter(({ text }) => /fetch\(\s*[`'"]\/api\//.test(text) || /fetch\(\s*\w+\.path\b/.test(text))
      .map(({ path }) => path)
    expect(callers).toEqual([])
    expect(readFileSync('shared/api/client.ts', 'utf8')).toMatch(/fetch\(`?(\$\{)?contract\.path/)
  })

  it('checks each browser action at its route with the schema its client sends', () => {
    const declared = sources(['shared/api/actions']).flatMap(({ text }) => [
      ...text.matchAll(/export const (\w+Action) = apiAction\(\{\s*path: '([^']+)'/g),
    ])
    expect(declared.length).toBeGreaterThanOrEqual(16)
    for (const [, name = '', path = ''] of declared) {
      const file = `app/routes${path.replace(/\/$/, '')}.ts`
      const route = readFileSync(file, 'utf8')
      // A route that hands its request to a server module (the lab's streamed upload) is checked there:
      // by the contract's input, or by the schema that input is (`input: labRunInputSchema`).
      const handlers = [...route.matchAll(/from '#server\/([^']+)'/g)].map(([, module = '']) =>
        readFileSync(`server-functions/${module}`, 'utf8'),
      )
      const contract = sources(['shared/api/actions']).find(({ text }) => text.includes(`const ${name} =`))
      const schema = new RegExp(`const ${name} = apiAction\\(\\{[^}]*?input: (\\w+)`).exec(
        contract?.text ?? '',
      )?.[1]
      const checks = [`${name}.input`, ...(schema ? [schema] : [])]
      expect(
        [route, ...handlers].some((text) => checks.some((check) => text.includes(check))),
        `${file} parses its body with ${name}.input`,
      ).toBe(true)
    }
  })

  it('swaps no module in the islands build: islands import the same client as the app', () => {
    const config = readFileSync('vite.islands.config.ts', 'utf8')
    expect(config).not.toMatch(/['"][^'"]*\.functions\.ts['"]\s*:/)
    expect(config).not.toMatch(/['"]@tanstack\/react-start['"]\s*:/)
  })
})
