/**
 * How the code hangs together, in figures that can be compared before and after a redesign:
 *
 * - traces: the files a reader opens to follow three features, by the rule stated in
 *   scripts/feature-traces.ts. With `--traces`, the files whose code ran when the traces were run on
 *   the built site (scripts/measure-traces.ts); always, the estimate by imports (named entry files,
 *   runtime imports; types, shape-only schemas, constants, styles, UI primitives, mocks and other
 *   routes left out), with the plain transitive closure of the same entries beside it. A
 *   `*.functions.ts` wrapper is followed into its handler's modules: the server runs them.
 * - imports between top-level folders (tests and generated files left out) and the loops among them;
 * - the largest five files (generated files left out; with and without tests);
 * - duplicate pairs as `duplicates` reports them, when that command is on the PATH.
 *
 * It enforces two rules, and exits with 1, naming what breaks them, when one is broken: no import
 * circle among the files but the router's generated pair, and no component (app/components, blocks)
 * importing an island (app/islands). `--check` checks the rules alone (the test command's step).
 *
 * Usage: `node scripts/architecture-report.ts [--check] [--json] [--files] [--traces] [--root DIR]`. `--files`
 * lists each trace's files (and what it left out, with why); `--root` measures another checkout (e.g. a
 * `git worktree` of an older commit) with these rules, so figures before and after a change come from
 * one method; `--traces` needs a build with source maps there (scripts/measure-traces.ts). Reads the
 * sources; writes nothing.
 */
import { execFileSync } from 'node:child_process'
import { readFileSync } from 'node:fs'
import { join, relative, resolve } from 'node:path'
import ts from 'typescript'
import { featureTraces, foldersOf, walkTrace } from './feature-traces.ts'

const rootFlag = process.argv.indexOf('--root')
const root = resolve(rootFlag === -1 ? join(import.meta.dirname, '..') : (process.argv[rootFlag + 1] ?? '.'))

type Edge = { to: string; typeOnly: boolean }
export type ImportGraph = Map<string, Edge[]>

const isGenerated = (file: string) => /\.gen\.|^styled-system\//.test(file)
const isTest = (file: string) => /\.(test|spec)\.[tj]sx?$/.test(file) || file.startsWith('tests/')

/** The folder a file belongs to: its first path segment, or `(root)` for files beside package.json. */
export function topFolder(file: string): string {
  const slash = file.indexOf('/')
  return slash === -1 ? '(root)' : file.slice(0, slash)
}

function compilerSetup(): { options: ts.CompilerOptions; files: string[] } {
  const configPath = join(root, 'tsconfig.json')
  const config = ts.readConfigFile(configPath, (path) => ts.sys.readFile(path))
  const parsed = ts.parseJsonConfigFileContent(config.config, ts.sys, root, undefined, configPath)
  // Generated first-party modules stay in the graph (a page reaches its blocks through the generated
  // component map); they are left out of the folder counts and the largest files.
  const files = parsed.fileNames
    .map((file) => relative(root, file))
    .filter((file) => !file.startsWith('styled-system/'))
  return { options: parsed.options, files }
}

/** Every module specifier of a file, with whether only types are imported. */
export function specifiersOf(fileName: string, source: string): { specifier: string; typeOnly: boolean }[] {
  const sourceFile = ts.createSourceFile(fileName, source, ts.ScriptTarget.Latest, false)
  const found: { specifier: string; typeOnly: boolean }[] = []
  const visit = (node: ts.Node) => {
    if (ts.isImportDeclaration(node) && ts.isStringLiteral(node.moduleSpecifier)) {
      const clause = node.importClause
      const typeOnly =
        clause !== undefined &&
        (clause.isTypeOnly ||
          (clause.name === undefined &&
            clause.namedBindings !== undefined &&
            ts.isNamedImports(clause.namedBindings) &&
            clause.namedBindings.elements.length > 0 &&
            clause.namedBindings.elements.every((element) => element.isTypeOnly)))
      found.push({ specifier: node.moduleSpecifier.text, typeOnly })
    } else if (
      ts.isExportDeclaration(node) &&
      node.moduleSpecifier !== undefined &&
      ts.isStringLiteral(node.moduleSpecifier)
    ) {
      found.push({ specifier: node.moduleSpecifier.text, typeOnly: node.isTypeOnly })
    } else if (
      ts.isCallExpression(node) &&
      node.expression.kind === ts.SyntaxKind.ImportKeyword &&
      node.arguments[0] !== undefined &&
      ts.isStringLiteral(node.arguments[0])
    ) {
      found.push({ specifier: node.arguments[0].text, typeOnly: false })
    }
    ts.forEachChild(node, visit)
  }
  visit(sourceFile)
  return found
}

