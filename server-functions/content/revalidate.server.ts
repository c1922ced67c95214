import { createHmac } from 'node:crypto'
import { z } from 'zod'
import { serverEnv } from '../env.server.ts'
import { secretMatches } from '../http/secrets.server.ts'
import { tagForPrefix } from '../http/cache-tags.server.ts'
import { purgeCdn } from './cdn-purge.server.ts'
import { purgeEverywhere } from './purge.server.ts'
import { createLimiter } from '../http/throttle.server.ts'
import { tagSchema } from '#shared/content/blog.schema.ts'
import { warnOffSitePosts } from './off-site-posts.server.ts'
import { noteTagChange } from './hub-topics.server.ts'

export const REVALIDATE_HEADER = 'x-revalidate-secret'
/** Ghost cannot send a header of our choosing: it signs each webhook with the webhook's secret. */
export const GHOST_SIGNATURE_HEADER = 'x-ghost-signature'
/** A signed Ghost webhook older than this is refused (a replayed request). */
export const GHOST_SIGNATURE_MAX_AGE_MS = 5 * 60_000
/** How far ahead of this server's clock Ghost's may run; a signature dated later is refused. */
export const GHOST_SIGNATURE_FUTURE_SKEW_MS = 30_000
/** Webhook bodies are small JSON; anything larger is refused before it is parsed. */
const MAX_BODY_BYTES = 2_000_000

/**
 * Ghost's `X-Ghost-Signature: sha256=<hex HMAC-SHA256 of body + t>, t=<ms timestamp>`, checked
 * against the revalidate secret (the webhook's secret in Ghost) and the clock: the signature as
 * read (digest and timestamp), or undefined when it does not match.
 */
export function verifiedGhostSignature(
  header: string | null,
  body: string,
  secret: string,
  now = Date.now(),
): { digest: string; timestamp: number } | undefined {
  const match = header?.match(/^sha256=([0-9a-f]{64}),\s*t=(\d{1,16})$/)
  if (!match?.[1] || !match[2]) return undefined
  const timestamp = Number(match[2])
  if (now - timestamp > GHOST_SIGNATURE_MAX_AGE_MS || timestamp - now > GHOST_SIGNATURE_FUTURE_SKEW_MS)
    return undefined
  const expected = createHmac('sha256', secret).update(`${body}${match[2]}`).digest('hex')
  return secretMatches(match[1], expected) ? { digest: match[1], timestamp } : undefined
}

/** Purges one source (a CMS, or whoever holds the secret) may ask for in a minute; more answer 429. */
export const PURGES_PER_SOURCE_PER_MINUTE = 60

/**
 * A signature seen once is refused for the rest of its window, on every instance: a captured
 * webhook cannot be replayed to flush the caches over and over. With the store away a webhook is
 * let through; a repeated purge costs renders, a lost one would keep stale pages.
 */
const seenSignatures = createLimiter({
  name: 'ghost-webhook-signature',
  limit: 1,
  windowMs: GHOST_SIGNATURE_MAX_AGE_MS + GHOST_SIGNATURE_FUTURE_SKEW_MS,
  whenStoreDown: 'allow',
  guards: 'ghost',
})

/**
 * Each purge empties caches on every instance and calls the CDN: one source (its address, as the
 * trusted proxies tell it) gets a bounded number a minute, whoever signed them. A publishing burst
 * stays well inside it; with the store away purges go through, as above.
 */
const purgesBySource = createLimiter({
  name: 'webhook-purges-source',
  limit: PURGES_PER_SOURCE_PER_MINUTE,
  windowMs: 60_000,
  whenStoreDown: 'allow',
  guards: 'strapi',
})

/** What may become a cache key or a CDN tag: a slug, never commas, spaces or line breaks. */
const slugSchema = z.string().regex(/^[A-Za-z0-9][\w-]{0,199}$/)

// Strapi 5 webhook: { event, model, entry: { slug? } }; Ghost webhook: { post|page|tag: { current, previous } }
// (a deleted item has an empty `current` and its slug only in `previous`).
const strapiHookSchema = z.object({
  event: z.string(),
  model: z.string(),
  entry: z.object({ slug: slugSchema.optional() }).loose().optional(),
})
const ghostItemSchema = z.object({
  current: z.object({ slug: slugSchema.optional() }).loose(),
  previous: z.object({ slug: slugSchema.optional() }).loose().optional(),
})
const ghostHookSchema = z.object({
  post: ghostItemSchema.optional(),
  page: ghostItemSchema.optional(),
  tag: ghostItemSchema.optional(),
})

