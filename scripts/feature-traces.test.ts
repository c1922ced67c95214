import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { SourceMap } from 'node:module'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, describe, expect, it } from 'vitest'
import { pageDocuments } from '#mocks/fixtures/pages.ts'
import {
  baselines,
  featureTraces,
  filesThatRan,
  foldersOf,
  functionsThatRan,
  lineAndColumn,
  measuredTrace,
  moduleKind,
  originIn,
  pricingPageBlocks,
  type ScriptCoverage,
  type TraceSpec,
  walkTrace,
} from './feature-traces.ts'

describe('moduleKind', () => {
  it('calls types, shape-only zod schemas and literal constants declarations', () => {
    const types =
      "import type { A } from './a.ts'\nexport type B = A & { c: string }\nexport interface D { e: number }\n"
    const schema = [
      "import { z } from 'zod/mini'",
      "import { nameSchema } from './name.schema.ts'",
      'export const userSchema = z.object({ name: nameSchema, age: z.optional(z.number().check(z.minimum(0))) })',
      'export type User = z.infer<typeof userSchema>',
    ].join('\n')
    const constants = [
      "export const LIMITS = { files: 5, bytes: 5 * 1, names: ['a', `b`], nested: { on: true, off: null } } as const",
      "export const COOKIE = 'session'",
      'export const NEGATIVE = -1',
      "export { other } from './other.ts'",
    ].join('\n')
    expect(moduleKind('types.ts', types)).toBe('declarations')
    expect(moduleKind('user.schema.ts', schema)).toBe('declarations')
    // `5 * 1` is arithmetic: code, by the rule (a constant is a literal).
    expect(moduleKind('limits.ts', constants)).toBe('code')
    expect(moduleKind('limits.ts', constants.replace('5 * 1', '5'))).toBe('declarations')
  })

  it('calls a schema with a function in it, any function, statement or other call code', () => {
    const refined = "import { z } from 'zod'\nexport const s = z.string().refine((v) => v.length > 2)\n"
    expect(moduleKind('refined.schema.ts', refined)).toBe('code')
    expect(moduleKind('fn.ts', 'export function f() { return 1 }')).toBe('code')
    expect(moduleKind('arrow.ts', 'export const f = () => 1')).toBe('code')
    expect(moduleKind('call.ts', "import { build } from './b.ts'\nexport const x = build({ a: 1 })")).toBe(
      'code',
    )
    expect(moduleKind('side.ts', "console.log('hi')")).toBe('code')
    expect(moduleKind('let.ts', 'export let count = 0')).toBe('code')
    expect(moduleKind('class.ts', 'export class A {}')).toBe('code')
    // A zod name that is not zod's is not a schema.
    expect(moduleKind('fake.ts', "import { z } from './z.ts'\nexport const s = z.string()")).toBe('code')
  })

  it('calls a module that only builds class names a style', () => {
    const styles = [
      "import { css, cva } from 'styled-system/css'",
      "export const card = css({ p: '6', borderRadius: 'xl' })",
      "export const button = cva({ base: { px: '4' }, variants: { size: { sm: { px: '2' } } } })",
    ].join('\n')
    expect(moduleKind('card-styles.ts', styles)).toBe('style')
    expect(moduleKind('mixed.ts', `${styles}\nexport function Card() { return null }`)).toBe('code')
  })
})

const read = (sources: Record<string, string>) => (file: string) => sources[file] ?? ''
const code = 'export function run() { return 1 }'

