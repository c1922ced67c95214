import { describe, expect, it } from 'vitest'
import { isAppPath } from './app-routes.ts'

describe('isAppPath', () => {
  it('knows the app routes, with their search, hash or without a trailing slash', () => {
    for (const href of [
      '/account/',
      '/account',
      '/account/?change=Professional&cycle=Annual',
      '/apilab/?n=s',
      '/admin/users/42/',
      '/auth/callback/#access_token=x',
      '/passwordreset/#recovery',
    ])
      expect(isAppPath(href), href).toBe(true)
  })

  it('sends every other page to a document load', () => {
    for (const href of [
      '/',
      '/pricing/',
      '/apitools/#Convert',
      '/accounting/',
      '/apilabs/',
      '/?auth=sign-in',
    ])
      expect(isAppPath(href), href).toBe(false)
  })
})
