import { notFound, redirect } from '@tanstack/react-router'
import { describe, expect, it, vi } from 'vitest'
import { SAFE_ERROR_MESSAGE, sanitizeServerFnError } from './safe-error.server.ts'

describe('sanitizeServerFnError', () => {
  it('replaces an internal error with the safe message and logs the original', () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => undefined)
    const safe = sanitizeServerFnError(
      new Error('ECONNREFUSED 10.0.0.7:5432 at db.query (/srv/app/db.ts:12)'),
    )
    expect(safe).toBeInstanceOf(Error)
    expect(safe instanceof Error ? safe.message : '').toBe(SAFE_ERROR_MESSAGE)
    expect(safe instanceof Error ? (safe.stack ?? '') : '').not.toContain('db.ts')
    expect(log).toHaveBeenCalled()
  })

  it('lets redirects and not-founds through as control flow', () => {
    const to = redirect({ to: '/' })
    expect(sanitizeServerFnError(to)).toBe(to)
    const missing = notFound()
    expect(sanitizeServerFnError(missing)).toBe(missing)
  })
})