describe('walkTrace', () => {
  const graph = new Map([
    [
      'app/routes/pricing.tsx',
      [
        { to: 'app/page.tsx', typeOnly: false },
        { to: 'app/types.ts', typeOnly: true },
        { to: 'app/routeTree.gen.ts', typeOnly: false },
      ],
    ],
    ['app/routeTree.gen.ts', [{ to: 'app/routes/other.tsx', typeOnly: false }]],
    ['app/routes/other.tsx', [{ to: 'app/other-feature.ts', typeOnly: false }]],
    ['app/other-feature.ts', []],
    [
      'app/page.tsx',
      [
        { to: 'app/limits.ts', typeOnly: false },
        { to: 'ui/button.tsx', typeOnly: false },
        { to: 'blocks/blocks.gen.ts', typeOnly: false },
        { to: 'mocks/server.ts', typeOnly: false },
        { to: 'app/card-styles.ts', typeOnly: false },
        { to: 'app/header.tsx', typeOnly: false },
        { to: 'app/usage.tsx', typeOnly: false },
      ],
    ],
    ['app/types.ts', []],
    ['app/limits.ts', [{ to: 'app/behind-constants.ts', typeOnly: false }]],
    ['app/behind-constants.ts', []],
    ['ui/button.tsx', [{ to: 'app/behind-primitive.ts', typeOnly: false }]],
    ['app/behind-primitive.ts', []],
    [
      'blocks/blocks.gen.ts',
      [
        { to: 'blocks/hero/hero.tsx', typeOnly: false },
        { to: 'blocks/faq/faq.tsx', typeOnly: false },
      ],
    ],
    ['blocks/hero/hero.tsx', []],
    ['blocks/faq/faq.tsx', []],
    ['mocks/server.ts', []],
    ['app/card-styles.ts', []],
    ['app/header.tsx', [{ to: 'app/menu.tsx', typeOnly: false }]],
    ['app/menu.tsx', []],
    ['app/usage.tsx', []],
    ['app/page.test.tsx', []],
  ])
  const sources: Record<string, string> = Object.fromEntries([...graph.keys()].map((file) => [file, code]))
  sources['app/types.ts'] = 'export type T = string'
  sources['app/limits.ts'] =
    "import { more } from './behind-constants.ts'\nexport const LIMIT = 5\nexport const MORE = more"
  const spec: TraceSpec = {
    name: 'pricing',
    halves: [{ where: 'server', entries: ['app/routes/pricing.tsx', 'app/missing.ts'] }],
    opened: ['app/header.tsx'],
    beside: ['app/usage.tsx'],
    pageBlocks: ['hero'],
  }
  const result = walkTrace(graph, read(sources), spec, new Set(['hero', 'faq']))

  it('counts the entries and the code they reach, and nothing the rule leaves out', () => {
    expect(result.files).toEqual([
      'app/header.tsx',
      'app/page.tsx',
      'app/routes/pricing.tsx',
      'blocks/hero/hero.tsx',
    ])
    expect(foldersOf(result.files)).toEqual(['app', 'app/routes', 'blocks/hero'])
    expect(result.missingEntries).toEqual(['app/missing.ts'])
  })

  it('says why each file reached was left out, and follows none of them', () => {
    expect(Object.fromEntries(result.leftOut)).toEqual({
      'app/card-styles.ts': 'style',
      'app/limits.ts': 'types, shape-only schemas or constants',
      'app/routes/other.tsx': 'another route',
      'app/usage.tsx': 'another feature on the same page',
      'blocks/faq/faq.tsx': 'a block the page does not use',
      'mocks/server.ts': 'mock',
      'ui/button.tsx': 'generic UI primitive',
    })
    // Behind a left-out file, behind an opened file, behind a type-only import: never reached.
    for (const file of ['app/behind-constants.ts', 'app/behind-primitive.ts', 'app/menu.tsx', 'app/types.ts'])
      expect(result.leftOut.has(file) || result.files.includes(file)).toBe(false)
  })

  it('follows generated files without counting them, and keeps the transitive closure beside', () => {
    expect(result.generated).toEqual(['app/routeTree.gen.ts', 'blocks/blocks.gen.ts'])
    expect(result.transitive).toContain('app/behind-primitive.ts')
    expect(result.transitive).toContain('app/other-feature.ts')
    expect(result.transitive).not.toContain('app/types.ts')
    expect(result.transitive).toHaveLength(17)
  })
})

describe('the traces measured', () => {
  it('name the blocks the mocked CMS puts on the pricing page', () => {
    const pricing = pageDocuments.find((document) => document.published?.slug === 'pricing')
    const blocks = pricing?.published?.blocks.map((block) => block.__component.replace(/^blocks\./, ''))
    expect(blocks).toEqual(pricingPageBlocks)
  })

  it('give every trace at least one entry', () => {
    for (const spec of featureTraces)
      expect(spec.halves.flatMap((half) => half.entries).length).toBeGreaterThan(0)
  })
})

