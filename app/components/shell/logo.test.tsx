// @vitest-environment happy-dom
import { render } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { iconSpriteHref } from '#ui/icons/icon-sprite.gen.ts'
import { siteSymbols } from '#ui/icons/site-symbols.ts'
import { Logo } from './logo.tsx'

/** The logo's symbol as the sprite holds it, parsed. */
function logoSymbol() {
  const { viewBox, drawing } = siteSymbols['site-logo']
  const { container } = render(<svg viewBox={viewBox} dangerouslySetInnerHTML={{ __html: drawing }} />)
  return container
}

describe('Logo', () => {
  it('is a named image drawn from the sprite', () => {
    const { container } = render(<Logo />)
    const svg = container.querySelector('svg')
    expect(svg?.getAttribute('role')).toBe('img')
    expect(svg?.getAttribute('aria-label')).toBe('pdfRest')
    expect(svg?.getAttribute('width')).toBe('132')
    expect(svg?.getAttribute('height')).toBe('36')
    expect(container.querySelector('use')?.getAttribute('href')).toBe(`${iconSpriteHref}#site-logo`)
    expect(container.querySelector('path')).toBeNull()
  })

  it('has three colours: a purple background, "pdf" and "rest" in white', () => {
    const symbol = logoSymbol()
    expect(symbol.querySelector('[data-part=background]')?.getAttribute('fill')).toBe('#5b3fd6')
    expect(symbol.querySelector('[data-part=pdf]')?.getAttribute('fill')).toBe('#ffffff')
    expect(symbol.querySelector('[data-part=rest]')?.getAttribute('fill')).toBe('#ffffff')
  })

  it('draws its letters as outlines, so no font is needed and no SVG text is laid out', () => {
    const symbol = logoSymbol()
    expect(symbol.querySelector('text')).toBeNull()
    expect(symbol.querySelector('[data-part=pdf]')?.getAttribute('d')).toMatch(/^M[\d.]+ [\d.]+/)
    expect(symbol.querySelector('[data-part=rest]')?.getAttribute('d')).toMatch(/^M[\d.]+ [\d.]+/)
  })
})
