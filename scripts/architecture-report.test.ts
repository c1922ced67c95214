import { execFileSync, spawnSync } from 'node:child_process'
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { dirname, join } from 'node:path'
import { describe, expect, it } from 'vitest'
import {
  componentsImportingIslands,
  folderEdges,
  folderLoops,
  type ImportGraph,
  importCircles,
  importGraph,
  mutualPairs,
  ruleViolations,
  specifiersOf,
  topFolder,
  trace,
} from './architecture-report.ts'
import { featureTraces } from './feature-traces.ts'

/**
 * The top-level folders from the bottom up: each imports only folders below it, so no two folders
 * import each other, directly or round a loop. Rules (domain) under the client-safe code that server
 * and browser both run (shared), under the server-only code and services (server-functions),
 * under the shared components (ui), under the blocks and the pages they make, under the mocks (which
 * serve the blocks' fixtures), under the app, which puts them together; scripts and configuration last.
 */
const layers = [
  'styles',
  'domain',
  'shared',
  'server-functions',
  'ui',
  'blocks',
  'mocks',
  'app',
  'scripts',
  '(root)',
]

const real = importGraph()

const graph: ImportGraph = new Map([
  ['app/route.tsx', [{ to: 'blocks/hero/hero.tsx', typeOnly: false }]],
  [
    'blocks/hero/hero.tsx',
    [
      { to: 'app/components/ui.tsx', typeOnly: false },
      { to: 'server-functions/page.schema.ts', typeOnly: true },
    ],
  ],
  ['app/components/ui.tsx', []],
  ['server-functions/page.schema.ts', [{ to: 'mocks/seed.ts', typeOnly: false }]],
  ['mocks/seed.ts', []],
  ['mocks/seed.test.ts', [{ to: 'app/route.tsx', typeOnly: false }]],
])

