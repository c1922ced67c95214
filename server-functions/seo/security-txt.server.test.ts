import { describe, expect, it } from 'vitest'
import { parseEnv } from '../env.server.ts'
import { securityTxt } from './security-txt.server.ts'

const dev = (source: NodeJS.ProcessEnv) => parseEnv({ NODE_ENV: 'development', ...source })
const fields = (text: string) =>
  text
    .trimEnd()
    .split('\n')
    .map((line) => line.split(': ')[0])

describe('security.txt (RFC 9116)', () => {
  it('by default: the support page as contact, renewed daily to 364 days ahead, canonical from SITE_URL', () => {
    const env = dev({ SITE_URL: 'https://pdfrest.com' })
    const now = Date.parse('2026-11-26T21:44:00Z')
    expect(securityTxt(env.siteUrl, env.securityTxt, now)).toBe(
      [
        'Contact: https://pdfrest.com/support/',
        'Expires: 2027-11-25T00:00:00Z',
        'Preferred-Languages: en',
        'Canonical: https://pdfrest.com/.well-known/security.txt',
        '',
      ].join('\n'),
    )
    // The same file all day long, on every instance.
    expect(securityTxt(env.siteUrl, env.securityTxt, now + 3600_000)).toBe(
      securityTxt(env.siteUrl, env.securityTxt, now),
    )
  })

  it('from configuration: contacts, a fixed expiry, the policy and the languages', () => {
    const env = dev({
      SITE_URL: 'https://pdfrest.com',
      SECURITY_CONTACT: 'mailto:security@pdfrest.com, https://pdfrest.com/security/',
      SECURITY_EXPIRES: '2099-01-01T00:00:00Z',
      SECURITY_POLICY_URL: 'https://pdfrest.com/security-policy/',
      SECURITY_LANGUAGES: 'en, de',
    })
    const text = securityTxt(env.siteUrl, env.securityTxt)
    expect(fields(text)).toEqual([
      'Contact',
      'Contact',
      'Expires',
      'Policy',
      'Preferred-Languages',
      'Canonical',
    ])
    expect(text).toContain('Contact: mailto:security@pdfrest.com\nContact: https://pdfrest.com/security/\n')
    expect(text).toContain('Expires: 2099-01-01T00:00:00Z\n')
    expect(text).toContain('Policy: https://pdfrest.com/security-policy/\n')
    expect(text).toContain('Preferred-Languages: en, de\n')
  })

  it('refuses a bad configuration by name', () => {
    expect(() => dev({ SECURITY_CONTACT: 'http://insecure.example.com' })).toThrow(/SECURITY_CONTACT/)
    expect(() => dev({ SECURITY_EXPIRES: '2001-01-01T00:00:00Z' })).toThrow(
      /SECURITY_EXPIRES: must be in the future/,
    )
    expect(() => dev({ SECURITY_EXPIRES: 'next year' })).toThrow(/SECURITY_EXPIRES/)
    expect(() => dev({ SECURITY_POLICY_URL: 'http://pdfrest.com/policy' })).toThrow(/SECURITY_POLICY_URL/)
    expect(() => dev({ SECURITY_LANGUAGES: 'english please' })).toThrow(/SECURITY_LANGUAGES/)
  })
})