const modelCollections: Record<string, string> = {
  page: 'pages',
  product: 'products',
  'legal-page': 'legal-pages',
}

/** Which cache keys a webhook names; a change to the global record or a tool purges everything. */
export function purgePrefixes(body: unknown): string[] | undefined {
  const strapi = strapiHookSchema.safeParse(body)
  if (strapi.success) {
    if (strapi.data.model === 'redirect') return ['strapi:redirects']
    const collection = modelCollections[strapi.data.model]
    const slug = strapi.data.entry?.slug
    if (!collection) return ['']
    return slug
      ? [`strapi:${collection}:${slug}`, `strapi:slugs:${collection}`]
      : [`strapi:${collection}:`, `strapi:slugs:${collection}`]
  }
  const ghost = ghostHookSchema.safeParse(body)
  if (ghost.success && (ghost.data.post || ghost.data.page || ghost.data.tag)) return ['ghost:']
  return undefined
}

const publishedPostSchema = z.object({
  post: z.object({
    current: z.object({
      slug: z.string(),
      status: z.literal('published'),
      updated_at: z.string().nullish(),
      tags: z.array(tagSchema),
    }),
  }),
})

/** A post Ghost just published that no page of the site will show is reported as it is purged. */
function reportOffSitePost(body: unknown): void {
  const published = publishedPostSchema.safeParse(body)
  if (published.success) warnOffSitePosts([published.data.post.current])
}

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text)
  } catch {
    return undefined
  }
}

/**
 * POST /api/revalidate/ with the secret in a header, or signed by Ghost with it; `source` is the
 * client's address, for the per-source purge limit.
 */
export async function revalidate(request: Request, source: string): Promise<Response> {
  const unauthorised = () => Response.json({ error: 'Invalid revalidate secret.' }, { status: 401 })
  const secret = serverEnv().revalidateSecret
  const signature = request.headers.get(GHOST_SIGNATURE_HEADER)
  // Strapi's secret is a header: checked before a byte of the body is read.
  if (!signature && !secretMatches(request.headers.get(REVALIDATE_HEADER), secret)) return unauthorised()
  const declared = Number(request.headers.get('content-length') ?? 0)
  const text = declared > MAX_BODY_BYTES ? '' : await request.text().catch(() => '')
  if (declared > MAX_BODY_BYTES || text.length > MAX_BODY_BYTES) {
    return Response.json({ error: 'Webhook payload too large.' }, { status: 413 })
  }
  if (signature) {
    const verified = verifiedGhostSignature(signature, text, secret)
    if (!verified) return unauthorised()
    // Keyed on what was signed, not on how the header spelled it (`, t=` or `,  t=`).
    if (!(await seenSignatures.hit(`${verified.digest}:${verified.timestamp}`)).allowed)
      return Response.json({ error: 'This webhook was already received.' }, { status: 409 })
  }
  const body = parseJson(text)
  const prefixes = purgePrefixes(body)
  if (!prefixes) return Response.json({ error: 'Unrecognised webhook payload.' }, { status: 400 })
  const allowed = await purgesBySource.hit(source)
  if (!allowed.allowed) {
    console.warn(`[revalidate] purge refused: over ${PURGES_PER_SOURCE_PER_MINUTE} a minute from ${source}`)
    return Response.json(
      { error: 'Too many purges from this source; try again in a minute.' },
      {
        status: 429,
        headers: { 'Retry-After': String(Math.max(1, Math.ceil(allowed.retryAfterMs / 1000))) },
      },
    )
  }
  reportOffSitePost(body)
  // A renamed tag renames a hub's topic, which the hubs' stored topics cannot see by themselves.
  if (ghostHookSchema.safeParse(body).data?.tag) await noteTagChange()
  // Any published change can rename or add something searchable: the search documents go too.
  const purged = await purgeEverywhere([...prefixes, 'search:'])
  // The instances are purged first, so a CDN refetching right after its purge gets the new page.
  const cdn = await purgeCdn(prefixes.map(tagForPrefix))
  // 502 tells the CMS's webhook log that the CDN still holds the old pages (the instances do not).
  return Response.json(
    { purged, prefixes, cdn },
    { status: cdn.status === 'failed' ? 502 : 200, headers: { 'Cache-Control': 'no-store' } },
  )
}
