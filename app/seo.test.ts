import { describe, expect, it } from 'vitest'
import { canonicalUrl } from './seo.ts'

describe('canonicalUrl', () => {
  it('joins the origin and the path with a trailing slash enforced', () => {
    expect(canonicalUrl('https://pdfrest.com', '/pricing')).toBe('https://pdfrest.com/pricing/')
    expect(canonicalUrl('https://pdfrest.com/', '/pricing/')).toBe('https://pdfrest.com/pricing/')
    expect(canonicalUrl('https://pdfrest.com', '/')).toBe('https://pdfrest.com/')
  })
})