const ran = (startOffset: number, count = 1, functionName = 'f') => ({
  functionName,
  ranges: [{ startOffset, endOffset: startOffset + 10, count }],
})

describe('the measured rule: which functions ran', () => {
  const script: ScriptCoverage = {
    url: 'file:///repo/dist/server/assets/chunk.js',
    functions: [ran(0, 1, ''), ran(20), ran(40, 0), ran(60, 3, ''), ran(80, 1, 'render')],
  }

  it("leaves out the script's top level (every module's top level in a bundle) and functions that never ran", () => {
    // An unnamed function at 60 (an arrow) is not the top level; the top level is the one at 0.
    expect(functionsThatRan(script)).toEqual([20, 60, 80])
  })

  it('counts a file once it has one function that ran, and drops code that is not ours', () => {
    const files = filesThatRan([script], (_url, offset) =>
      offset < 50 ? 'app/a.ts' : offset < 70 ? undefined : 'app/b.ts',
    )
    expect([...files].sort()).toEqual(['app/a.ts', 'app/b.ts'])
    expect(filesThatRan([{ ...script, functions: [ran(0, 1, ''), ran(40, 0)] }], () => 'app/a.ts').size).toBe(
      0,
    )
  })

  it('finds the line and column of an offset as a source map counts them', () => {
    expect(lineAndColumn('ab\ncd\nef', 0)).toEqual({ line: 0, column: 0 })
    expect(lineAndColumn('ab\ncd\nef', 4)).toEqual({ line: 1, column: 1 })
    expect(lineAndColumn('ab\ncd\nef', 6)).toEqual({ line: 2, column: 0 })
  })
})

describe('the measured rule: where a function comes from', () => {
  const root = mkdtempSync(join(tmpdir(), 'traces-'))
  afterAll(() => rmSync(root, { recursive: true, force: true }))
  mkdirSync(join(root, 'app'))
  mkdirSync(join(root, 'dist'))
  for (const file of ['app/a.ts', 'app/b.ts', 'app/plain.ts']) writeFileSync(join(root, file), code)
  // `function a(){}` (14 characters) from app/a.ts, then `function b(){}` from app/b.ts.
  const text = 'function a(){}function b(){}'
  const map = new SourceMap({
    version: 3,
    file: 'chunk.js',
    sources: ['../app/a.ts', '../app/b.ts'],
    names: [],
    sourceRoot: '',
    sourcesContent: [],
    mappings: 'AAAA,cCAA',
  })
  const chunk = join(root, 'dist/chunk.js')

  it("maps a bundle's function to its source file through the source map", () => {
    expect(originIn(root, { text, map, mapDir: join(root, 'dist') }, chunk, 0)).toBe('app/a.ts')
    expect(originIn(root, { text, map, mapDir: join(root, 'dist') }, chunk, 14)).toBe('app/b.ts')
  })

  it('takes a script without a source map as its own source, if it is a file of the repository', () => {
    const plain = { text: code, map: undefined, mapDir: join(root, 'app') }
    expect(originIn(root, plain, join(root, 'app/plain.ts'), 7)).toBe('app/plain.ts')
    expect(originIn(root, plain, join(root, 'node_modules/lib/index.js'), 7)).toBeUndefined()
    expect(originIn(root, plain, join(tmpdir(), 'elsewhere.js'), 7)).toBeUndefined()
  })
})

