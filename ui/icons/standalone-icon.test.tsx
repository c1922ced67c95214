import { Zap } from 'lucide-react'
import { renderToStaticMarkup } from 'react-dom/server'
import { describe, expect, it } from 'vitest'
import { standaloneIcon } from './standalone-icon.ts'

describe('an icon standing alone', () => {
  it('carries its own shapes instead of a use of the sprite', () => {
    const markup = standaloneIcon(renderToStaticMarkup(<Zap size={28} />))
    expect(markup).not.toContain('<use')
    expect(markup).toMatch(/^<svg [^>]*class="lucide lucide-zap"[^>]*><path d="M15.914 4a1.5/)
  })
})
