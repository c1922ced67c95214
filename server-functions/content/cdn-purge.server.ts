import { type CdnPurgeConfig, serverEnv } from '../env.server.ts'
import { z } from 'zod'
import { callService } from '../http/service-client.server.ts'

/** The CDNs' own limits per call are 30 (Cloudflare) to 256 (Fastly) tags: send them in batches. */
const TAGS_PER_CALL = 30
/** The mocked stack's purge token (the mock CDN refuses any other, as a real one would). */
export const MOCK_CDN_TOKEN = 'mock-cdn-token'

export type CdnPurgeResult =
  | { status: 'off' }
  | { status: 'purged'; tags: string[] }
  | { status: 'failed'; tags: string[]; message: string }

/** One purge-by-tag call in the shape of the configured CDN's API: its headers and JSON body. */
export function purgeCall(
  config: CdnPurgeConfig,
  tags: string[],
): { headers: Record<string, string>; json: unknown } {
  const token = config.token ?? (config.mocked ? MOCK_CDN_TOKEN : '')
  const headers: Record<string, string> = {}
  let body: unknown
  if (config.api === 'fastly') {
    // POST /service/{id}/purge with Fastly-Key; keys in the body (bulk purge).
    headers['fastly-key'] = token
    body = { surrogate_keys: tags }
  } else if (config.api === 'netlify') {
    // POST /api/v1/purge with a personal access token.
    headers.authorization = `Bearer ${token}`
    body = { site_id: config.siteId, cache_tags: tags }
  } else {
    // Cloudflare: POST /zones/{zone}/purge_cache with an API token.
    headers.authorization = `Bearer ${token}`
    body = { tags }
  }
  return { headers, json: body }
}

/** Purges the CDN in front of the site by cache tag; a failure is reported, never thrown. */
export function purgeCdn(tags: string[]): Promise<CdnPurgeResult> {
  return purgeCdnWith(serverEnv().cdnPurge, tags)
}

export async function purgeCdnWith(
  config: CdnPurgeConfig | undefined,
  tags: string[],
): Promise<CdnPurgeResult> {
  if (!config) return { status: 'off' }
  const unique = [...new Set(tags)]
  for (let start = 0; start < unique.length; start += TAGS_PER_CALL) {
    const batch = unique.slice(start, start + TAGS_PER_CALL)
    const purged = await callService({ name: 'cdn', url: config.url }, '', {
      method: 'POST',
      ...purgeCall(config, batch),
      schema: z.unknown(),
      // A failed purge is reported to the webhook and the cache expires anyway: a warning, not an error.
      logLevel: 'warn',
    })
    if (!purged.ok) {
      const message = purged.kind === 'status' ? `the CDN answered ${purged.status}` : purged.detail
      return { status: 'failed', tags: unique, message }
    }
  }
  return { status: 'purged', tags: unique }
}
