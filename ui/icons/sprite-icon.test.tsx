import { BadgeCheck, FileText, X } from 'lucide-react'
import { renderToStaticMarkup } from 'react-dom/server'
import { describe, expect, it } from 'vitest'
import { iconSpriteHref } from './icon-sprite.gen.ts'

describe('lucide icons drawn from the sprite', () => {
  it('draws an icon as a use of its symbol, with only what differs between icons on the svg', () => {
    const html = renderToStaticMarkup(<FileText size={20} className="c_accent" />)
    expect(html).toBe(
      `<svg width="20" height="20" viewBox="0 0 24 24" stroke-width="2" class="c_accent" aria-hidden="true"><use href="${iconSpriteHref}#file-text"></use></svg>`,
    )
    expect(html).not.toContain('<path')
  })

  it('keeps a labelled icon in the accessibility tree and passes the stroke and colour on', () => {
    const html = renderToStaticMarkup(<X aria-label="Close" strokeWidth={1.75} color="red" />)
    expect(html).toContain('aria-label="Close"')
    expect(html).not.toContain('aria-hidden')
    expect(html).toContain('stroke-width="1.75"')
    // The symbol strokes in currentColor, which the colour attribute sets.
    expect(html).toContain('color="red"')
  })

  it('draws an aliased icon from the symbol of its own name', () => {
    expect(renderToStaticMarkup(<BadgeCheck />)).toContain(`href="${iconSpriteHref}#badge-check"`)
  })
})
