import { describe, expect, it } from 'vitest'
import { clientAddressFrom, TRUST_NONE, trustedProxiesSchema } from './trusted-proxies.server.ts'

const parse = (value: string) => trustedProxiesSchema.parse(value)
const forwarded = (value: string, name = 'x-forwarded-for') => new Headers({ [name]: value })

describe('the client address behind trusted proxies', () => {
  it('trusts nobody by default: a forwarded address is the client talking', () => {
    expect(clientAddressFrom('203.0.113.9', forwarded('198.51.100.1'), TRUST_NONE)).toBe('203.0.113.9')
  })

  it('with a hop count, reads that many proxies back and no further', () => {
    const chain = forwarded('6.6.6.6, 198.51.100.7, 10.0.0.5')
    expect(clientAddressFrom('10.0.0.9', chain, parse('1'))).toBe('10.0.0.5')
    expect(clientAddressFrom('10.0.0.9', chain, parse('2'))).toBe('198.51.100.7')
    // A client's own forged entries never count beyond the chain's real length.
    expect(clientAddressFrom('10.0.0.9', forwarded('198.51.100.7'), parse('5'))).toBe('198.51.100.7')
  })

  it('with addresses, sees past trusted proxies only, whatever the client prepends', () => {
    const trust = parse('127.0.0.1/32, 10.0.0.0/8')
    expect(clientAddressFrom('127.0.0.1', forwarded('6.6.6.6, 198.51.100.7, 10.1.2.3'), trust)).toBe(
      '198.51.100.7',
    )
    expect(clientAddressFrom('203.0.113.9', forwarded('198.51.100.7'), trust)).toBe('203.0.113.9')
    expect(clientAddressFrom('127.0.0.1', new Headers(), trust)).toBe('127.0.0.1')
  })

  it('reads RFC 7239 Forwarded when X-Forwarded-For is absent, and ignores a malformed one', () => {
    const trust = parse('loopback')
    expect(clientAddressFrom('127.0.0.1', forwarded('for=192.0.2.60;proto=http', 'forwarded'), trust)).toBe(
      '192.0.2.60',
    )
    expect(
      clientAddressFrom('127.0.0.1', forwarded('for="[2001:db8:cafe::17]:4711"', 'forwarded'), trust),
    ).toBe('2001:db8:cafe::17')
    expect(clientAddressFrom('127.0.0.1', forwarded('for=;;==', 'forwarded'), trust)).toBe('127.0.0.1')
  })

  it('refuses a setting it cannot read, naming what it takes', () => {
    for (const bad of ['10.0.0.0/99', 'not-an-address', '1000'])
      expect(trustedProxiesSchema.safeParse(bad).success, bad).toBe(false)
    expect(parse('')).toEqual({ kind: 'addresses', list: [] })
  })
})
