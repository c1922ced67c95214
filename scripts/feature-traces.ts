import { existsSync } from 'node:fs'
import type { SourceMap } from 'node:module'
import { relative, resolve } from 'node:path'
import { fileURLToPath } from 'node:url'
import ts from 'typescript'

/**
 * The measuring rule of `npm run architecture`'s feature traces: count the files whose code runs on
 * the feature's happy path (default mocks, no Redis) and that a reader must open to understand it.
 *
 * Measured (`npm run architecture -- --traces`, scripts/measure-traces.ts; the rule's own words): the
 * trace is run for real on the built site with every service mocked and the memory store, and a file
 * counts when at least one of its functions ran (V8's precise coverage: the server through its
 * inspector, from just before the trace's first request, every server chunk loaded beforehand so
 * module set-up is not counted; the browser through Playwright, from the page's load). The top level
 * of a module never counts by itself; a function it calls while the module loads in the browser does.
 * Bundled code is traced to its file by the build's source maps (`functionsThatRan`, `filesThatRan`,
 * `originIn`). Of the files that ran, `measuredTrace` leaves out: tests; the files named `beside`;
 * generated files (`*.gen.*`, `dist/`); mocks (`mocks/`) and the Redis store; styles (`styled-system/`,
 * `styles/`, CSS, `*-styles.ts`, `*.recipe.ts`, or a module whose values are all class-name calls);
 * generic UI primitives (`ui/`, the form field components); and declarations only (`moduleKind`:
 * types, shape-only zod schemas, literal constants), which rarely run a function of their own. A
 * library (`node_modules/`) is never a file of the trace. Routes that ran count: the root route runs
 * for every page. What is left is then split (`baselines`, `TraceSpec.baseline`): a file that also ran
 * when a visit of the same kind was made without the feature (a page not found, an action refused by
 * its contract, a document or an app page loaded signed in) is the ground floor every feature stands on;
 * it is counted once, in that baseline's own trace, and each feature's figure is given without it and
 * with it.
 *
 * By imports (the plain `npm run architecture`, fast, no build): start from the trace's named entry files and follow runtime imports (an `import
 * type` edge is not followed). A file reached is left out, and not followed further, when it is
 * - a test;
 * - a route other than the traced one (`app/routes/…` not named as an entry): reached only through
 *   another address;
 * - on a page the trace draws from the CMS, a block folder the page does not use (the generated
 *   block maps list every block);
 * - named beside the trace: another feature on the same page;
 * - a mock (`mocks/`) or the Redis store (the happy path uses the memory store);
 * - a style: `styled-system/`, `styles/`, CSS, a `*-styles.ts` or `*.recipe.ts` module, or one that only
 *   builds class names (`css`, `cva`, `sva`);
 * - a generic UI primitive: `ui/`, and the form field components (`app/components/forms/*-field.tsx`,
 *   `*-input.tsx`, the submit button and the form alert);
 * - declarations only: types, shape-only zod schemas and literal constants (`moduleKind`).
 * A generated file (`*.gen.*`) is followed but not counted: nobody writes it. The islands' build
 * config counts too ("plus a build config") when the trace runs in an island (an entry in
 * `app/islands/`) and the config names one of the trace's files: it swaps modules the reader sees
 * imported.
 * An entry is always counted. An "opened" file is counted but not followed: the reader opens it for one
 * element (the header's Sign In button), its other imports belong to other features.
 */
export type TraceSpec = {
  /** What the trace follows, in the words of the issue that asked for it. */
  name: string
  /** The entry files of each half (browser, server), followed. */
  halves: { where: string; entries: string[] }[]
  /** Counted, not followed. */
  opened?: string[]
  /** Other features on the same page: left out. */
  beside?: string[]
  /** The block folders the traced CMS page uses (the mocked CMS's fixture); others are left out. */
  pageBlocks?: string[]
  /**
   * Measured only: for each half that ran (`browser`, `server`), the visit of the same kind whose files
   * are the ground every feature stands on, left out of this trace and counted once as its own trace.
   */
  baseline?: Partial<Record<'browser' | 'server', BaselineName[]>>
}

/**
 * The ground floor of every feature (measured only, scripts/measure-traces.ts): what a visit of one
 * kind runs whatever the feature, so a reader opens it once, not once per feature, as a feature counted
 * by hand leaves out its framework's server, pipeline and root layout (decision 059). Each is run for
 * real and printed as a trace of its own, and each feature trace also gives its figure with them
 * counted in.
 */
