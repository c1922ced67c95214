import { describe, expect, it } from 'vitest'
import { redirectResponse, settledLocation, settleRedirect } from './redirect-location.server.ts'

// No SITE_URL in unit tests: the configured origin is http://localhost:3000.
const site = 'http://localhost:3000'

describe('settledLocation', () => {
  it('writes targets on this site as paths, never with the Host header', () => {
    expect(settledLocation('/pricing/', 'http://evil.test/pricing')).toBe('/pricing/')
    expect(settledLocation(`${site}/pricing/?a=1#b`, 'http://evil.test/pricing')).toBe('/pricing/?a=1#b')
    expect(settledLocation('http://evil.test/evil.test', 'http://evil.test//evil.test')).toBe('/evil.test')
    // As a bare path `//x/` would name a host: it goes out on the configured origin.
    expect(settledLocation('http://evil.test//x/', 'http://evil.test//x')).toBe(`${site}//x/`)
  })

  it('leaves other sites’ https URLs in place, in ASCII', () => {
    expect(settledLocation('https://idp.test/authorize?x=1', `${site}/`)).toBe(
      'https://idp.test/authorize?x=1',
    )
    expect(settledLocation('https://bücher.test/ü', `${site}/`)).toBe('https://xn--bcher-kva.test/%C3%BC')
  })
})

describe('redirect responses', () => {
  it('never fail on odd targets and always carry ASCII', () => {
    for (const target of ['/€', '/\u0000', '/\uD800', '/é?x=\u2028']) {
      const response = redirectResponse(307, target, `${site}/`)
      expect(response.headers.get('location')).toMatch(/^\/[\x21-\x7e]*$/)
    }
  })

  it('settles the router’s own Host-header redirects', () => {
    const request = new Request('http://evil.test//evil.test')
    const settled = settleRedirect(request, Response.redirect('http://evil.test/evil.test', 308))
    expect(settled.status).toBe(308)
    expect(settled.headers.get('location')).toBe('/evil.test')
    const page = new Response('x')
    expect(settleRedirect(request, page)).toBe(page)
  })
})
