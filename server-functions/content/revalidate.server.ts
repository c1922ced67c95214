import { createHmac } from 'node:crypto'
import { z } from 'zod'
import { serverEnv } from '../env.server.ts'
import { secretMatches } from '../http/secrets.server.ts'
import { tagForPrefix } from '../http/cache-tags.server.ts'
import { purgeCdn } from './cdn-purge.server.ts'
import { purgeEverywhere } from './purge.server.ts'
import { tagSchema } from './blog.schema.ts'
import { warnOffSitePosts } from './off-site-posts.server.ts'

export const REVALIDATE_HEADER = 'x-revalidate-secret'
/** Ghost cannot send a header of our choosing: it signs each webhook with the webhook's secret. */
export const GHOST_SIGNATURE_HEADER = 'x-ghost-signature'
/** A signed Ghost webhook older than this is refused (a replayed request). */
export const GHOST_SIGNATURE_MAX_AGE_MS = 5 * 60_000
/** Webhook bodies are small JSON; anything larger is refused before it is parsed. */
const MAX_BODY_BYTES = 2_000_000

/**
 * Ghost's `X-Ghost-Signature: sha256=<hex HMAC-SHA256 of body + t>, t=<ms timestamp>`, checked
 * against the revalidate secret (the webhook's secret in Ghost) and the clock.
 */
export function ghostSignatureMatches(
  header: string | null,
  body: string,
  secret: string,
  now = Date.now(),
): boolean {
  const match = header?.match(/^sha256=([0-9a-f]{64}),\s*t=(\d{1,16})$/)
  if (!match?.[1] || !match[2]) return false
  const timestamp = Number(match[2])
  if (Math.abs(now - timestamp) > GHOST_SIGNATURE_MAX_AGE_MS) return false
  const expected = createHmac('sha256', secret).update(`${body}${match[2]}`).digest('hex')
  return secretMatches(match[1], expected)
}

// Strapi 5 webhook: { event, model, entry: { slug? } }; Ghost webhook: { post|page|tag: { current, previous } }
// (a deleted item has an empty `current` and its slug only in `previous`).
const strapiHookSchema = z.object({
  event: z.string(),
  model: z.string(),
  entry: z.object({ slug: z.string().optional() }).loose().optional(),
})
const ghostItemSchema = z.object({
  current: z.object({ slug: z.string().optional() }).loose(),
  previous: z.object({ slug: z.string().optional() }).loose().optional(),
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

/** POST /api/revalidate/ with the secret in a header, or signed by Ghost with it. */
export async function revalidate(request: Request): Promise<Response> {
  const declared = Number(request.headers.get('content-length') ?? 0)
  const text = declared > MAX_BODY_BYTES ? '' : await request.text().catch(() => '')
  if (declared > MAX_BODY_BYTES || text.length > MAX_BODY_BYTES) {
    return Response.json({ error: 'Webhook payload too large.' }, { status: 413 })
  }
  const secret = serverEnv().revalidateSecret
  const signature = request.headers.get(GHOST_SIGNATURE_HEADER)
  const trusted = signature
    ? ghostSignatureMatches(signature, text, secret)
    : secretMatches(request.headers.get(REVALIDATE_HEADER), secret)
  if (!trusted) return Response.json({ error: 'Invalid revalidate secret.' }, { status: 401 })
  const body = parseJson(text)
  const prefixes = purgePrefixes(body)
  if (!prefixes) return Response.json({ error: 'Unrecognised webhook payload.' }, { status: 400 })
  reportOffSitePost(body)
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
