import { describe, expect, it } from 'vitest'
import { makeSlashRedirectPermanent } from './trailing-slash.server.ts'

const redirect = (location: string) => new Response(null, { status: 307, headers: { location } })

describe('makeSlashRedirectPermanent', () => {
  it('turns the trailing-slash redirect into a relative 308', () => {
    const response = makeSlashRedirectPermanent(
      new Request('http://site.test/pricing?x=1'),
      redirect('http://site.test/pricing/?x=1'),
    )
    expect(response.status).toBe(308)
    expect(response.headers.get('location')).toBe('/pricing/?x=1')
  })

  it('stays permanent when the router spells the query differently', () => {
    const response = makeSlashRedirectPermanent(
      new Request('http://site.test/pricing?a=%0d%0a'),
      redirect('http://site.test/pricing/?a=%0D%0A'),
    )
    expect(response.status).toBe(308)
    expect(response.headers.get('location')).toBe('/pricing/?a=%0d%0a')
  })

  it('leaves other redirects alone', () => {
    const other = redirect('http://site.test/account/')
    expect(makeSlashRedirectPermanent(new Request('http://site.test/login'), other)).toBe(other)
    const offsite = redirect('https://evil.test/pricing/')
    expect(makeSlashRedirectPermanent(new Request('http://site.test/pricing'), offsite)).toBe(offsite)
  })
})
