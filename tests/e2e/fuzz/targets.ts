import { readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'

export type ServerFnTarget = { name: string; id: string; method: 'GET' | 'POST' }
export type ServerRouteTarget = { path: string; methods: string[] }

const filesUnder = (dir: string, suffix: string) =>
  readdirSync(dir, { recursive: true, encoding: 'utf8' })
    .filter((file) => file.endsWith(suffix))
    .map((file) => join(dir, file))

/** Every `export const name = createServerFn({ method })` in the source, by name. */
export function serverFnsInSource(): Map<string, 'GET' | 'POST'> {
  const found = new Map<string, 'GET' | 'POST'>()
  const declaration = /export const (\w+) = createServerFn\(\{ method: '(GET|POST)' \}\)/g
  for (const file of ['server-functions', 'blocks'].flatMap((dir) => filesUnder(dir, '.functions.ts')))
    for (const [, name = '', method] of readFileSync(file, 'utf8').matchAll(declaration))
      found.set(name, method === 'POST' ? 'POST' : 'GET')
  return found
}

/** The ids the built server answers at `/_serverFn/<id>`, from its function manifest. */
export function serverFnsInBuild(): Map<string, string> {
  const server = readFileSync('dist/server/server.js', 'utf8')
  const entry = /"([0-9a-f]{64})": \{\s*functionName: "(\w+)_createServerFn_handler"/g
  return new Map([...server.matchAll(entry)].map(([, id = '', name = '']) => [name, id]))
}

/** Every server route (`server: { handlers }`) in app/routes with the methods it declares. */
export function serverRoutesInSource(): ServerRouteTarget[] {
  const routes: ServerRouteTarget[] = []
  for (const file of filesUnder('app/routes', '.ts')) {
    const source = readFileSync(file, 'utf8')
    const path = source.match(/createFileRoute\('([^']+)'\)/)?.[1]
    if (!path || !/server:\s*\{/.test(source)) continue
    const methods = [...source.matchAll(/\b(GET|POST|PUT|PATCH|DELETE):/g)].map(([, method = '']) => method)
    const url = path.endsWith('/') || /\.\w+$/.test(path) ? path : `${path}/`
    routes.push({ path: url, methods: [...new Set(methods)] })
  }
  return routes.sort((a, b) => a.path.localeCompare(b.path))
}
