import { existsSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import { ISLANDS_ENTRY_SOURCE, type Manifest, islandModals, islandPreloads } from './island-entry.server.ts'

const manifest: Manifest = {
  [ISLANDS_ENTRY_SOURCE]: { file: 'entry.js', imports: ['_keep.js'] },
  '_keep.js': { file: 'keep.js' },
  '_react.js': { file: 'react.js' },
  'app/islands/auth.island.tsx': { file: 'auth.js', imports: ['_react.js'] },
  'app/islands/video.island.ts': { file: 'video.js' },
  'app/components/auth/auth-dialog.tsx': { file: 'dialog.js', imports: ['_react.js'] },
  'app/components/auth/sign-in-panel.tsx': { file: 'sign-in.js', imports: ['_form.js'] },
  'app/components/auth/sign-up-panel.tsx': { file: 'sign-up.js', imports: ['_form.js', '_select.js'] },
  '_form.js': { file: 'form.js' },
  '_select.js': { file: 'select.js' },
}

describe('islandPreloads', () => {
  const preloads = islandPreloads(manifest, (key) => `/i/${manifest[key]?.file ?? ''}`)

  it("lists each island's static chunks with the entry's", () => {
    expect(preloads.video).toEqual(['/i/entry.js', '/i/keep.js', '/i/video.js'])
    expect(preloads.auth).toEqual(['/i/entry.js', '/i/keep.js', '/i/auth.js', '/i/react.js'])
  })

  it("adds a modal's on-demand chunks to its island's, for one round of requests", () => {
    expect(preloads['auth:sign-in']).toEqual([
      '/i/entry.js',
      '/i/keep.js',
      '/i/auth.js',
      '/i/react.js',
      '/i/dialog.js',
      '/i/sign-in.js',
      '/i/form.js',
    ])
    expect(preloads['auth:sign-up']).toContain('/i/select.js')
    expect(preloads['auth:sign-in']).not.toContain('/i/select.js')
  })

  it('names modules that exist', () => {
    for (const modules of Object.values(islandModals).flatMap((modals) => Object.values(modals)))
      for (const module of modules) expect(existsSync(module), module).toBe(true)
  })
})
