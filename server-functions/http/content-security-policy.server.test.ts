import { describe, expect, it } from 'vitest'
import { contentSecurityPolicy, createNonce, originOf } from './content-security-policy.server.ts'

const directives = (policy: string) =>
  new Map(
    policy.split('; ').map((directive) => {
      const [name = '', ...values] = directive.split(' ')
      return [name, values]
    }),
  )

describe('content security policy', () => {
  const production = contentSecurityPolicy({
    nonce: 'R4nd0m+N0nce/==',
    cmsOrigin: 'https://cms.example.com',
    secure: true,
    dev: false,
  })
  const policy = directives(production)

  it('allows scripts only by nonce (and what they load), never inline or eval', () => {
    const scripts = policy.get('script-src') ?? []
    expect(scripts.slice(0, 2)).toEqual(["'nonce-R4nd0m+N0nce/=='", "'strict-dynamic'"])
    expect(scripts).not.toContain("'unsafe-inline'")
    expect(scripts).not.toContain("'unsafe-eval'")
    expect(scripts).not.toContain('https:')
    expect(production).not.toContain('unsafe-eval')
  })

  it('locks plugins, base URLs, form targets and framing', () => {
    expect(policy.get('object-src')).toEqual(["'none'"])
    expect(policy.get('base-uri')).toEqual(["'self'"])
    expect(policy.get('form-action')).toEqual(["'self'"])
    expect(policy.get('frame-ancestors')).toEqual(["'self'", 'https://cms.example.com'])
    expect(policy.get('default-src')).toEqual(["'self'"])
    expect(policy.get('connect-src')).toEqual(["'self'"])
    expect(policy.get('media-src')).toEqual(["'none'"])
  })

  it('frames only the allow-listed video players and reCAPTCHA', () => {
    expect(policy.get('frame-src')).toEqual([
      'https://www.youtube-nocookie.com',
      'https://player.vimeo.com',
      'https://www.google.com/recaptcha/',
      'https://recaptcha.google.com/recaptcha/',
    ])
  })

  it('upgrades insecure requests only over https, and frames only itself without a CMS', () => {
    expect(policy.has('upgrade-insecure-requests')).toBe(true)
    const plain = directives(
      contentSecurityPolicy({ nonce: 'n', cmsOrigin: undefined, secure: false, dev: false }),
    )
    expect(plain.has('upgrade-insecure-requests')).toBe(false)
    expect(plain.get('frame-ancestors')).toEqual(["'self'"])
  })

  it("lets Ghost's admin frame the page only when asked to (the draft preview)", () => {
    const framed = directives(
      contentSecurityPolicy({
        nonce: 'n',
        cmsOrigin: 'https://cms.example.com',
        blogOrigin: 'https://blog.example.com',
        secure: true,
        dev: false,
      }),
    )
    expect(framed.get('frame-ancestors')).toEqual([
      "'self'",
      'https://cms.example.com',
      'https://blog.example.com',
    ])
  })

  it('relaxes scripts and connections for the Vite dev server only', () => {
    const dev = directives(
      contentSecurityPolicy({ nonce: 'n', cmsOrigin: undefined, secure: false, dev: true }),
    )
    expect(dev.get('script-src')).toContain("'unsafe-inline'")
    expect(dev.get('connect-src')).toContain('ws:')
    expect(dev.get('object-src')).toEqual(["'none'"])
  })
})

describe('nonces and origins', () => {
  it('makes a new 128-bit base64 nonce every time', () => {
    // More than one batch of the generator's bytes: each nonce is its own 16 of them.
    const nonces = new Set(Array.from({ length: 1000 }, createNonce))
    expect(nonces.size).toBe(1000)
    for (const nonce of nonces) expect(Buffer.from(nonce, 'base64')).toHaveLength(16)
    expect([...nonces][0]).toMatch(/^[A-Za-z0-9+/]{22}==$/)
  })

  it('reads the origin of the CMS URL', () => {
    expect(originOf('https://cms.example.com:8443/admin/')).toBe('https://cms.example.com:8443')
    expect(originOf(undefined)).toBeUndefined()
    expect(originOf('not a url')).toBeUndefined()
  })
})
