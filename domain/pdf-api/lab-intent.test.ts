import { describe, expect, it } from 'vitest'
import { labAfterSignUp } from './lab-intent.ts'

const at = (url: string) => {
  const parsed = new URL(url, 'https://pdfrest.test')
  return { pathname: parsed.pathname, search: parsed.search }
}

describe('the lab after sign-up keeps the tool the visitor came for', () => {
  it('from the lab, a tool page or an endpoint reference', () => {
    expect(labAfterSignUp(at('/apilab/?tool=compressed-pdf'))).toBe('/apilab/?n=s&tool=compressed-pdf')
    expect(labAfterSignUp(at('/apitools/compress-pdf/'))).toBe('/apilab/?n=s&tool=compressed-pdf')
    expect(labAfterSignUp(at('/documentation/markdown/'))).toBe('/apilab/?n=s&tool=markdown')
  })

  it('lands on the welcome alone from anywhere else, or for a tool it does not know', () => {
    expect(labAfterSignUp(at('/'))).toBe('/apilab/?n=s')
    expect(labAfterSignUp(at('/pricing/'))).toBe('/apilab/?n=s')
    expect(labAfterSignUp(at('/apilab/?tool=no-such-tool'))).toBe('/apilab/?n=s')
    expect(labAfterSignUp(at('/apitools/'))).toBe('/apilab/?n=s')
  })
})
