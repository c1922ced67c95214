import { Zap } from 'lucide-react'
import { renderToStaticMarkup } from 'react-dom/server'
import { describe, expect, it } from 'vitest'
import { lucidePaint } from './lucide-paint.ts'
import { standaloneIcon } from './standalone-icon.ts'

describe('an icon standing alone', () => {
  it('carries its own shapes, in lucide’s paint, instead of a use of the sprite', () => {
    const markup = standaloneIcon(renderToStaticMarkup(<Zap size={28} color="#d14041" />))
    expect(markup).not.toContain('<use')
    expect(markup).toMatch(
      new RegExp(
        `^<svg xmlns="http://www.w3.org/2000/svg" [^>]*color="#d14041"[^>]*><g ${lucidePaint}><path d="M15.914 4a1.5`,
      ),
    )
  })
})