/** The first-party import graph of the TypeScript project (aliases resolved as the compiler does). */
export function importGraph(): ImportGraph {
  const { options, files } = compilerSetup()
  const known = new Set(files)
  const graph: ImportGraph = new Map()
  for (const file of files) {
    const absolute = join(root, file)
    const edges: Edge[] = []
    for (const { specifier, typeOnly } of specifiersOf(file, readFileSync(absolute, 'utf8'))) {
      const resolved = ts.resolveModuleName(specifier, absolute, options, ts.sys).resolvedModule
      if (!resolved || resolved.isExternalLibraryImport) continue
      const target = relative(root, resolved.resolvedFileName)
      if (known.has(target)) edges.push({ to: target, typeOnly })
    }
    graph.set(file, edges)
  }
  return graph
}

/** The files reached from `entry`: through runtime imports, and through any import. */
export function trace(graph: ImportGraph, entry: string): { runtime: string[]; all: string[] } {
  const reach = (follow: (edge: Edge) => boolean) => {
    const seen = new Set<string>([entry])
    const queue = [entry]
    for (let file = queue.shift(); file !== undefined; file = queue.shift()) {
      for (const edge of graph.get(file) ?? []) {
        if (follow(edge) && !seen.has(edge.to)) {
          seen.add(edge.to)
          queue.push(edge.to)
        }
      }
    }
    return [...seen].sort()
  }
  return { runtime: reach((edge) => !edge.typeOnly), all: reach(() => true) }
}

/**
 * The build configurations (`vite*.config.ts` beside package.json) that name one of `files` in a
 * string (a path or an import specifier): a reader of those files must open the config too.
 */
export function buildConfigsNaming(graph: ImportGraph, files: readonly string[]): string[] {
  const { options } = compilerSetup()
  const wanted = new Set(files)
  return [...graph.keys()]
    .filter((file) => /^vite[^/]*\.config\.ts$/.test(file))
    .filter((config) => {
      const absolute = join(root, config)
      const source = ts.createSourceFile(
        config,
        readFileSync(absolute, 'utf8'),
        ts.ScriptTarget.Latest,
        false,
      )
      let names = false
      const visit = (node: ts.Node) => {
        if (ts.isImportDeclaration(node)) return
        if (ts.isStringLiteral(node)) {
          const resolved = ts.resolveModuleName(node.text, absolute, options, ts.sys).resolvedModule
          const target = resolved ? relative(root, resolved.resolvedFileName) : node.text
          if (wanted.has(target)) names = true
        }
        ts.forEachChild(node, visit)
      }
      visit(source)
      return names
    })
    .sort()
}

/** Import statements from one top-level folder into another (tests and generated files left out). */
export function folderEdges(graph: ImportGraph): Map<string, number> {
  const counts = new Map<string, number>()
  for (const [file, edges] of graph) {
    if (isTest(file) || isGenerated(file)) continue
    for (const edge of edges) {
      const from = topFolder(file)
      const to = topFolder(edge.to)
      if (from === to || isTest(edge.to)) continue
      const key = `${from} -> ${to}`
      counts.set(key, (counts.get(key) ?? 0) + 1)
    }
  }
  return counts
}

/** Groups of nodes that reach each other (strongly connected, more than one node), by Tarjan; each sorted. */
export function stronglyConnected(next: ReadonlyMap<string, readonly string[]>): string[][] {
  let counter = 0
  const index = new Map<string, number>()
  const low = new Map<string, number>()
  const stack: string[] = []
  const onStack = new Set<string>()
  const groups: string[][] = []
  const connect = (node: string) => {
    index.set(node, counter)
    low.set(node, counter)
    counter += 1
    stack.push(node)
    onStack.add(node)
    for (const to of next.get(node) ?? []) {
      if (!index.has(to)) {
        connect(to)
        low.set(node, Math.min(low.get(node) ?? 0, low.get(to) ?? 0))
      } else if (onStack.has(to)) {
        low.set(node, Math.min(low.get(node) ?? 0, index.get(to) ?? 0))
      }
    }
    if (low.get(node) === index.get(node)) {
      const group: string[] = []
      for (let member = stack.pop(); member !== undefined; member = stack.pop()) {
        onStack.delete(member)
        group.push(member)
        if (member === node) break
      }
      if (group.length > 1) groups.push(group.sort())
    }
  }
  for (const node of [...next.keys()].sort()) if (!index.has(node)) connect(node)
  return groups
}