export const baselines = {
  page: 'every page: the request pipeline, the router and the shell, as a page not found (GET /no/such/page/) runs them',
  action:
    "every action: its route's method table, the same-site check, the body's read and the contract's check, as a support request refused by its contract runs them",
  'signed-in document':
    "every document a signed-in visitor opens: the loader, the islands' runtime and the header island and the visitor root it starts (who is signed in, the modals' slot, the toasts), as / loaded signed in runs them until its Account menu opens",
  'app page':
    "every app page: the app shell and the signed-in session, as /apilab/ loaded signed in runs them until its code shows the customer's key",
} as const

export type BaselineName = keyof typeof baselines

/** The blocks of the mocked CMS's pricing page, in its order (a unit test keeps them so). */
export const pricingPageBlocks = ['hero', 'pricing-table', 'faq', 'cta-banner', 'media', 'signup-cta']

export const featureTraces: TraceSpec[] = [
  {
    name: 'sign-in, from a click on Sign In on a document to the session cookie',
    halves: [
      {
        where: 'browser',
        entries: [
          // The inline loader holds the first click and loads the auth island.
          'app/components/shell/island-loader-script.ts',
          'app/islands/auth.island.tsx',
        ],
      },
      { where: 'server', entries: ['app/routes/api/auth/sign-in.ts'] },
    ],
    opened: ['app/components/shell/header.tsx', 'app/islands/islands.entry.ts'],
    // Reached from the same modal and island, for sign-up, recovery and the signed-in header; the
    // code sample's key, which a signed-in visitor's page fills in as the dialog closes.
    beside: [
      'app/components/auth/sign-up-panel.tsx',
      'app/components/auth/password-reset-view.tsx',
      'app/islands/header.island.tsx',
      'app/islands/sample-key.island.ts',
      'blocks/code-sample/sample-key.ts',
      'app/routes/api/api-key.ts',
    ],
    baseline: { browser: ['signed-in document'], server: ['page', 'action'] },
  },
  {
    name: 'GET /pricing/ rendered from the CMS, on the server',
    halves: [
      {
        where: 'server',
        entries: [
          'scripts/serve.ts',
          'app/server.ts',
          'app/start.ts',
          'app/router.tsx',
          'app/routes/_document/{-$slug}.tsx',
        ],
      },
    ],
    pageBlocks: pricingPageBlocks,
    baseline: { server: ['page'] },
  },
  {
    name: 'a plan upgrade, from /account/ to the billing call',
    halves: [
      {
        where: 'browser, and the page on the server (its loader)',
        entries: ['app/routes/_app/account.tsx'],
      },
      { where: 'server', entries: ['app/routes/api/plan/change.ts'] },
    ],
    // The API key card (and the route it reads the key from, as the page settles) and the usage meter.
    beside: [
      'app/components/account/api-key-card.tsx',
      'app/routes/api/api-key.ts',
      'app/components/account/usage-meter.tsx',
    ],
    // The page offers the plans of the CMS's pricing page.
    pageBlocks: pricingPageBlocks,
    baseline: { browser: ['app page'], server: ['app page', 'action'] },
  },
]

export type ModuleKind = 'code' | 'declarations' | 'style'

const zodModules = new Set(['zod', 'zod/mini', 'zod/v4', 'zod/v4-mini'])
const styleModules = /(^|\/)styled-system\/(css|patterns|recipes|jsx)/

/**
 * What a module holds, from its top-level statements:
 * - `style`: every value it declares builds class names (a call of literals to Panda's `css`, `cva`,
 *   `sva` or a recipe, imported from `styled-system/`);
 * - `declarations`: types, shape-only zod schemas (`z.…` calls whose arguments are literals or other
 *   schemas, never a function: a `.refine(fn)` or `.transform(fn)` is code) and literal constants;
 * - `code`: anything else (a function, a class, a statement that runs, a call of anything but zod).
 */
