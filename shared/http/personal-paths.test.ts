import { describe, expect, it } from 'vitest'
import { isPageCachePath, isPersonalPath, opensAuthModal } from './personal-paths.ts'

describe('personal paths', () => {
  it('marks the customer, admin and lab areas, server functions, the API and the token flows personal', () => {
    for (const path of [
      '/account/',
      '/admin/users/',
      '/apilab/',
      '/_serverFn/x',
      '/api/revalidate/',
      '/auth/callback/',
      '/passwordreset/',
      '/learning/preview/5f3c1e00-0000-4000-8000-000000000001/',
    ])
      expect(isPersonalPath(path)).toBe(true)
    for (const path of ['/', '/pricing/', '/docs/', '/learning/']) expect(isPersonalPath(path)).toBe(false)
  })

  it('keeps personal paths, files and the token flows out of the page cache', () => {
    for (const path of ['/account/', '/assets/app.js', '/auth/confirm/', '/passwordreset/'])
      expect(isPageCachePath(path)).toBe(false)
    expect(isPageCachePath('/pricing/')).toBe(true)
  })

  it('treats a page with its sign-in or recovery modal open as personal', () => {
    expect(opensAuthModal(new URLSearchParams('auth=sign-in'))).toBe(true)
    expect(opensAuthModal(new URLSearchParams('plan=pro&auth=recovery'))).toBe(true)
    expect(opensAuthModal(new URLSearchParams('plan=pro'))).toBe(false)
  })
})