/** Groups of folders that reach each other (strongly connected, more than one folder). */
export function folderLoops(edges: Map<string, number>): string[][] {
  const next = new Map<string, string[]>()
  for (const key of edges.keys()) {
    const [from = '', to = ''] = key.split(' -> ')
    next.set(from, [...(next.get(from) ?? []), to])
    if (!next.has(to)) next.set(to, [])
  }
  return stronglyConnected(next)
}

/**
 * The one import circle allowed: TanStack Router's generated tree imports the route files and the
 * router, and router.tsx imports the tree (the generator's own pattern, rewritten on every build).
 */
const allowedCircles: readonly (readonly string[])[] = [['app/routeTree.gen.ts', 'app/router.tsx']]

/** One loop through a circle's files, from its first file back to it (the shortest, by imports within the circle). */
function loopThrough(graph: ImportGraph, members: readonly string[]): string[] {
  const inside = new Set(members)
  const [start = ''] = members
  const cameFrom = new Map<string, string>()
  const queue = [start]
  for (let file = queue.shift(); file !== undefined; file = queue.shift()) {
    for (const { to } of graph.get(file) ?? []) {
      if (!inside.has(to) || cameFrom.has(to)) continue
      cameFrom.set(to, file)
      if (to === start) {
        const loop = [start]
        for (let at = file; at !== start; at = cameFrom.get(at) ?? start) loop.unshift(at)
        return [start, ...loop]
      }
      queue.push(to)
    }
  }
  return [...members, start]
}

/**
 * The import circles among the files, each as one loop through it (type-only imports count: a circle
 * of types is one a reader untangles too), less the router's generated pair.
 */
export function importCircles(graph: ImportGraph): { files: string[]; loop: string[] }[] {
  const next = new Map([...graph].map(([file, edges]) => [file, edges.map((edge) => edge.to)]))
  return stronglyConnected(next)
    .filter((files) => !allowedCircles.some((allowed) => allowed.join('\n') === files.join('\n')))
    .map((files) => ({ files, loop: loopThrough(graph, files) }))
}

const isComponent = (file: string) => file.startsWith('app/components/') || file.startsWith('blocks/')

/**
 * Imports from a component (app/components, blocks) into the islands (app/islands). An island mounts
 * components, so the islands sit above them: what both sides share (markers, prop schemas, the
 * island names) lives with the components.
 */
export function componentsImportingIslands(graph: ImportGraph): string[] {
  return [...graph]
    .filter(([file]) => isComponent(file))
    .flatMap(([file, edges]) =>
      edges.filter((edge) => edge.to.startsWith('app/islands/')).map((edge) => `${file} -> ${edge.to}`),
    )
    .sort()
}

/** What breaks the two rules `npm run architecture` enforces, in words, or nothing. */
export function ruleViolations(graph: ImportGraph): string[] {
  return [
    ...importCircles(graph).map(
      ({ files, loop }) =>
        `import circle of ${files.length} files: ${loop.join(' -> ')}${files.length > loop.length - 1 ? ` (and ${files.filter((file) => !loop.includes(file)).join(', ')})` : ''}`,
    ),
    ...componentsImportingIslands(graph).map((edge) => `a component imports an island: ${edge}`),
  ]
}

/** Folder pairs that import each other directly, with the count each way. */
export function mutualPairs(edges: Map<string, number>): string[] {
  const pairs: string[] = []
  for (const [key, count] of edges) {
    const [from = '', to = ''] = key.split(' -> ')
    const back = edges.get(`${to} -> ${from}`)
    if (back !== undefined && from < to) pairs.push(`${from} <-> ${to} (${count} / ${back})`)
  }
  return pairs.sort()
}

function trackedSources(): string[] {
  const listed = execFileSync('git', ['ls-files', '--cached', '--others', '--exclude-standard'], {
    cwd: root,
    encoding: 'utf8',
  })
  return listed.split('\n').filter((file) => /\.(ts|tsx|js|mjs|cjs|css|sh)$/.test(file) && !isGenerated(file))
}

function largest(files: string[], count: number): { file: string; lines: number }[] {
  return files
    .map((file) => ({ file, lines: readFileSync(join(root, file), 'utf8').split('\n').length - 1 }))
    .sort((a, b) => b.lines - a.lines || a.file.localeCompare(b.file))
    .slice(0, count)
}

type Duplicates = { summary: string; pairs: number; formPairs: number } | { summary: string }

