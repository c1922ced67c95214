import { BadgeCheck, FileText, X } from 'lucide-react'
import { renderToStaticMarkup } from 'react-dom/server'
import { describe, expect, it } from 'vitest'
import { iconSpriteHref } from './icon-sprite.gen.ts'

describe('lucide icons drawn from the sprite', () => {
  it('draws an icon as a use of its symbol, with lucide’s own svg attributes', () => {
    const html = renderToStaticMarkup(<FileText size={20} className="c_accent" />)
    expect(html).toBe(
      `<svg xmlns="http://www.w3.org/2000/svg" width="20" height="20" viewBox="0 0 24 24" fill="none" stroke="currentColor" stroke-width="2" stroke-linecap="round" stroke-linejoin="round" class="lucide lucide-file-text c_accent" aria-hidden="true"><use href="${iconSpriteHref}#file-text"></use></svg>`,
    )
    expect(html).not.toContain('<path')
  })

  it('keeps a labelled icon in the accessibility tree and passes the stroke on', () => {
    const html = renderToStaticMarkup(<X aria-label="Close" strokeWidth={1.75} color="red" />)
    expect(html).toContain('aria-label="Close"')
    expect(html).not.toContain('aria-hidden')
    expect(html).toContain('stroke-width="1.75"')
    expect(html).toContain('stroke="red"')
  })

  it('names an aliased icon by its aliases too, as lucide does', () => {
    expect(renderToStaticMarkup(<BadgeCheck />)).toContain(
      'class="lucide lucide-badge-check lucide-verified"',
    )
  })
})
