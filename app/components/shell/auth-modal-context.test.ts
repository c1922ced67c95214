import { describe, expect, it } from 'vitest'
import { authModalSchema } from '#shared/api/auth-modal.schema.ts'
import { requestAuthModal } from './auth-modal-context.ts'

const flash = {
  form: 'sign-in',
  ok: false,
  message: 'Invalid email or password.',
  email: 'jo@example.com',
  field: 'password',
}

describe("the request context's auth modal", () => {
  it('reads back what the middleware put, as its schema parses it', () => {
    for (const modal of [
      { view: 'sign-in', returnTo: '/pricing/' },
      { view: 'recovery', returnTo: '/', flash: { ...flash, form: 'recovery', ok: true, field: undefined } },
      { view: 'sign-in', returnTo: '/account/', flash },
      { view: 'sign-up', returnTo: '/learning/' },
    ]) {
      expect(requestAuthModal({ nonce: 'n', authModal: modal })).toEqual(authModalSchema.parse(modal))
    }
  })

  it('is nothing for a context without one, or with a shape the schema refuses', () => {
    for (const modal of [
      undefined,
      null,
      'sign-in',
      { view: 'admin', returnTo: '/' },
      { view: 'sign-in' },
      { view: 'sign-in', returnTo: '/', flash: { ...flash, form: 'sign-up' } },
      { view: 'sign-in', returnTo: '/', flash: { ...flash, field: 'name' } },
      { view: 'sign-in', returnTo: '/', flash: { ...flash, ok: 'no' } },
    ]) {
      expect(authModalSchema.safeParse(modal).success).toBe(false)
      expect(requestAuthModal({ authModal: modal })).toBeUndefined()
    }
    expect(requestAuthModal(undefined)).toBeUndefined()
  })
})
