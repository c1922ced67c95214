import { describe, expect, it } from 'vitest'
import { browserModulesFrom } from '../scripts/value-imports.ts'

// What every marketing page runs before it can hydrate: the layout, the CMS page's head and component
// (its route's loader is split off: it never runs in the browser) and the blocks.
const shell = browserModulesFrom([
  'app/routes/__root.tsx',
  'app/page-head.ts',
  'app/components/page/cms-page.tsx',
  'blocks/blocks-renderer.tsx',
])

describe('the modules every page loads', () => {
  it('are found', () => {
    expect(shell).toContain('app/components/shell/header.tsx')
    expect(shell).toContain('ui/signed-in-store.ts')
    expect(shell).toContain('blocks/shared/cms-image.tsx')
  })

  it('build no form or route-query schema: those load with the forms and the image route (decision 017)', () => {
    const schemas = [...shell].filter((file) => /\.schema\.ts$|\/image-params\.ts$/.test(file))
    expect(schemas).toEqual([])
  })
})
