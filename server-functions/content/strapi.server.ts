import { type StrapiClient, strapi } from '@strapi/client'
import { z } from 'zod'
import { readThrough } from './cache.server.ts'
import { errorText } from '#shared/http/error-text.ts'
import { callService, type ServiceFetch, ServiceError, serviceConfig } from '../http/service-client.server.ts'
import { type GlobalRecord, globalPopulate, globalRecordSchema } from '#shared/content/global.schema.ts'
import { type PageDocument, pageDocumentSchema } from '#shared/content/pages.schema.ts'
import type { PageRequest } from '#shared/content/page-request.schema.ts'

/**
 * Every read of Strapi, each through Strapi's own client and the one service call: the service
 * deadline (the request cancelled at it), the breaker, the span and the answer checked by a
 * schema. Content reads go through the content cache (fresh for a minute, then stale while it
 * revalidates, stale if Strapi fails).
 */
const CONTENT_FRESH_MS = 60_000
const REDIRECT_PAGE_SIZE = 100
const MAX_REDIRECT_PAGES = 20

/**
 * Strapi's client for one call, sending through that call's `fetch`. @strapi/client (1.6.2, its
 * latest) takes no fetch and no signal: `client.fetch(url, { signal })` drops the signal for the
 * library's own 10 s timer. Its HTTP client sends through its `fetch` method (protected in its
 * types, so meant to be overridden), kept in a field the types leave out; this points that method at
 * the call's. Decision 103; `strapi.server.test.ts` fails if a new version moves it. A client costs
 * a few microseconds to build.
 */
function strapiClient(send: ServiceFetch): StrapiClient {
  const { url, key } = serviceConfig('strapi')
  const client = strapi({ baseURL: `${url}/api`, auth: key })
  const http: unknown = Reflect.get(client, '_httpClient')
  if (typeof http !== 'object' || http === null || !('fetch' in http) || typeof http.fetch !== 'function') {
    throw new Error('@strapi/client no longer sends through `_httpClient.fetch` (decision 103)')
  }
  Object.defineProperty(http, 'fetch', { value: send })
  return client
}

/**
 * One read through Strapi's client; throws a ServiceError naming `what` (the caller serves stale
 * content or a fallback, and logs with its context).
 */
async function readStrapi<T>(
  what: string,
  schema: z.ZodType<T>,
  read: (client: StrapiClient) => Promise<unknown>,
): Promise<T> {
  const result = await callService('strapi', { what, run: (send) => read(strapiClient(send)) }, { schema })
  if (!result.ok) throw new ServiceError(`strapi ${what}: ${result.detail}`)
  return result.data
}

// ---- pdfrest-global: nav, tool buckets, footer, default SEO

/** The fallback when the CMS cannot be read and nothing is cached: the shell still renders. */
export const emptyGlobalRecord: GlobalRecord = {
  nav: [],
  api_tool_buckets: [],
  footer_developers: [],
  footer_products: [],
  seo: {
    metaTitle: 'pdfRest',
    metaDescription: 'Cloud PDF processing API for developers.',
  },
}

async function fetchGlobalRecord(): Promise<GlobalRecord> {
  const response = await readStrapi('pdfrest-global', z.object({ data: globalRecordSchema }), (client) =>
    client.single('pdfrest-global').find({ populate: [...globalPopulate] }),
  )
  return response.data
}

/** The `pdfrest-global` record; on failure logs and returns stale content or the empty record. */
export async function getGlobalRecord(options: { preview?: boolean } = {}): Promise<GlobalRecord> {
  try {
    return await readThrough({
      key: 'strapi:global',
      freshMs: CONTENT_FRESH_MS,
      load: fetchGlobalRecord,
      parse: (value) => globalRecordSchema.parse(value),
      bypass: options.preview,
    })
  } catch (error) {
    console.error('[strapi] could not load pdfrest-global:', errorText(error))
    return emptyGlobalRecord
  }
}

// ---- a page, an API tool or a legal page by slug