export function moduleKind(fileName: string, source: string): ModuleKind {
  const file = ts.createSourceFile(fileName, source, ts.ScriptTarget.Latest, false)
  const zodNames = new Set<string>()
  const styleNames = new Set<string>()
  for (const statement of file.statements) {
    if (!ts.isImportDeclaration(statement) || !ts.isStringLiteral(statement.moduleSpecifier)) continue
    const from = statement.moduleSpecifier.text
    const bindings = statement.importClause?.namedBindings
    const names = [
      ...(statement.importClause?.name ? [statement.importClause.name.text] : []),
      ...(bindings && ts.isNamespaceImport(bindings) ? [bindings.name.text] : []),
      ...(bindings && ts.isNamedImports(bindings)
        ? bindings.elements.map((element) => element.name.text)
        : []),
    ]
    if (zodModules.has(from)) for (const name of names) zodNames.add(name)
    if (styleModules.test(from)) for (const name of names) styleNames.add(name)
  }

  let values = 0
  let styles = 0
  const rootName = (expression: ts.Expression): string | undefined => {
    if (ts.isIdentifier(expression)) return expression.text
    if (ts.isPropertyAccessExpression(expression)) return rootName(expression.expression)
    if (ts.isCallExpression(expression)) return rootName(expression.expression)
    return undefined
  }
  const inert = (node: ts.Expression): boolean => {
    if (
      ts.isStringLiteral(node) ||
      ts.isNumericLiteral(node) ||
      ts.isNoSubstitutionTemplateLiteral(node) ||
      ts.isBigIntLiteral(node) ||
      ts.isRegularExpressionLiteral(node) ||
      ts.isIdentifier(node) ||
      node.kind === ts.SyntaxKind.TrueKeyword ||
      node.kind === ts.SyntaxKind.FalseKeyword ||
      node.kind === ts.SyntaxKind.NullKeyword
    )
      return true
    if (ts.isPrefixUnaryExpression(node)) return inert(node.operand)
    if (ts.isPropertyAccessExpression(node)) return inert(node.expression)
    if (ts.isAsExpression(node) || ts.isSatisfiesExpression(node) || ts.isParenthesizedExpression(node))
      return inert(node.expression)
    if (ts.isTemplateExpression(node)) return node.templateSpans.every((span) => inert(span.expression))
    if (ts.isArrayLiteralExpression(node))
      return node.elements.every((element) =>
        ts.isSpreadElement(element) ? inert(element.expression) : inert(element),
      )
    if (ts.isObjectLiteralExpression(node))
      return node.properties.every(
        (property) =>
          (ts.isPropertyAssignment(property) &&
            (!ts.isComputedPropertyName(property.name) || inert(property.name.expression)) &&
            inert(property.initializer)) ||
          ts.isShorthandPropertyAssignment(property) ||
          (ts.isSpreadAssignment(property) && inert(property.expression)),
      )
    if (ts.isCallExpression(node)) {
      const root = rootName(node.expression)
      const isZod = root !== undefined && zodNames.has(root)
      const isStyle = root !== undefined && styleNames.has(root)
      if (!isZod && !isStyle) return false
      if (ts.isPropertyAccessExpression(node.expression) && !inert(node.expression.expression)) return false
      return node.arguments.every((argument) => inert(argument))
    }
    return false
  }
  const isStyleCall = (node: ts.Expression): boolean => {
    const inner = ts.isAsExpression(node) || ts.isSatisfiesExpression(node) ? node.expression : node
    if (!ts.isCallExpression(inner)) return false
    const root = rootName(inner.expression)
    return root !== undefined && styleNames.has(root)
  }

  for (const statement of file.statements) {
    if (
      ts.isImportDeclaration(statement) ||
      ts.isTypeAliasDeclaration(statement) ||
      ts.isInterfaceDeclaration(statement) ||
      ts.isExportDeclaration(statement) ||
      ts.isEmptyStatement(statement)
    )
      continue
    if (
      ts.isModuleDeclaration(statement) &&
      statement.modifiers?.some((m) => m.kind === ts.SyntaxKind.DeclareKeyword)
    )
      continue
    if (ts.isVariableStatement(statement)) {
      if (!(statement.declarationList.flags & ts.NodeFlags.Const)) return 'code'
      for (const declaration of statement.declarationList.declarations) {
        if (!declaration.initializer || !inert(declaration.initializer)) return 'code'
        values += 1
        if (isStyleCall(declaration.initializer)) styles += 1
      }
      continue
    }
    if (ts.isExportAssignment(statement)) {
      if (!inert(statement.expression)) return 'code'
      values += 1
      if (isStyleCall(statement.expression)) styles += 1
      continue
    }
    return 'code'
  }
  return values > 0 && styles === values ? 'style' : 'declarations'
}

/**
 * Why a file on a trace is left out, or undefined when a reader must open it. `measured`: the file's
 * code ran on the path, so a route that ran (the root, a layout) is not "another route".
 */
