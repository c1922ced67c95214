import { AsyncLocalStorage } from 'node:async_hooks'

/** Every page carries it: purging it empties the whole CDN (a change to the global record). */
export const SITE_TAG = 'site'
/** Header values stay well inside the CDNs' limits (Cloudflare: 16 KB of tags per response). */
const MAX_TAGS = 64

const collector = new AsyncLocalStorage<Set<string>>()

/**
 * The cache tags of one cached content read: the entry itself and the group a webhook may purge
 * whole. `strapi:pages:home` is tagged `strapi:pages:home` and `strapi:pages`; a Ghost read is
 * tagged `ghost`, as Ghost's webhook purges every post at once.
 */
export function tagsForKey(key: string): string[] {
  const [source = '', group, entry] = key.split(':')
  if (source !== 'strapi' || !group) return [source]
  if (group === 'global' || group === 'redirects' || !entry) return [`strapi:${group}`]
  return group === 'slugs' ? [`strapi:slugs:${entry}`] : [`strapi:${group}:${entry}`, `strapi:${group}`]
}

/** The tag a purge prefix names (the same rule as tagsForKey, read from the other side). */
export function tagForPrefix(prefix: string): string {
  return prefix.replace(/:$/, '') || SITE_TAG
}

/** Called for every content read (cache hit or miss), so the page that used it is tagged with it. */
export function noteContentRead(key: string): void {
  const tags = collector.getStore()
  if (!tags || tags.size >= MAX_TAGS) return
  for (const tag of tagsForKey(key)) tags.add(tag)
}

/** Runs a render and returns what it produced with the tags of every content entry it read. */
export async function collectCacheTags<T>(
  render: () => T | Promise<T>,
): Promise<{ value: T; tags: string[] }> {
  const tags = new Set<string>([SITE_TAG])
  const value = await collector.run(tags, render)
  return { value, tags: [...tags].filter((tag) => /^[\w:.-]+$/.test(tag)) }
}

/**
 * Cache-Tag (Cloudflare, Netlify; comma separated) and Surrogate-Key (Fastly; space separated) on a
 * response a CDN may store. Personal responses get none: no CDN keeps them.
 */
export function withCacheTags(response: Response, tags: string[]): Response {
  if (/private|no-store/.test(response.headers.get('cache-control') ?? '') || tags.length === 0)
    return response
  const headers = new Headers(response.headers)
  headers.set('Cache-Tag', tags.join(','))
  headers.set('Surrogate-Key', tags.join(' '))
  return new Response(response.body, { status: response.status, statusText: response.statusText, headers })
}
