import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { lucidePaint } from '../ui/icons/lucide-paint.ts'
import { siteSymbols } from '../ui/icons/site-symbols.ts'
import { buildIconSprite, importedIconNames, staleness } from './icon-sprite.ts'

const lucideModule = (file: string) =>
  readFileSync(
    join(import.meta.dirname, '..', 'node_modules', 'lucide-react', 'dist', 'esm', 'icons', file),
    'utf8',
  )

describe('the icon sprite', () => {
  it('is current: every icon the source imports, at the address the pages use', async () => {
    expect(staleness(await buildIconSprite())).toEqual([])
  })

  it('finds icons in multi-line imports and renamed ones, and leaves type imports out', () => {
    const names = importedIconNames()
    expect(names).toEqual(expect.arrayContaining(['Menu', 'FileText', 'X', 'ChevronDown']))
    expect(names).not.toContain('LucideIcon')
  })

  it('draws each symbol with lucide’s own shapes, in the paint every icon shares', async () => {
    const { svg } = await buildIconSprite()
    expect(svg).toContain(
      `<symbol id="x" viewBox="0 0 24 24" ${lucidePaint}><path d="M18 6 6 18"/><path d="m6 6 12 12"/></symbol>`,
    )
  })

  it('holds the site’s own drawings, the logo and brand marks, beside the icons', async () => {
    const { svg } = await buildIconSprite()
    for (const [id, { viewBox, drawing }] of Object.entries(siteSymbols)) {
      expect(svg).toContain(`<symbol id="${id}" viewBox="${viewBox}">${drawing}</symbol>`)
    }
    expect(Object.keys(siteSymbols)).toEqual(expect.arrayContaining(['site-logo', 'brand-github']))
  })

  it('relies on lucide’s icon modules importing their factory by the path the build swaps', () => {
    // ui/icons/vite-plugin.ts matches this specifier; a release that renames it must fail here.
    expect(lucideModule('x.mjs')).toContain("import createLucideIcon from '../createLucideIcon.mjs'")
  })
})
