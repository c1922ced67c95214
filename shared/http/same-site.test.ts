import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { MAX_SAME_SITE_BYTES, sameSitePath } from './same-site.ts'

const SITE = 'https://www.site.test'

/** The spellings a review found or that browsers read as another host: each must stay off. */
const leaving = [
  '//evil.example/',
  '/.//evil.example/',
  '/..//evil.example/',
  '/%2e//evil.example/',
  '/%2E%2E//evil.example/',
  '/./.././/evil.example/',
  '/\\evil.example/',
  '\\\\evil.example/',
  '/\\/evil.example/',
  '/.\\/evil.example/',
  '/\t/evil.example/',
  '/\n/evil.example/',
  '\t//evil.example/',
  ' //evil.example/',
  '/\r\n/evil.example/',
  'https://evil.example/',
  'http://www.site.test/',
  'https://www.site.test@evil.example/',
  'https://user:pass@www.site.test/',
  'javascript:alert(1)',
  'evil.example/',
  'pricing/',
  'data:text/html,<script>alert(1)</script>',
  '//www.site.test.evil.example/',
]

describe('sameSitePath', () => {
  it('keeps paths on the site, percent-encoded, with their query and fragment', () => {
    expect(sameSitePath('/pricing/?plan=pro#faq', SITE)).toBe('/pricing/?plan=pro#faq')
    expect(sameSitePath('/€/é?q=ü#ß', SITE)).toBe('/%E2%82%AC/%C3%A9?q=%C3%BC#%C3%9F')
    expect(sameSitePath('/a\u0000b c"<>', SITE)).toBe('/a%00b%20c%22%3C%3E')
    expect(sameSitePath('/\uD800', SITE)).toBe('/%EF%BF%BD')
    expect(sameSitePath('/learning/../pricing/', SITE)).toBe('/pricing/')
    expect(sameSitePath('https://www.site.test/account/', SITE)).toBe('/account/')
  })

  it('keeps encoded slashes as they are: a path segment, never a host', () => {
    expect(sameSitePath('/%2f%2fevil.example/', SITE)).toBe('/%2f%2fevil.example/')
    expect(sameSitePath('/%5c%5cevil.example/', SITE)).toBe('/%5c%5cevil.example/')
  })

  it.each(leaving)('refuses %j', (raw) => {
    expect(sameSitePath(raw, SITE)).toBeUndefined()
  })

  it('takes only paths when no origin is given', () => {
    expect(sameSitePath('/apilab/?tool=merged-pdf')).toBe('/apilab/?tool=merged-pdf')
    expect(sameSitePath('https://www.site.test/account/')).toBeUndefined()
    for (const raw of leaving) expect(sameSitePath(raw), raw).toBeUndefined()
  })

  it('refuses nothing, empty or too long', () => {
    expect(sameSitePath(null, SITE)).toBeUndefined()
    expect(sameSitePath(undefined, SITE)).toBeUndefined()
    expect(sameSitePath('', SITE)).toBeUndefined()
    expect(sameSitePath(`/${'a'.repeat(MAX_SAME_SITE_BYTES)}`, SITE)).toBeUndefined()
  })

  it('never answers an address that leaves the site, whatever the input', () => {
    const piece = fc.constantFrom(
      '/',
      '\\',
      '.',
      '..',
      '%2e',
      '%2E',
      '%2f',
      '%5c',
      '\t',
      '\n',
      '\r',
      ' ',
      '@',
      ':',
      '?',
      '#',
      'evil.example',
      'www.site.test',
      'https:',
      'http:',
      'javascript:',
    )
    const crafted = fc.array(fc.oneof(piece, fc.string({ maxLength: 3 })), { maxLength: 12 })
    const input = fc.oneof(
      crafted.map((pieces) => pieces.join('')),
      fc.string({ maxLength: 40 }),
      fc.webUrl({ size: 'small' }),
    )
    fc.assert(
      fc.property(input, (raw) => {
        const path = sameSitePath(raw, SITE)
        if (path === undefined) return true
        // What a browser does with it as a Location, on the site and on any other page.
        return (
          new URL(path, SITE).origin === SITE &&
          new URL(path, 'http://elsewhere.test/a/b').host === 'elsewhere.test' &&
          /^\/(?![/\\])[\x21-\x7e]*$/.test(path)
        )
      }),
      { numRuns: 1000 },
    )
  })
})
