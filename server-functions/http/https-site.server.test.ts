import { describe, expect, it, vi } from 'vitest'
import { withBaselineHeaders } from './request-pipeline.server.ts'
import { baselineHeaders } from './security-headers.server.ts'
import { hostCookieName, siteIsHttps, siteOrigin } from './site-origin.server.ts'

// A site configured on https (TLS ends at a proxy: the requests themselves arrive over http).
vi.stubEnv('SITE_URL', 'https://www.pdfrest.test/')

describe('a site served over https', () => {
  it('takes its origin from the configuration', () => {
    expect(siteOrigin()).toBe('https://www.pdfrest.test')
    expect(siteIsHttps()).toBe(true)
  })

  it('sends HSTS with the baseline, on every kind of response', () => {
    expect(baselineHeaders()['Strict-Transport-Security']).toBe(
      'max-age=63072000; includeSubDomains; preload',
    )
    const file = withBaselineHeaders(
      new Response('body { }', { headers: { 'content-type': 'text/css' } }),
      baselineHeaders(),
    )
    expect(file.headers.get('Strict-Transport-Security')).toContain('max-age=63072000')
    const redirect = withBaselineHeaders(
      Response.redirect('https://www.pdfrest.test/pricing/', 308),
      baselineHeaders(),
    )
    expect(redirect.headers.get('Strict-Transport-Security')).toContain('max-age=63072000')
  })

  it('names its cookies with the __Host- prefix', () => {
    expect(hostCookieName('pdfrest_session')).toBe('__Host-pdfrest_session')
  })
})
