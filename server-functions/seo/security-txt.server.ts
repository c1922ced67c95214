import type { SecurityTxtEnv } from '../env.server.ts'

const DAY_MS = 86_400_000

/**
 * `/.well-known/security.txt` (RFC 9116): where to report a vulnerability. Without a configured
 * expiry the file is renewed daily to 364 days ahead (under the RFC's recommended year), the same on
 * every instance; the canonical address comes from the site origin, never from the request.
 */
export function securityTxt(siteUrl: string, config: SecurityTxtEnv, now = Date.now()): string {
  const expires = config.expires ?? new Date(Math.floor(now / DAY_MS) * DAY_MS + 364 * DAY_MS)
  const lines = [
    ...config.contacts.map((contact) => `Contact: ${contact}`),
    `Expires: ${expires.toISOString().replace(/\.000Z$/, 'Z')}`,
    ...(config.policyUrl ? [`Policy: ${config.policyUrl}`] : []),
    `Preferred-Languages: ${config.languages}`,
    `Canonical: ${siteUrl}/.well-known/security.txt`,
  ]
  return `${lines.join('\n')}\n`
}