/** What a page's blocks need populated: derived from the block registry, which lives in blocks/. */
export type PagePopulate = Record<string, unknown>

async function fetchPageDocument(
  { collection, slug }: PageRequest,
  populate: PagePopulate,
  preview: boolean,
): Promise<PageDocument | null> {
  const response = await readStrapi(
    `${collection}/${slug}`,
    z.object({ data: z.array(pageDocumentSchema) }),
    (client) =>
      client.collection(collection).find({
        filters: { slug: { $eq: slug } },
        populate,
        status: preview ? 'draft' : 'published',
      }),
  )
  return response.data[0] ?? null
}

/** One document by slug, null when there is none; throws when Strapi cannot be read and nothing is cached. */
export async function getPageDocument(
  request: PageRequest,
  options: { populate: PagePopulate; preview?: boolean },
): Promise<PageDocument | null> {
  const preview = options.preview ?? false
  return readThrough({
    key: `strapi:${request.collection}:${request.slug}`,
    freshMs: CONTENT_FRESH_MS,
    load: () => fetchPageDocument(request, options.populate, preview),
    parse: (value) => pageDocumentSchema.nullable().parse(value),
    bypass: preview,
  })
}

// ---- slug lists, for the sitemap and the site search

const slugEntrySchema = z.object({
  slug: z.string(),
  title: z.string().nullish(),
  updatedAt: z.string().nullish(),
})
const slugPageSchema = z.object({
  data: z.array(slugEntrySchema),
  meta: z
    .object({ pagination: z.object({ pageCount: z.number() }).partial().optional() })
    .loose()
    .optional(),
})
export type SlugEntry = z.infer<typeof slugEntrySchema>

/** Strapi answers at most this many entries a page. */
const SLUG_PAGE_SIZE = 100
/** A bound against a runaway loop (100,000 entries, docs/product.md#scale), logged when reached. */
const MAX_SLUG_PAGES = 1_000

/** Every published slug (and title) of a collection, page by page. */
export async function listSlugs(collection: PageRequest['collection']): Promise<SlugEntry[]> {
  return readThrough({
    key: `strapi:slugs:${collection}`,
    freshMs: CONTENT_FRESH_MS,
    load: async () => {
      const entries: SlugEntry[] = []
      for (let page = 1; page <= MAX_SLUG_PAGES; page += 1) {
        const parsed = await readStrapi(`${collection} slugs page ${page}`, slugPageSchema, (client) =>
          client.collection(collection).find({
            fields: ['slug', 'title', 'updatedAt'],
            pagination: { page, pageSize: SLUG_PAGE_SIZE },
          }),
        )
        entries.push(...parsed.data)
        if (page >= (parsed.meta?.pagination?.pageCount ?? 1)) return entries
      }
      console.error(`[strapi] ${collection} slugs stopped at ${MAX_SLUG_PAGES} pages: later entries left out`)
      return entries
    },
    parse: (value) => z.array(slugEntrySchema).parse(value),
  })
}

// ---- editors' redirects

const redirectPageSchema = z.object({
  data: z.array(z.unknown()),
  meta: z
    .object({ pagination: z.object({ pageCount: z.number() }).partial().optional() })
    .loose()
    .optional(),
})

/**
 * Every entry of the `redirects` collection, page by page, unchecked: each entry is an editor's and
 * is checked on its own by its reader (cms-redirects.server.ts), so one typo never loses the rest.
 */
export async function readRedirectEntries(): Promise<unknown[]> {
  const entries: unknown[] = []
  for (let page = 1; page <= MAX_REDIRECT_PAGES; page += 1) {
    const parsed = await readStrapi(`redirects page ${page}`, redirectPageSchema, (client) =>
      client.collection('redirects').find({
        fields: ['from', 'to', 'permanent'],
        pagination: { page, pageSize: REDIRECT_PAGE_SIZE },
      }),
    )
    entries.push(...parsed.data)
    if (page >= (parsed.meta?.pagination?.pageCount ?? 1)) break
  }
  return entries
}
