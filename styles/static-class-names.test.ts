import { describe, expect, it } from 'vitest'
import { css } from 'styled-system/css'
import { button, field } from 'styled-system/recipes'
import { loadPandaRuntime, resolveClassNames, staticClassNames } from './static-class-names.ts'

const runtimes = await loadPandaRuntime()

describe('resolveClassNames', () => {
  it('replaces static css() and recipe calls with the class names Panda gives them at run time', () => {
    const source = [
      "import { css } from 'styled-system/css'",
      "import { button, field as recipe } from 'styled-system/recipes'",
      "const a = css({ mt: '4', color: 'fg.muted', _hover: { color: 'fg.default' }, p: { base: '6', md: '8' } })",
      "const b = button({ variant: 'ghost', size: 'sm' })",
      'const c = recipe().label',
      "const d = css({ m: -1, content: `''` }, { w: 'full' })",
    ].join('\n')
    const output = resolveClassNames('/app/a.tsx', source, runtimes) ?? ''
    expect(output).not.toMatch(/css\(|button\(|recipe\(/)
    const values = new Function(
      output.replace(/^import .*$/gm, '').replace(/const /g, 'var ') + '\nreturn [a, b, c, d]',
    )()
    expect(values).toEqual([
      css({ mt: '4', color: 'fg.muted', _hover: { color: 'fg.default' }, p: { base: '6', md: '8' } }),
      button({ variant: 'ghost', size: 'sm' }),
      field().label,
      css({ m: -1, content: `''` }, { w: 'full' }),
    ])
  })

  it('leaves computed calls alone and says where they are', () => {
    const source = [
      "import { css } from 'styled-system/css'",
      "import { field } from 'styled-system/recipes'",
      "const title = 'Loading…'",
      'const a = css({ color: shown ? "fg.default" : "fg.muted" })',
      'const b = field({ font })',
      "const c = css({ ...base, mt: '2' })",
      "const d = css({ mt: '2' })",
    ].join('\n')
    const computed: number[] = []
    const output = resolveClassNames('/app/b.tsx', source, runtimes, (offset) => computed.push(offset)) ?? ''
    expect(computed.map((offset) => source.slice(offset, offset + 9))).toEqual([
      'css({ col',
      'field({ f',
      'css({ ...',
    ])
    // Offsets count UTF-16 units, as the source does: the text after a non-ASCII literal is intact.
    expect(output).toContain(`const d = ${JSON.stringify(css({ mt: '2' }))}`)
    expect(output).toContain("const title = 'Loading…'")
  })

  it("resolves a route's component split off by the router, JSX and all", () => {
    const source = [
      "import { css } from 'styled-system/css'",
      'type Props = { title: string }',
      "export const Page = ({ title }: Props) => <h1 className={css({ mt: '4' })}>{title}</h1>",
    ].join('\n')
    const id = '/site/app/routes/apilab.tsx?tsr-split=component'
    expect(resolveClassNames(id, source, runtimes)).toContain(
      `className={${JSON.stringify(css({ mt: '4' }))}}`,
    )
    const filter = staticClassNames().transform
    const pattern = typeof filter === 'object' && 'filter' in filter ? filter.filter?.id : undefined
    expect(pattern instanceof RegExp && pattern.test(id)).toBe(true)
    expect(pattern instanceof RegExp && pattern.test('/site/app/routes/apilab.tsx')).toBe(true)
    expect(pattern instanceof RegExp && pattern.test('/site/node_modules/x/app/y.js')).toBe(false)
  })

  it('leaves modules that do not import Panda untouched', () => {
    expect(resolveClassNames('/app/c.ts', 'const css = (x) => x\ncss({ mt: "1" })', runtimes)).toBeNull()
  })
})
