import { describe, expect, it } from 'vitest'
import { safeNext, signInDestination } from './sign-in-destination.ts'

describe('signInDestination', () => {
  it('keeps the visitor on the page they signed in from', () => {
    expect(signInDestination({ pathname: '/pricing/', href: '/pricing/' })).toBe('/pricing/')
    expect(
      signInDestination({ pathname: '/learning/tutorials/', href: '/learning/tutorials/?page=2#list' }),
    ).toBe('/learning/tutorials/?page=2#list')
    expect(signInDestination({ pathname: '/', href: '/' })).toBe('/')
  })

  it('goes to the account from the sign-up and recovery flow pages', () => {
    expect(signInDestination({ pathname: '/passwordreset/', href: '/passwordreset/#x' })).toBe('/account/')
    expect(signInDestination({ pathname: '/auth/callback/', href: '/auth/callback/?a=1' })).toBe('/account/')
  })

  it('follows the target its opener asked for, never off the site', () => {
    expect(signInDestination({ pathname: '/', href: '/' }, '/account/')).toBe('/account/')
    expect(signInDestination({ pathname: '/', href: '/' }, '/apilab/?tool=merged-pdf')).toBe(
      '/apilab/?tool=merged-pdf',
    )
    expect(signInDestination({ pathname: '/', href: '/' }, '//evil.example/')).toBe('/account/')
    expect(safeNext('https://evil.example/')).toBe('/account/')
    expect(safeNext('/\\evil')).toBe('/account/')
  })
})
