import { readFileSync, readdirSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { pruneCss } from './prune-css.ts'

describe('pruneCss', () => {
  it('drops custom properties nothing reads, through chains, and the rules they leave empty', () => {
    const css = [
      '@layer base{*,::before,::after{--blur: /*-*/ /*-*/;--gradient-from-position: /*-*/ /*-*/}}',
      '@layer tokens{:where(:root,:host){--colors-red: #f00;--colors-brand: var(--colors-red);--colors-unused: #0f0;',
      '--spacing-4: 1rem}[data-color-mode=light]{--colors-brand: #00f;--colors-gone: var(--colors-unused)}}',
      '.a{color:var(--colors-brand);padding:var(--spacing-4)}',
      '.g{background:linear-gradient(var(--gradient-from) var(--gradient-from-position))}',
    ].join('')
    expect(pruneCss(css)).toBe(
      [
        '@layer base{*,::before,::after{--gradient-from-position: /*-*/ /*-*/}}',
        '@layer tokens{:where(:root,:host){--colors-red: #f00;--colors-brand: var(--colors-red);',
        '--spacing-4: 1rem}[data-color-mode=light]{--colors-brand: #00f;}}',
        '.a{color:var(--colors-brand);padding:var(--spacing-4)}',
        '.g{background:linear-gradient(var(--gradient-from) var(--gradient-from-position))}',
      ].join(''),
    )
  })

  it('is safe here: no code outside the stylesheet reads a variable', () => {
    const sources = (dir: string): string[] =>
      readdirSync(dir, { withFileTypes: true }).flatMap((entry) =>
        entry.isDirectory()
          ? sources(join(dir, entry.name))
          : /\.tsx?$/.test(entry.name) &&
              !entry.name.endsWith('.test.ts') &&
              !entry.name.endsWith('.test.tsx')
            ? [join(dir, entry.name)]
            : [],
      )
    const readers = ['app', 'blocks']
      .flatMap(sources)
      .filter((file) => /var\(--/.test(readFileSync(file, 'utf8')))
    expect(readers).toEqual([])
  })
})
