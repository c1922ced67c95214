import { describe, expect, it } from 'vitest'
import {
  clientAddressFrom,
  forwardedHeaderSchema,
  limitBucket,
  TRUST_NONE,
  trustedProxiesSchema,
} from './trusted-proxies.server.ts'

const parse = (value: string) => trustedProxiesSchema.parse(value)
const forwarded = (value: string, name = 'x-forwarded-for') => new Headers({ [name]: value })

describe('the client address behind trusted proxies', () => {
  it('trusts nobody by default: a forwarded address is the client talking', () => {
    expect(clientAddressFrom('203.0.113.9', forwarded('198.51.100.1'), TRUST_NONE, 'x-forwarded-for')).toBe(
      '203.0.113.9',
    )
  })

  it('with a hop count, reads that many proxies back and no further', () => {
    const chain = forwarded('6.6.6.6, 198.51.100.7, 10.0.0.5')
    expect(clientAddressFrom('10.0.0.9', chain, parse('1'), 'x-forwarded-for')).toBe('10.0.0.5')
    expect(clientAddressFrom('10.0.0.9', chain, parse('2'), 'x-forwarded-for')).toBe('198.51.100.7')
    // A client's own forged entries never count beyond the chain's real length.
    expect(clientAddressFrom('10.0.0.9', forwarded('198.51.100.7'), parse('5'), 'x-forwarded-for')).toBe(
      '198.51.100.7',
    )
  })

  it('with addresses, sees past trusted proxies only, whatever the client prepends', () => {
    const trust = parse('127.0.0.1/32, 10.0.0.0/8')
    expect(
      clientAddressFrom('127.0.0.1', forwarded('6.6.6.6, 198.51.100.7, 10.1.2.3'), trust, 'x-forwarded-for'),
    ).toBe('198.51.100.7')
    expect(clientAddressFrom('203.0.113.9', forwarded('198.51.100.7'), trust, 'x-forwarded-for')).toBe(
      '203.0.113.9',
    )
    expect(clientAddressFrom('127.0.0.1', new Headers(), trust, 'x-forwarded-for')).toBe('127.0.0.1')
  })

  it('reads RFC 7239 Forwarded when the proxy writes it, and ignores a malformed one', () => {
    const trust = parse('loopback')
    expect(
      clientAddressFrom('127.0.0.1', forwarded('for=192.0.2.60;proto=http', 'forwarded'), trust, 'forwarded'),
    ).toBe('192.0.2.60')
    expect(
      clientAddressFrom(
        '127.0.0.1',
        forwarded('for="[2001:db8:cafe::17]:4711"', 'forwarded'),
        trust,
        'forwarded',
      ),
    ).toBe('2001:db8:cafe::17')
    expect(clientAddressFrom('127.0.0.1', forwarded('for=;;==', 'forwarded'), trust, 'forwarded')).toBe(
      '127.0.0.1',
    )
  })

  it('reads only the header the proxy writes: a client cannot name itself in the other one', () => {
    const trust = parse('loopback')
    // The proxy appends the peer it saw to Forwarded and passes the client's own X-Forwarded-For on.
    const behindForwarded = new Headers({ 'x-forwarded-for': '198.51.100.99', forwarded: 'for=203.0.113.5' })
    expect(clientAddressFrom('127.0.0.1', behindForwarded, trust, 'forwarded')).toBe('203.0.113.5')
    const behindXff = new Headers({ 'x-forwarded-for': '203.0.113.5', forwarded: 'for=198.51.100.99' })
    expect(clientAddressFrom('127.0.0.1', behindXff, trust, 'x-forwarded-for')).toBe('203.0.113.5')
    // Nothing in the header the proxy writes: the proxy itself is the peer to count.
    expect(
      clientAddressFrom(
        '127.0.0.1',
        new Headers({ forwarded: 'for=198.51.100.99' }),
        trust,
        'x-forwarded-for',
      ),
    ).toBe('127.0.0.1')
  })

  it('takes x-forwarded-for or forwarded as the header, nothing else', () => {
    expect(forwardedHeaderSchema.parse('forwarded')).toBe('forwarded')
    for (const bad of ['X-Real-IP', 'both', ''])
      expect(forwardedHeaderSchema.safeParse(bad).success, bad).toBe(false)
  })

  it('refuses a setting it cannot read, naming what it takes', () => {
    for (const bad of ['10.0.0.0/99', 'not-an-address', '1000'])
      expect(trustedProxiesSchema.safeParse(bad).success, bad).toBe(false)
    expect(parse('')).toEqual({ kind: 'addresses', list: [] })
  })
})

describe('what a per-client limit counts', () => {
  it('counts an IPv6 client by its /64, so one subscriber cannot rotate through its block', () => {
    expect(limitBucket('2001:db8:1:2:aaaa:bbbb:cccc:dddd')).toBe('2001:db8:1:2::/64')
    expect(limitBucket('2001:db8:1:2::1')).toBe('2001:db8:1:2::/64')
    expect(limitBucket('2001:0db8:0001:0002:ffff::9')).toBe('2001:db8:1:2::/64')
    expect(limitBucket('fe80::1%eth0')).toBe('fe80::/64')
    expect(limitBucket('2001:db8:1:3::1')).not.toBe(limitBucket('2001:db8:1:2::1'))
  })

  it('counts IPv4 as it is, an IPv4-mapped address as its IPv4, and anything else as written', () => {
    expect(limitBucket('203.0.113.9')).toBe('203.0.113.9')
    expect(limitBucket('::ffff:203.0.113.9')).toBe('203.0.113.9')
    expect(limitBucket('unknown')).toBe('unknown')
  })
})