describe('architecture report', () => {
  it('reads value, type-only, re-export and dynamic imports', () => {
    const source = [
      "import { a } from './a.ts'",
      "import type { B } from './b.ts'",
      "import { type C } from './c.ts'",
      "export { d } from './d.ts'",
      "const e = () => import('./e.ts')",
    ].join('\n')
    expect(specifiersOf('x.ts', source)).toEqual([
      { specifier: './a.ts', typeOnly: false },
      { specifier: './b.ts', typeOnly: true },
      { specifier: './c.ts', typeOnly: true },
      { specifier: './d.ts', typeOnly: false },
      { specifier: './e.ts', typeOnly: false },
    ])
  })

  it('traces runtime imports apart from type-only ones', () => {
    expect(trace(graph, 'app/route.tsx')).toEqual({
      runtime: ['app/components/ui.tsx', 'app/route.tsx', 'blocks/hero/hero.tsx'],
      all: [
        'app/components/ui.tsx',
        'app/route.tsx',
        'blocks/hero/hero.tsx',
        'mocks/seed.ts',
        'server-functions/page.schema.ts',
      ],
    })
  })

  it('finds loops between top-level folders and leaves tests out', () => {
    const edges = folderEdges(graph)
    expect(Object.fromEntries(edges)).toEqual({
      'app -> blocks': 1,
      'blocks -> app': 1,
      'blocks -> server-functions': 1,
      'server-functions -> mocks': 1,
    })
    expect(folderLoops(edges)).toEqual([['app', 'blocks']])
    expect(mutualPairs(edges)).toEqual(['app <-> blocks (1 / 1)'])
    expect(topFolder('vite.config.ts')).toBe('(root)')
  })

  it('resolves the project aliases into first-party files', () => {
    for (const spec of featureTraces)
      for (const half of spec.halves) for (const entry of half.entries) expect(real.has(entry)).toBe(true)
    const page = trace(real, 'app/routes/_document/{-$slug}.tsx').runtime
    expect(page.some((file) => file.startsWith('blocks/'))).toBe(true)
    expect(page.some((file) => file.startsWith('server-functions/') || file.startsWith('domain/'))).toBe(true)
    expect(page.every((file) => !file.includes('node_modules'))).toBe(true)
  })

  it('finds no loop between the top-level folders of the project', () => {
    const edges = folderEdges(real)
    expect(folderLoops(edges)).toEqual([])
    expect(mutualPairs(edges)).toEqual([])
  })

  it('has every top-level folder import only the folders below it', () => {
    const upwards = [...folderEdges(real).keys()].filter((key) => {
      const [from = '', to = ''] = key.split(' -> ')
      return !layers.includes(from) || !layers.includes(to) || layers.indexOf(to) > layers.indexOf(from)
    })
    expect(upwards).toEqual([])
  })

  it('measures another checkout with --root, so figures before and after come from one method', () => {
    const other = mkdtempSync(join(tmpdir(), 'architecture-'))
    try {
      const files: Record<string, string> = {
        'tsconfig.json': JSON.stringify({
          compilerOptions: { allowImportingTsExtensions: true, noEmit: true },
        }),
        'app/routes/_document/{-$slug}.tsx':
          "import { page } from '../../../blocks/page.ts'\nexport const route = page\n",
        'blocks/page.ts': "export function page() {\n  return 'page'\n}\n",
      }
      for (const [file, text] of Object.entries(files)) {
        mkdirSync(dirname(join(other, file)), { recursive: true })
        writeFileSync(join(other, file), text)
      }
      execFileSync('git', ['init', '-q'], { cwd: other })
      const script = join(import.meta.dirname, 'architecture-report.ts')
      const output = execFileSync(process.execPath, [script, '--json', '--root', other], { encoding: 'utf8' })
      const report: unknown = JSON.parse(output)
      expect(report).toMatchObject({
        traces: expect.arrayContaining([
          expect.objectContaining({
            name: 'GET /pricing/ rendered from the CMS, on the server',
            files: ['app/routes/_document/{-$slug}.tsx', 'blocks/page.ts'],
            transitive: ['app/routes/_document/{-$slug}.tsx', 'blocks/page.ts'],
          }),
        ]),
        folderEdges: { 'app -> blocks': 1 },
      })
    } finally {
      rmSync(other, { recursive: true, force: true })
    }
  })

  it("finds each import circle, type-only imports counted, and allows only the router's generated pair", () => {
    const planted: ImportGraph = new Map([
      ['app/router.tsx', [{ to: 'app/routeTree.gen.ts', typeOnly: false }]],
      ['app/routeTree.gen.ts', [{ to: 'app/router.tsx', typeOnly: true }]],
      ['domain/tools.ts', [{ to: 'domain/catalogue/a.ts', typeOnly: false }]],
      ['domain/catalogue/a.ts', [{ to: 'domain/catalogue/b.ts', typeOnly: false }]],
      ['domain/catalogue/b.ts', [{ to: 'domain/tools.ts', typeOnly: true }]],
      ['domain/leaf.ts', []],
    ])
    expect(importCircles(planted)).toEqual([
      {
        files: ['domain/catalogue/a.ts', 'domain/catalogue/b.ts', 'domain/tools.ts'],
        loop: ['domain/catalogue/a.ts', 'domain/catalogue/b.ts', 'domain/tools.ts', 'domain/catalogue/a.ts'],
      },
    ])
    expect(ruleViolations(planted)).toEqual([
      'import circle of 3 files: domain/catalogue/a.ts -> domain/catalogue/b.ts -> domain/tools.ts -> domain/catalogue/a.ts',
    ])
  })

  it('finds components and blocks that import an island', () => {
    const planted: ImportGraph = new Map([
      ['app/components/auth/dialog.tsx', [{ to: 'app/islands/pending-frame.tsx', typeOnly: false }]],
      ['blocks/hero/hero.tsx', [{ to: 'app/islands/islands.entry.ts', typeOnly: true }]],
      ['app/islands/auth.island.tsx', [{ to: 'app/components/auth/dialog.tsx', typeOnly: false }]],
      ['app/islands/pending-frame.tsx', []],
      ['app/islands/islands.entry.ts', []],
    ])
    expect(componentsImportingIslands(planted)).toEqual([
      'app/components/auth/dialog.tsx -> app/islands/pending-frame.tsx',
      'blocks/hero/hero.tsx -> app/islands/islands.entry.ts',
    ])
  })

  it('keeps both rules in the project', () => {
    expect(ruleViolations(real)).toEqual([])
  })

  it('fails `--check` on a planted circle, naming its files', () => {
    const other = mkdtempSync(join(tmpdir(), 'architecture-'))
    try {
      const files: Record<string, string> = {
        'tsconfig.json': JSON.stringify({
          compilerOptions: { allowImportingTsExtensions: true, noEmit: true },
        }),
        'mocks/ghost.ts': "import { admin } from './ghost-admin.ts'\nexport const content = () => admin\n",
        'mocks/ghost-admin.ts':
          "import type { content } from './ghost.ts'\nexport const admin = 1\nexport type C = typeof content\n",
      }
      for (const [file, text] of Object.entries(files)) {
        mkdirSync(dirname(join(other, file)), { recursive: true })
        writeFileSync(join(other, file), text)
      }
      const script = join(import.meta.dirname, 'architecture-report.ts')
      const run = spawnSync(process.execPath, [script, '--check', '--root', other], { encoding: 'utf8' })
      expect(run.status).toBe(1)
      expect(run.stdout).toContain(
        '- import circle of 2 files: mocks/ghost-admin.ts -> mocks/ghost.ts -> mocks/ghost-admin.ts',
      )
    } finally {
      rmSync(other, { recursive: true, force: true })
    }
  })
})
