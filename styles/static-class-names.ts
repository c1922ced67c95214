import { type ESTree, parseSync, type Plugin } from 'vite'

/**
 * Panda's `css()` and recipe calls whose arguments are plain literals, replaced by the class names they
 * return, at build time: the islands then carry strings instead of Panda's style runtime (about 5 KB
 * gzip, plus the recipes' own). The stylesheet is unchanged, because Panda extracts it from the same
 * source. A call with anything computed in it stays a call, and the runtime with it.
 */
type Runtimes = Map<string, Map<string, (...styles: unknown[]) => unknown>>

/** Panda's generated runtime, run in Node: every function the two modules export, by import path. */
export async function loadPandaRuntime(): Promise<Runtimes> {
  const runtimes: Runtimes = new Map()
  for (const [path, file] of [
    ['styled-system/css', '../styled-system/css/index.mjs'],
    ['styled-system/recipes', '../styled-system/recipes/index.mjs'],
  ] as const) {
    const module: unknown = await import(new URL(file, import.meta.url).href)
    const calls = new Map<string, (...styles: unknown[]) => unknown>()
    for (const [name, value] of Object.entries(module ?? {}))
      if (typeof value === 'function') calls.set(name, (...styles) => Reflect.apply(value, undefined, styles))
    runtimes.set(path, calls)
  }
  return runtimes
}

const notStatic = Symbol('not static')
type Value = string | number | boolean | null | Value[] | { [key: string]: Value }

/** The value of a literal expression (objects, arrays, strings, numbers), or `notStatic`. */
export function staticValue(node: ESTree.Node): Value | typeof notStatic {
  switch (node.type) {
    case 'Literal':
      return typeof node.value === 'string' ||
        typeof node.value === 'number' ||
        typeof node.value === 'boolean' ||
        node.value === null
        ? node.value
        : notStatic
    case 'TemplateLiteral':
      return node.expressions.length === 0 && node.quasis[0]?.value.cooked != null
        ? node.quasis[0].value.cooked
        : notStatic
    case 'UnaryExpression': {
      const operand = staticValue(node.argument)
      return node.operator === '-' && typeof operand === 'number' ? -operand : notStatic
    }
    case 'ArrayExpression': {
      const items: Value[] = []
      for (const element of node.elements) {
        const item = element && element.type !== 'SpreadElement' ? staticValue(element) : notStatic
        if (item === notStatic) return notStatic
        items.push(item)
      }
      return items
    }
    case 'ObjectExpression': {
      const object: Record<string, Value> = {}
      for (const property of node.properties) {
        if (property.type !== 'Property' || property.kind !== 'init' || property.method || property.shorthand)
          return notStatic
        const key = property.computed ? staticValue(property.key) : keyName(property.key)
        const value = staticValue(property.value)
        if (typeof key !== 'string' || value === notStatic) return notStatic
        object[key] = value
      }
      return object
    }
    default:
      return notStatic
  }
}

function keyName(key: ESTree.Node): string | undefined {
  if (key.type === 'Identifier') return key.name
  if (key.type === 'Literal' && (typeof key.value === 'string' || typeof key.value === 'number'))
    return String(key.value)
  return undefined
}

/** The local names bound to Panda's runtime functions by the module's imports. */
function runtimeBindings(
  program: ESTree.Program,
  runtimes: Runtimes,
): Map<string, (...styles: unknown[]) => unknown> {
  const bindings = new Map<string, (...styles: unknown[]) => unknown>()
  for (const statement of program.body) {
    if (statement.type !== 'ImportDeclaration') continue
    const runtime = runtimes.get(String(statement.source.value))
    if (!runtime) continue
    for (const specifier of statement.specifiers) {
      if (specifier.type !== 'ImportSpecifier') continue
      const imported = keyName(specifier.imported)
      // cx() only joins strings at run time; it is not worth a transform.
      const call = imported && imported !== 'cx' ? runtime.get(imported) : undefined
      if (call) bindings.set(specifier.local.name, call)
    }
  }
  return bindings
}

/** Every node of the tree, depth first. */
function* walk(node: unknown): Generator<ESTree.Node> {
  if (Array.isArray(node)) {
    for (const item of node) yield* walk(item)
    return
  }
  if (typeof node !== 'object' || node === null || !('type' in node)) return
  if (isNode(node)) yield node
  for (const [key, child] of Object.entries(node)) if (key !== 'parent') yield* walk(child)
}

function isNode(value: object): value is ESTree.Node {
  return 'type' in value && typeof value.type === 'string' && 'start' in value && 'end' in value
}

/** The module's source with its static Panda calls replaced by their results, or null if it has none. */
export function resolveClassNames(
  id: string,
  code: string,
  runtimes: Runtimes,
  onComputed: (offset: number) => void = () => {},
): string | null {
  if (!code.includes('styled-system/')) return null
  // The parser picks TypeScript and JSX from the file's extension, which a query would hide.
  const { program } = parseSync(id.replace(/\?.*$/, ''), code)
  const bindings = runtimeBindings(program, runtimes)
  if (bindings.size === 0) return null
  const replacements: { start: number; end: number; text: string }[] = []
  for (const node of walk(program)) {
    if (node.type !== 'CallExpression' || node.callee.type !== 'Identifier') continue
    const call = bindings.get(node.callee.name)
    if (!call) continue
    const args = node.arguments.map((argument) =>
      argument.type === 'SpreadElement' ? notStatic : staticValue(argument),
    )
    if (args.includes(notStatic)) {
      onComputed(node.start)
      continue
    }
    const result = call(...args)
    replacements.push({ start: node.start, end: node.end, text: JSON.stringify(result) })
  }
  if (replacements.length === 0) return null
  // Nested calls (a recipe inside a css() argument) are never static, so ranges never overlap.
  let output = code
  for (const { start, end, text } of replacements.sort((a, b) => b.start - a.start))
    output = output.slice(0, start) + text + output.slice(end)
  return output
}

/** The islands' build: static Panda calls become their class names (see `resolveClassNames`). */
export function staticClassNames(): Plugin {
  let runtimes: Runtimes = new Map()
  return {
    name: 'pdfrest:static-class-names',
    enforce: 'pre',
    async buildStart() {
      runtimes = await loadPandaRuntime()
    },
    transform: {
      // A route's component is its own module (`…/apilab.tsx?tsr-split=component`), split off by the
      // router's plugin: without the query the API lab's page kept Panda's runtime (decision 058).
      filter: { id: /\/(app|blocks|styles|ui)\/[^?]*\.tsx?(\?tsr-split=[\w-]+)?$/ },
      handler(code, id) {
        // A computed call keeps Panda's runtime in the islands: said at build time, so it is noticed.
        const output = resolveClassNames(id, code, runtimes, (offset) => {
          const line = code.slice(0, offset).split('\n').length
          this.warn(`${id}:${line}: a Panda call with computed arguments keeps the style runtime`)
        })
        return output === null ? null : { code: output, map: null }
      },
    },
  }
}