/** `duplicates` over the whole tree, and how many of its pairs join two files that build forms. */
function duplicates(): Duplicates {
  let output: string
  try {
    output = execFileSync('duplicates', ['--most', '200', '--seconds', '300'], {
      cwd: root,
      encoding: 'utf8',
    })
  } catch {
    return { summary: '`duplicates` is not on the PATH: not measured' }
  }
  const [summary = ''] = output.split('\n')
  const rows = [...output.matchAll(/^D\d+ (\S+?):\d+-\d+ ~ (\S+?):\d+-\d+/gm)]
  const buildsForms = (file: string) => /<SchemaForm\b/.test(readFileSync(join(root, file), 'utf8'))
  const formPairs = rows.filter(([, a = '', b = '']) => buildsForms(a) && buildsForms(b)).length
  const pairs = Number(summary.match(/^(\d+) pairs/)?.[1] ?? 0)
  return { summary, pairs, formPairs }
}

function report() {
  const graph = importGraph()
  const blockFolders = new Set(
    [...graph.keys()].flatMap((file) => /^blocks\/([^/]+)\/schema\.ts$/.exec(file)?.[1] ?? []),
  )
  const read = (file: string) => readFileSync(join(root, file), 'utf8')
  const traces = featureTraces.map((spec) => {
    const walked = walkTrace(graph, read, spec, blockFolders)
    const topFolders = (files: string[]) => [...new Set(files.map(topFolder))].sort()
    return {
      name: walked.name,
      // Each half walked alone, so a reader sees where the files sit (a file can be in both).
      halves: spec.halves.map((half) => ({
        ...half,
        files: walkTrace(graph, read, { ...spec, halves: [half] }, blockFolders).files.length,
      })),
      entries: walked.entries,
      missingEntries: walked.missingEntries,
      files: walked.files,
      folders: foldersOf(walked.files),
      topFolders: topFolders(walked.files),
      buildConfigs: walked.entries.some((file) => file.startsWith('app/islands/'))
        ? buildConfigsNaming(graph, walked.files)
        : [],
      leftOut: Object.fromEntries(walked.leftOut),
      generated: walked.generated,
      transitive: walked.transitive,
      transitiveFolders: foldersOf(walked.transitive),
    }
  })
  const edges = folderEdges(graph)
  const sources = trackedSources()
  return {
    rules: ruleViolations(graph),
    traces,
    folderEdges: Object.fromEntries([...edges].sort(([a], [b]) => a.localeCompare(b))),
    loops: folderLoops(edges),
    mutualPairs: mutualPairs(edges),
    largest: largest(sources, 5),
    largestWithoutTests: largest(
      sources.filter((file) => !isTest(file)),
      5,
    ),
    duplicates: duplicates(),
  }
}

const rulesTitle =
  "## Rules (enforced: no import circle but the router's generated pair; no component imports an island)"

/** The rules' section: each violation on its own line, or that there is none. */
function rulesLines(violations: readonly string[]): string[] {
  return [rulesTitle, ...(violations.length === 0 ? ['- kept'] : violations.map((line) => `- ${line}`))]
}

function print(result: ReturnType<typeof report>, listFiles: boolean) {
  const lines: string[] = [
    rootFlag === -1 ? '# Architecture report' : `# Architecture report of ${root}`,
    '',
    ...rulesLines(result.rules),
    '',
    '## Traces by imports (the files imports reach from named entries, by the rule in scripts/feature-traces.ts; `-- --traces` counts what runs)',
  ]
  for (const item of result.traces) {
    const configs = item.buildConfigs.length ? `, plus ${item.buildConfigs.join(', ')}` : ''
    lines.push(
      `- ${item.name}: ${item.files.length} files in ${item.folders.length} folders (${item.topFolders.length} top-level: ${item.topFolders.join(', ')})${configs}; transitive imports ${item.transitive.length} files in ${item.transitiveFolders.length} folders`,
    )
    for (const half of item.halves)
      lines.push(`  - ${half.where}: ${half.files} files from ${half.entries.join(', ')}`)
    if (item.missingEntries.length)
      lines.push(`  - entries not in this checkout: ${item.missingEntries.join(', ')}`)
    if (!listFiles) continue
    for (const file of item.files) lines.push(`  - ${file}`)
    for (const config of item.buildConfigs) lines.push(`  - ${config} (build config)`)
    lines.push('  - left out:')
    for (const [file, reason] of Object.entries(item.leftOut)) lines.push(`    - ${file}: ${reason}`)
    for (const file of item.generated) lines.push(`    - ${file}: generated (followed, not counted)`)
  }
  lines.push('', '## Imports between top-level folders (import statements; tests left out)')
  for (const [key, count] of Object.entries(result.folderEdges)) lines.push(`- ${key}: ${count}`)
  lines.push('', '## Loops between top-level folders')
  lines.push(
    result.loops.length === 0 ? '- none' : `- ${result.loops.map((group) => group.join(' / ')).join('\n- ')}`,
  )
  lines.push('', 'Folders importing each other directly (statements each way):')
  lines.push(result.mutualPairs.length === 0 ? '- none' : `- ${result.mutualPairs.join('\n- ')}`)
  lines.push('', '## Largest five files (lines; generated files left out)')
  for (const { file, lines: count } of result.largest) lines.push(`- ${count} ${file}`)
  lines.push('', 'Without tests:')
  for (const { file, lines: count } of result.largestWithoutTests) lines.push(`- ${count} ${file}`)
  lines.push('', '## Duplicates (`duplicates --most 200`)', `- ${result.duplicates.summary}`)
  if ('formPairs' in result.duplicates) {
    lines.push(`- pairs joining two files that build forms (the forms kit): ${result.duplicates.formPairs}`)
  }
  console.log(lines.join('\n'))
}

