import { describe, expect, it } from 'vitest'
import {
  folderEdges,
  folderLoops,
  type ImportGraph,
  importGraph,
  mutualPairs,
  specifiersOf,
  topFolder,
  trace,
  traceEntries,
} from './architecture-report.ts'

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
    const real = importGraph()
    for (const entry of Object.values(traceEntries)) expect(real.has(entry)).toBe(true)
    const page = trace(real, traceEntries['CMS page render (/$slug/)']).runtime
    expect(page.some((file) => file.startsWith('blocks/'))).toBe(true)
    expect(page.some((file) => file.startsWith('server-functions/') || file.startsWith('domain/'))).toBe(true)
    expect(page.every((file) => !file.includes('node_modules'))).toBe(true)
  })
})
