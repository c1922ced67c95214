import { renderToString } from 'react-dom/server'
import { describe, expect, it } from 'vitest'
import { CmsImage } from './cms-image.tsx'

describe('CmsImage', () => {
  it('decodes lazy images off the main thread and leaves an eager one to paint with its frame', () => {
    const lazy = renderToString(<CmsImage src="/uploads/a.png" alt="A" width={320} height={200} />)
    expect(lazy).toContain('decoding="async"')
    expect(lazy).toContain('loading="lazy"')
    const eager = renderToString(
      <CmsImage src="/uploads/a.png" alt="A" width={320} height={200} loading="eager" fixed />,
    )
    expect(eager).not.toContain('decoding=')
  })
})
