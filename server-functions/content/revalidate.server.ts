import { z } from 'zod'
import { serverEnv } from '../env.server.ts'
import { secretMatches } from '../http/secrets.server.ts'
import { tagForPrefix } from '../http/cache-tags.server.ts'
import { purgeCdn } from './cdn-purge.server.ts'
import { purgeEverywhere } from './purge.server.ts'

export const REVALIDATE_HEADER = 'x-revalidate-secret'

// Strapi 5 webhook: { event, model, entry: { slug? } }; Ghost webhook: { post|page: { current: { slug } } }.
const strapiHookSchema = z.object({
  event: z.string(),
  model: z.string(),
  entry: z.object({ slug: z.string().optional() }).loose().optional(),
})
const ghostHookSchema = z.object({
  post: z.object({ current: z.object({ slug: z.string() }).loose() }).optional(),
  page: z.object({ current: z.object({ slug: z.string() }).loose() }).optional(),
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
  if (ghost.success && (ghost.data.post || ghost.data.page)) return ['ghost:']
  return undefined
}

/** POST /api/revalidate/ with the secret in a header. */
export async function revalidate(request: Request): Promise<Response> {
  if (!secretMatches(request.headers.get(REVALIDATE_HEADER), serverEnv().revalidateSecret)) {
    return Response.json({ error: 'Invalid revalidate secret.' }, { status: 401 })
  }
  const body: unknown = await request.json().catch(() => undefined)
  const prefixes = purgePrefixes(body)
  if (!prefixes) return Response.json({ error: 'Unrecognised webhook payload.' }, { status: 400 })
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
