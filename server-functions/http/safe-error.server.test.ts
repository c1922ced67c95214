import { notFound, redirect } from '@tanstack/react-router'
import { setResponseStatus } from '@tanstack/react-start/server'
import { describe, expect, it, vi } from 'vitest'
import { z } from 'zod'
import { INVALID_REQUEST_MESSAGE } from '#shared/api/body-messages.ts'
import { InvalidRequestError } from '#shared/api/invalid-request.ts'
import { SAFE_ERROR_MESSAGE, sanitizeServerFnError } from './safe-error.server.ts'

vi.mock('@tanstack/react-start/server', () => ({ setResponseStatus: vi.fn() }))

const messageOf = (error: unknown) => (error instanceof Error ? error.message : '')

describe('sanitizeServerFnError', () => {
  it('replaces an internal error with the safe message and logs the original', () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => undefined)
    const safe = sanitizeServerFnError(
      new Error('ECONNREFUSED 10.0.0.7:5432 at db.query (/srv/app/db.ts:12)'),
    )
    expect(safe).toBeInstanceOf(Error)
    expect(messageOf(safe)).toBe(SAFE_ERROR_MESSAGE)
    expect(safe instanceof Error ? (safe.stack ?? '') : '').not.toContain('db.ts')
    expect(log).toHaveBeenCalled()
  })

  it('answers a validation failure with 400 and the plain text, without the schema details', () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => undefined)
    log.mockClear()
    const zodError = z.object({ email: z.email() }).safeParse({ email: 1 }).error
    // What TanStack Start throws when a zod validator refuses the input.
    const refused = new Error(JSON.stringify(zodError?.issues, undefined, 2))
    for (const error of [zodError, new InvalidRequestError(), refused]) {
      vi.mocked(setResponseStatus).mockClear()
      const safe = sanitizeServerFnError(error)
      expect(messageOf(safe)).toBe(INVALID_REQUEST_MESSAGE)
      expect(setResponseStatus).toHaveBeenCalledWith(400)
    }
    expect(log).not.toHaveBeenCalled()
  })

  it('still treats an internal error whose text merely starts with a bracket as internal', () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined)
    vi.mocked(setResponseStatus).mockClear()
    for (const message of ['[db] connection lost', '[]', '[{"code":1}]']) {
      expect(messageOf(sanitizeServerFnError(new Error(message)))).toBe(SAFE_ERROR_MESSAGE)
    }
    expect(setResponseStatus).not.toHaveBeenCalled()
  })

  it('lets redirects and not-founds through as control flow', () => {
    const to = redirect({ to: '/' })
    expect(sanitizeServerFnError(to)).toBe(to)
    const missing = notFound()
    expect(sanitizeServerFnError(missing)).toBe(missing)
  })
})