/** `--traces`: the three traces run for real and counted by the measured rule (scripts/measure-traces.ts). */
async function printMeasured(result: ReturnType<typeof report>, listFiles: boolean) {
  // Loaded only here: it starts servers and a browser, which the plain report never needs.
  const { measureTraces } = await import('./measure-traces.ts')
  const measured = await measureTraces(root)
  const lines = [
    '',
    '## Traces measured (files in which a function ran on the happy path, by the rule in scripts/feature-traces.ts)',
    '',
    "Each feature's own files, beyond the ground floor every feature stands on (the baselines below, each run for real);",
    'with the ground floor counted in, by imports and transitively beside.',
  ]
  const listOf = (files: readonly string[], leftOut: ReadonlyMap<string, string>) => {
    if (!listFiles) return
    for (const file of files) lines.push(`  - ${file}`)
    lines.push('  - ran, left out:')
    for (const [file, reason] of leftOut) lines.push(`    - ${file}: ${reason}`)
  }
  for (const item of measured.traces) {
    const walked = result.traces.find((trace) => trace.name === item.name)
    const whole = item.files.length + item.ground.length
    lines.push(
      `- ${item.name}: ${item.files.length} files in ${foldersOf(item.files).length} folders; with the ground floor ${whole}, by imports ${walked?.files.length ?? '?'}, transitive ${walked?.transitive.length ?? '?'}`,
    )
    for (const half of item.halves) lines.push(`  - ${half.where}: ${half.files.length} files`)
    listOf(item.files, item.leftOut)
    if (listFiles && item.ground.length > 0)
      lines.push(`  - on the ground floor (counted in its baseline): ${item.ground.join(', ')}`)
  }
  lines.push('', '### The ground floor (baselines)')
  for (const item of measured.baselines) {
    lines.push(`- ${item.name}: ${item.files.length} files in ${foldersOf(item.files).length} folders`)
    for (const half of item.halves) lines.push(`  - ${half.where}: ${half.files.length} files`)
    listOf(item.files, item.leftOut)
  }
  console.log(lines.join('\n'))
}

if (import.meta.main && process.argv.includes('--check')) {
  // The test command's step: the rules alone (the graph, a few seconds), failing when one is broken.
  const violations = ruleViolations(importGraph())
  console.log(rulesLines(violations).join('\n'))
  if (violations.length > 0) process.exitCode = 1
} else if (import.meta.main) {
  const result = report()
  if (result.rules.length > 0) process.exitCode = 1
  const measured = process.argv.includes('--traces')
  if (process.argv.includes('--json')) {
    const { measureTraces } = measured ? await import('./measure-traces.ts') : { measureTraces: undefined }
    const tracesMeasured = measureTraces
      ? await measureTraces(root).then(({ baselines, traces }) => {
          const plain = (trace: (typeof traces)[number]) => ({
            ...trace,
            leftOut: Object.fromEntries(trace.leftOut),
          })
          return { baselines: baselines.map(plain), traces: traces.map(plain) }
        })
      : undefined
    console.log(JSON.stringify({ ...result, tracesMeasured }, null, 2))
  } else {
    print(result, process.argv.includes('--files'))
    if (measured) await printMeasured(result, process.argv.includes('--files'))
  }
}
