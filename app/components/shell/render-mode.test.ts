import { readdirSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { isPageCachePath, isPersonalPath } from '#shared/http/personal-paths.ts'

const routesDir = join(import.meta.dirname, '../../routes')
const pages = readdirSync(routesDir, { recursive: true, encoding: 'utf8' }).filter(
  (file) => file.endsWith('.tsx') && !file.endsWith('.test.tsx'),
)
// The root, the two layouts themselves, and the block catalogue: a developer's page outside both kinds.
const outside = new Set(['__root.tsx', '_app.tsx', '_document.tsx', '[_]blocks.tsx'])
/** The first path segment of each page file under a layout, as its address begins. */
const sections = (layout: string) =>
  new Set(
    pages
      .filter((file) => file.startsWith(`${layout}/`))
      .map((file) => `/${file.split('/')[1]?.replace(/\.tsx$/, '')}/`),
  )

describe('one render mode per route, said by where its file lives', () => {
  it('puts every page under the document layout or the app layout', () => {
    expect(pages.length).toBeGreaterThan(30)
    const elsewhere = pages.filter(
      (file) => !outside.has(file) && !file.startsWith('_document/') && !file.startsWith('_app/'),
    )
    expect(elsewhere).toEqual([])
  })

  it('keeps every app route personal: never stored by a browser, a CDN or the page cache', () => {
    expect([...sections('_app')]).toContain('/account/')
    for (const section of sections('_app')) {
      expect(isPersonalPath(section), section).toBe(true)
      expect(isPageCachePath(section), section).toBe(false)
    }
  })

  it('gives the app and the documents separate first segments, which the speculation rules leave out', () => {
    const app = sections('_app')
    expect([...sections('_document')].filter((section) => app.has(section))).toEqual([])
  })
})