describe('measuredTrace', () => {
  const sources: Record<string, string> = {
    'app/routes/__root.tsx': code,
    'app/routes/pricing.tsx': code,
    'app/routeTree.gen.ts': code,
    'app/pricing-page.tsx': code,
    'app/usage.tsx': code,
    'mocks/strapi.ts': code,
    'server-functions/store/redis-store.server.ts': code,
    'ui/button.tsx': code,
    'app/card-styles.ts': "import { css } from 'styled-system/css'\nexport const card = css({ p: '6' })",
    'app/limits.ts': 'export const LIMIT = 5',
    'app/pricing-page.test.tsx': code,
  }
  const spec: TraceSpec = {
    name: 'pricing',
    halves: [{ where: 'server', entries: ['app/routes/pricing.tsx'] }],
    beside: ['app/usage.tsx'],
  }
  const result = measuredTrace(
    spec,
    [
      { where: 'server', files: new Set(Object.keys(sources)) },
      { where: 'browser', files: new Set(['app/pricing-page.tsx', 'ui/button.tsx']) },
    ],
    read(sources),
  )

  it('counts what ran, routes included (the root ran for this page), once across the halves', () => {
    expect(result.files).toEqual(['app/pricing-page.tsx', 'app/routes/__root.tsx', 'app/routes/pricing.tsx'])
    expect(result.halves.map((half) => half.files.length)).toEqual([3, 1])
  })

  it('leaves out, with the reason, what the rule names even when its code ran', () => {
    expect(Object.fromEntries(result.leftOut)).toEqual({
      'app/card-styles.ts': 'style',
      'app/limits.ts': 'types, shape-only schemas or constants',
      'app/pricing-page.test.tsx': 'test',
      'app/routeTree.gen.ts': 'generated',
      'app/usage.tsx': 'another feature on the same page',
      'mocks/strapi.ts': 'mock',
      'server-functions/store/redis-store.server.ts':
        'the Redis store (the happy path uses the memory store)',
      'ui/button.tsx': 'generic UI primitive',
    })
  })
})

describe('measuredTrace on its ground floor', () => {
  const sources: Record<string, string> = {
    'app/routes/account.tsx': code,
    'app/account-page.tsx': code,
    'app/shell/header.tsx': code,
    'server-functions/http/pipeline.server.ts': code,
    'server-functions/identity/session.server.ts': code,
    'app/routes/api/plan/change.ts': code,
  }
  const spec: TraceSpec = {
    name: 'upgrade',
    halves: [{ where: 'browser', entries: ['app/routes/account.tsx'] }],
    baseline: { browser: ['app page'], server: ['page', 'action'] },
  }
  const floors: Record<string, ReadonlySet<string>> = {
    'app page browser': new Set(['app/shell/header.tsx', 'app/account-page.tsx']),
    'page server': new Set(['server-functions/http/pipeline.server.ts']),
    'action server': new Set(['app/routes/account.tsx']),
  }
  const result = measuredTrace(
    spec,
    [
      { where: 'browser', files: new Set(['app/routes/account.tsx', 'app/shell/header.tsx']) },
      {
        where: 'server',
        files: new Set([
          'app/routes/account.tsx',
          'app/account-page.tsx',
          'server-functions/http/pipeline.server.ts',
          'server-functions/identity/session.server.ts',
          'app/routes/api/plan/change.ts',
        ]),
      },
    ],
    read(sources),
    (name, where) => floors[`${name} ${where}`],
  )

  it("keeps apart what the half's own baseline also ran, and counts the rest", () => {
    expect(result.halves).toEqual([
      { where: 'browser', files: ['app/routes/account.tsx'] },
      {
        where: 'server',
        files: [
          'app/account-page.tsx',
          'app/routes/api/plan/change.ts',
          'server-functions/identity/session.server.ts',
        ],
      },
    ])
    expect(result.ground).toEqual(['app/shell/header.tsx', 'server-functions/http/pipeline.server.ts'])
  })

  it("counts a file once as the feature's when one half needs it, even if another half's baseline ran it", () => {
    expect(result.files).toContain('app/routes/account.tsx')
    expect(result.files).toContain('app/account-page.tsx')
    expect(result.ground).not.toContain('app/routes/account.tsx')
  })

  it('counts everything that ran when no baseline is measured', () => {
    const whole = measuredTrace(
      spec,
      [{ where: 'browser', files: new Set(Object.keys(sources)) }],
      read(sources),
    )
    expect(whole.files).toHaveLength(Object.keys(sources).length)
    expect(whole.ground).toEqual([])
  })
})

describe('the ground floor', () => {
  it("is named for every half each trace runs, and only from the baselines' list", () => {
    for (const spec of featureTraces) {
      const named = Object.values(spec.baseline ?? {}).flat()
      expect(named.length).toBeGreaterThan(0)
      for (const name of named) expect(Object.keys(baselines)).toContain(name)
    }
  })
})
