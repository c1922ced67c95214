import parseForwarded from 'forwarded-parse'
import ipaddr from 'ipaddr.js'
import proxyAddr from 'proxy-addr'
import { z } from 'zod'

/**
 * Which forwarding proxies in front of the site are believed (`TRUSTED_PROXIES`): a hop count, or
 * a list of addresses and CIDRs (`loopback`, `10.0.0.0/8`, …). Nothing is trusted by default, so a
 * client can never choose its own address by sending `X-Forwarded-For`.
 */
export type TrustedProxies = { kind: 'hops'; hops: number } | { kind: 'addresses'; list: string[] }

export const TRUST_NONE: TrustedProxies = { kind: 'hops', hops: 0 }

/** More entries than any real chain of proxies has; the rest of a longer header is never read. */
const MAX_FORWARDED_ENTRIES = 32
const MAX_FORWARDED_BYTES = 4096

export const trustedProxiesSchema = z
  .string()
  .trim()
  .max(2000)
  .transform((raw, context): TrustedProxies => {
    if (/^\d+$/.test(raw)) {
      const hops = Number(raw)
      if (hops <= MAX_FORWARDED_ENTRIES) return { kind: 'hops', hops }
      context.addIssue({ code: 'custom', message: `a hop count of at most ${MAX_FORWARDED_ENTRIES}` })
      return z.NEVER
    }
    const list = raw
      .split(',')
      .map((entry) => entry.trim())
      .filter(Boolean)
    try {
      proxyAddr.compile(list)
      return { kind: 'addresses', list }
    } catch (error) {
      const reason = error instanceof Error ? error.message : String(error)
      context.addIssue({ code: 'custom', message: `a hop count or addresses and CIDRs (${reason})` })
      return z.NEVER
    }
  })

/**
 * The header the trusted proxy in front writes (`FORWARDED_HEADER`): only that one is read. A proxy
 * that writes `Forwarded` passes a client's own `X-Forwarded-For` through untouched, so reading
 * "either" would let the client name itself.
 */
export const forwardedHeaderSchema = z.enum(['x-forwarded-for', 'forwarded'])
export type ForwardedHeader = z.infer<typeof forwardedHeaderSchema>

/** Decides, for the `index`-th address from the site's side, whether it is a proxy to see past. */
export function trustFunction(trust: TrustedProxies): (address: string, index: number) => boolean {
  if (trust.kind === 'hops') return (_address, index) => index < trust.hops
  const trusted = proxyAddr.compile(trust.list)
  return (address) => trusted(address, 0)
}

/** An address as a proxy wrote it in `Forwarded`: without quotes, brackets or port. */
function bareAddress(node: string): string {
  const unquoted = node.replace(/^"|"$/g, '')
  const bracketed = /^\[([^\]]+)\]/.exec(unquoted)
  if (bracketed?.[1]) return bracketed[1]
  return /^[\d.]+:\d+$/.test(unquoted) ? unquoted.slice(0, unquoted.lastIndexOf(':')) : unquoted
}

/** The forwarded-for chain, client first, from the one header the proxy writes. */
function forwardedChain(headers: Headers, header: ForwardedHeader): string[] {
  if (header === 'x-forwarded-for')
    return (headers.get('x-forwarded-for') ?? '')
      .slice(-MAX_FORWARDED_BYTES)
      .split(',')
      .map((entry) => entry.trim())
      .filter(Boolean)
  const forwarded = headers.get('forwarded')
  if (!forwarded || forwarded.length > MAX_FORWARDED_BYTES) return []
  try {
    return parseForwarded(forwarded).flatMap((element) => (element.for ? [bareAddress(element.for)] : []))
  } catch {
    // A malformed header is the client's own text: believed for nothing.
    return []
  }
}

/**
 * The client's address: the socket peer, then each forwarded entry from the nearest proxy back,
 * for as long as the address just read is a trusted proxy.
 */
export function clientAddressFrom(
  peer: string,
  headers: Headers,
  trust: TrustedProxies,
  header: ForwardedHeader,
): string {
  const trusted = trustFunction(trust)
  if (!trusted(peer, 0)) return peer
  const chain = [peer, ...forwardedChain(headers, header).slice(-MAX_FORWARDED_ENTRIES).reverse()]
  for (let index = 1; index < chain.length; index++) {
    const address = chain[index] ?? ''
    if (index === chain.length - 1 || !trusted(address, index)) return address || peer
  }
  return peer
}

/**
 * What a per-client limit counts for an address: an IPv4 address as it is (an IPv4-mapped IPv6 one
 * as IPv4), an IPv6 address by its /64, the block a single subscriber gets; anything unreadable as
 * it is. Counted per /128, one /64 would give its holder 2^64 fresh addresses.
 */
export function limitBucket(address: string): string {
  const bare = address.replace(/%.*$/, '')
  if (!ipaddr.isValid(bare)) return address
  const parsed = ipaddr.process(bare)
  if (!(parsed instanceof ipaddr.IPv6)) return parsed.toString()
  return `${new ipaddr.IPv6([...parsed.parts.slice(0, 4), 0, 0, 0, 0]).toString()}/64`
}
