import { describe, expect, it } from 'vitest'
import { findRedirect } from './redirects.ts'

const placeholders = [
  '/getstarted/',
  '/selectplan/',
  '/apitoolkit/',
  '/apitoolkit/some/deep/path',
  '/solutions/',
  '/solutions/page/2/',
  '/solutions/invoice-redaction/',
  '/apitools/redact-pdf/',
  '/apitools/pdf-to-markdown/',
  '/self-hosted-reference',
  '/self-hosted-reference.html',
  '/self-hosted-reference/setup/',
  '/self-hosted-instructions/',
  '/self-hosted-instructions/ami/launch/',
  '/pdf-toolkit-self-hosted-reference/cfn/',
  '/pdf-forms-pro-self-hosted-instructions/mount-volume/',
  '/pdf-to-office-pro-self-hosted-reference.html',
  '/compress-pdf-instructions',
  '/documentation/fontlist/',
  '/documentation/api-reference/compress/',
]

describe('redirects', () => {
  it.each(placeholders)('%s goes somewhere in one hop', (path) => {
    const target = findRedirect(path)
    expect(target).toBeDefined()
    const targetPath = new URL(target ?? '', 'http://site.test').pathname
    expect(targetPath).toMatch(/^\/.*\/$/)
    expect(findRedirect(targetPath), `${path} -> ${target} redirects again`).toBeUndefined()
  })

  it('keeps the query string and leaves real pages alone', () => {
    expect(findRedirect('/getstarted/', '?utm_source=ad')).toBe('/pricing/?utm_source=ad')
    for (const page of [
      '/',
      '/pricing/',
      '/apitools/',
      '/apitools/compress-pdf/',
      '/products/cloud-api/',
      '/learning/',
    ]) {
      expect(findRedirect(page)).toBeUndefined()
    }
  })

  it('sends legacy documentation paths to the matching endpoint page, else the overview', () => {
    expect(findRedirect('/documentation/api-reference/compress/')).toBe('/documentation/compressed-pdf/')
    expect(findRedirect('/documentation/merge-pdfs')).toBe('/documentation/merged-pdf/')
    expect(findRedirect('/documentation/ocr-pdf/')).toBe('/documentation/pdf-with-ocr-text/')
    expect(findRedirect('/documentation/fontlist/')).toBe('/documentation/')
    expect(findRedirect('/documentation/getting-started/')).toBe('/documentation/')
    for (const page of [
      '/documentation/',
      '/documentation/compressed-pdf/',
      '/documentation/sdks/',
      '/documentation/test-your-integration/',
      '/support/',
    ]) {
      expect(findRedirect(page)).toBeUndefined()
    }
  })

  it('keeps a solution slug', () => {
    expect(findRedirect('/solutions/invoice-redaction/')).toBe('/learning/solutions/invoice-redaction/')
  })
})
