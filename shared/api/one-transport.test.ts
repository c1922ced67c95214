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

/** Names a module imports from server-only modules (`*.server.ts`), namespace members included. */
function serverNamesUsed(text: string): Set<string> {
  const names = new Set<string>()
  for (const [, list = ''] of text.matchAll(/import \{([^}]*)\} from '[^']*\.server\.ts'/g))
    for (const part of list.split(','))
      names.add(
        part
          .replace(/^\s*type\s+/, '')
          .split(' as ')[0]
          ?.trim() ?? '',
      )
  for (const [, namespace = ''] of text.matchAll(/import \* as (\w+) from '[^']*\.server\.ts'/g))
    for (const [, member = ''] of text.matchAll(new RegExp(`\\b${namespace}\\.(\\w+)`, 'g')))
      names.add(member)
  names.delete('')
  return names
}

/**
 * Plumbing every entry point shares (who is signed in, the client's address, the answer's envelope):
 * reaching it from two places is not a second way to do the same thing.
 */
const plumbing = new Set([
  'readSession',
  'settleOutcome',
  'clientAddress',
  'clientIp',
  'handleJsonPost',
  'apiHandlers',
  'PERSONAL_HEADERS',
  'publicUser',
  'siteIsHttps',
])

/** Each state-changing server function, with the server flows its handler calls. */
function postServerFunctions(): { name: string; flows: string[] }[] {
  return sources(['server-functions', 'blocks'])
    .filter(({ path }) => path.endsWith('.functions.ts'))
    .flatMap(({ text }) => {
      const imported = serverNamesUsed(text)
      return text
        .split(/(?=^export const )/m)
        .map((block) => ({
          block,
          name: /^export const (\w+) = createServerFn\(\{ method: 'POST' \}\)/.exec(block)?.[1],
        }))
        .filter((entry): entry is { block: string; name: string } => entry.name !== undefined)
        .map(({ block, name }) => ({
          name,
          flows: [...imported].filter(
            (flow) => !plumbing.has(flow) && new RegExp(`\\b${flow}\\b`).test(block),
          ),
        }))
    })
}

/** The server flows each `/api/…` route calls. */
function apiRouteFlows(): Map<string, string[]> {
  return new Map(
    sources(['app/routes/api'])
      .filter(({ path }) => !path.includes('/mocks/'))
      .map(({ path, text }) => [path, [...serverNamesUsed(text)].filter((flow) => !plumbing.has(flow))]),
  )
}

describe('one way to the server for each action (docs/decisions/047)', () => {
  it('reaches no server flow from both a server function and an /api/ route', () => {
    const routeFlows = apiRouteFlows()
    const twins = postServerFunctions().flatMap(({ name, flows }) =>
      [...routeFlows].flatMap(([route, used]) =>
        flows.filter((flow) => used.includes(flow)).map((flow) => `${name} and ${route} both call ${flow}`),
      ),
    )
    expect(twins).toEqual([])
  })

  it('finds the flows it compares (the check above is not vacuous)', () => {
    expect(apiRouteFlows().get('app/routes/api/auth/sign-in.ts')).toContain('signIn')
    expect(postServerFunctions().find(({ name }) => name === 'updateAdminUser')?.flows).toContain(
      'updateUser',
    )
  })

  it('lets the browser call /api/ only through the one client', () => {
    const callers = sources(['app', 'blocks', 'ui', 'shared'])
      .filter(({ path }) => path !== 'shared/api/client.ts')
      .filter(({ text }) => /fetch\(\s*[`'"]\/api\//.test(text) || /fetch\(\s*\w+\.path\b/.test(text))
      .map(({ path }) => path)
    expect(callers).toEqual([])
    expect(readFileSync('shared/api/client.ts', 'utf8')).toMatch(/fetch\(contract\.path/)
  })

  it('checks each browser action at its route with the schema its client sends', () => {
    const declared = sources(['shared/api/actions']).flatMap(({ text }) => [
      ...text.matchAll(/export const (\w+Action) = apiAction\(\{\s*path: '([^']+)'/g),
    ])
    expect(declared.length).toBeGreaterThanOrEqual(11)
    for (const [, name = '', path = ''] of declared) {
      const file = `app/routes${path.replace(/\/$/, '')}.ts`
      expect(readFileSync(file, 'utf8'), `${file} parses its body with ${name}.input`).toContain(
        `${name}.input`,
      )
    }
  })

  it('swaps no module in the islands build: islands import the same client as the app', () => {
    const config = readFileSync('vite.islands.config.ts', 'utf8')
    expect(config).not.toMatch(/['"][^'"]*\.functions\.ts['"]\s*:/)
    expect(config).not.toMatch(/['"]@tanstack\/react-start['"]\s*:/)
  })
})