export function leftOutBecause(
  file: string,
  source: string,
  spec: TraceSpec,
  blockFolders: ReadonlySet<string>,
  measured = false,
): string | undefined {
  if (/\.(test|spec)\.[tj]sx?$/.test(file) || file.startsWith('tests/')) return 'test'
  if (spec.beside?.includes(file)) return 'another feature on the same page'
  if (/\.gen\./.test(file) || file.startsWith('dist/')) return 'generated'
  if (!measured && file.startsWith('app/routes/')) return 'another route'
  const block = /^blocks\/([^/]+)\//.exec(file)?.[1]
  if (spec.pageBlocks && block !== undefined && blockFolders.has(block) && !spec.pageBlocks.includes(block))
    return 'a block the page does not use'
  if (file.startsWith('mocks/')) return 'mock'
  if (/(^|\/)redis-store\.server\.ts$/.test(file))
    return 'the Redis store (the happy path uses the memory store)'
  if (/^(styled-system|styles)\//.test(file) || /\.css$/.test(file) || /(-styles|\.recipe)\.tsx?$/.test(file))
    return 'style'
  if (
    file.startsWith('ui/') ||
    /^app\/components\/forms\/([^/]+-(field|input)|submit-button|form-alert)\.tsx$/.test(file)
  )
    return 'generic UI primitive'
  const kind = moduleKind(file, source)
  if (kind === 'style') return 'style'
  if (kind === 'declarations') return 'types, shape-only schemas or constants'
  return undefined
}

export type TraceEdges = ReadonlyMap<string, readonly { to: string; typeOnly: boolean }[]>

export type TraceResult = {
  name: string
  entries: string[]
  missingEntries: string[]
  /** The files a reader opens, sorted. */
  files: string[]
  /** Reached and left out, with the reason. */
  leftOut: Map<string, string>
  /** Generated files followed, not counted. */
  generated: string[]
  /** The plain transitive closure over runtime imports from the same entries. */
  transitive: string[]
}

/** Walks one trace by the rule, over `graph`, reading each reached file's source with `read`. */
export function walkTrace(
  graph: TraceEdges,
  read: (file: string) => string,
  spec: TraceSpec,
  blockFolders: ReadonlySet<string>,
): TraceResult {
  const named = [...spec.halves.flatMap((half) => half.entries), ...(spec.opened ?? [])]
  const entries = named.filter((file) => graph.has(file))
  const opened = new Set(spec.opened ?? [])
  const counted = new Set<string>()
  const leftOut = new Map<string, string>()
  const generated = new Set<string>()
  const seen = new Set(entries)
  const queue = [...entries]
  for (let file = queue.shift(); file !== undefined; file = queue.shift()) {
    const isGenerated = /\.gen\./.test(file)
    if (!entries.includes(file) && !(isGenerated && !file.startsWith('app/routes/'))) {
      const reason = leftOutBecause(file, read(file), spec, blockFolders)
      if (reason) {
        leftOut.set(file, reason)
        continue
      }
    }
    if (isGenerated) generated.add(file)
    else counted.add(file)
    if (opened.has(file)) continue
    for (const edge of graph.get(file) ?? []) {
      if (edge.typeOnly || seen.has(edge.to)) continue
      seen.add(edge.to)
      queue.push(edge.to)
    }
  }
  const transitive = new Set(entries)
  const closure = [...entries]
  for (let file = closure.shift(); file !== undefined; file = closure.shift()) {
    for (const edge of graph.get(file) ?? []) {
      if (edge.typeOnly || transitive.has(edge.to)) continue
      transitive.add(edge.to)
      closure.push(edge.to)
    }
  }
  return {
    name: spec.name,
    entries,
    missingEntries: named.filter((file) => !graph.has(file)),
    files: [...counted].sort(),
    leftOut: new Map([...leftOut].sort(([a], [b]) => a.localeCompare(b))),
    generated: [...generated].sort(),
    transitive: [...transitive].sort(),
  }
}

/** The folders (directories) the files sit in. */
export function foldersOf(files: readonly string[]): string[] {
  return [
    ...new Set(files.map((file) => (file.includes('/') ? file.slice(0, file.lastIndexOf('/')) : '.'))),
  ].sort()
}

/** One script's V8 function coverage, as Node's inspector and Playwright's `page.coverage` report it. */
export type ScriptCoverage = {
  url: string
  functions: { functionName: string; ranges: { startOffset: number; endOffset: number; count: number }[] }[]
}

/**
 * The start offsets of the functions that ran in a script, its top level left out: V8 reports the
 * top level as an unnamed function at offset 0 (in a bundle it holds every module's top level).
 */
export function functionsThatRan(script: ScriptCoverage): number[] {
  return script.functions.flatMap(({ functionName, ranges: [whole] }) =>
    whole === undefined || whole.count === 0 || (functionName === '' && whole.startOffset === 0)
      ? []
      : [whole.startOffset],
  )
}

/**
 * The files of the repository in which at least one function ran: `locate` names the source file of an
 * offset in a script (through its source map for a bundle), or undefined for code that is not ours
 * (a library, the bundler's runtime).
 */
export function filesThatRan(
  scripts: readonly ScriptCoverage[],
  locate: (url: string, offset: number) => string | undefined,
): Set<string> {
  const files = new Set<string>()
  for (const script of scripts) {
    for (const offset of functionsThatRan(script)) {
      const file = locate(script.url, offset)
      if (file !== undefined) files.add(file)
    }
  }
  return files
}

/** The line and column (both from 0) of an offset in a text, as a source map counts them. */
export function lineAndColumn(text: string, offset: number): { line: number; column: number } {
  let line = 0
  let lineStart = 0
  for (
    let index = text.indexOf('\n');
    index !== -1 && index < offset;
    index = text.indexOf('\n', index + 1)
  ) {
    line += 1
    lineStart = index + 1
  }
  return { line, column: offset - lineStart }
}

/** A script as it ran, with the source map that names its sources (none when the script is a source). */
export type Mapped = { text: string; map: SourceMap | undefined; mapDir: string }

/** A file of `root` (relative), or undefined for a library, the bundler's runtime or a virtual module. */
export function oursIn(root: string, path: string): string | undefined {
  const file = relative(root, path)
  return file.startsWith('..') || file.includes('node_modules/') || !existsSync(path) ? undefined : file
}

/** The source file of an offset in a script: through its source map, or the script itself. */
export function originIn(root: string, script: Mapped, path: string, offset: number): string | undefined {
  if (!script.map) return oursIn(root, path)
  const { line, column } = lineAndColumn(script.text, offset)
  const origin = script.map.findEntry(line, column)
  if (!('originalSource' in origin) || !origin.originalSource) return undefined
  const source = origin.originalSource.startsWith('file://')
    ? fileURLToPath(origin.originalSource)
    : resolve(script.mapDir, origin.originalSource)
  return oursIn(root, source)
}

export type MeasuredTrace = {
  name: string
  /** Each half's files by the rule. */
  halves: { where: string; files: string[] }[]
  /** The files a reader opens: every half's, sorted. */
  files: string[]
  /** Files the rule counts that also ran on the half's baseline (`baselines`): the ground floor, sorted. */
  ground: string[]
  /** Ran, and left out, with the reason. */
  leftOut: Map<string, string>
}

/** The files each baseline ran, by half: `ground(name, where)`. */
export type Ground = (name: BaselineName, where: string) => ReadonlySet<string> | undefined

/**
 * A trace by the measured rule: the files whose code ran in each half (`ran`, from `filesThatRan`),
 * less the files left out by `leftOutBecause` (tests, other features on the page, generated files,
 * mocks, the Redis store, styles, generic UI primitives, declarations only), less the files that also
 * ran on the half's baseline (`ground`, when given), which are kept apart in `ground`.
 */
export function measuredTrace(
  spec: TraceSpec,
  ran: readonly { where: string; files: ReadonlySet<string> }[],
  read: (file: string) => string,
  ground?: Ground,
): MeasuredTrace {
  const leftOut = new Map<string, string>()
  const onGround = new Set<string>()
  const halves = ran.map(({ where, files }) => {
    const names = (where === 'browser' || where === 'server' ? spec.baseline?.[where] : undefined) ?? []
    const floors = names.flatMap((name) => ground?.(name, where) ?? [])
    return {
      where,
      files: [...files]
        .filter((file) => {
          const reason = leftOutBecause(file, read(file), spec, new Set(), true)
          if (reason) leftOut.set(file, reason)
          if (reason === undefined && floors.some((floor) => floor.has(file))) {
            onGround.add(file)
            return false
          }
          return reason === undefined
        })
        .sort(),
    }
  })
  const files = [...new Set(halves.flatMap((half) => half.files))].sort()
  return {
    name: spec.name,
    halves,
    files,
    // A file on one half's ground that another half needs for the feature is the feature's.
    ground: [...onGround].filter((file) => !files.includes(file)).sort(),
    leftOut: new Map([...leftOut].sort(([a], [b]) => a.localeCompare(b))),
  }
}
