import { type StrapiClient, strapi } from '@strapi/client'
import { z } from 'zod'
import { readThrough } from './cache.server.ts'
import { errorText } from '#shared/http/error-text.ts'
import { callServiceSdk, serviceConfig } from '../http/service-client.server.ts'
import { propagationHeaders } from '../observability/upstream.server.ts'
import { type GlobalRecord, globalPopulate, globalRecordSchema } from '#shared/content/global.schema.ts'
import { type PageDocument, pageDocumentSchema } from '#shared/content/pages.schema.ts'
import type { PageRequest } from '#shared/content/page-request.schema.ts'

/**
 * Every read of Strapi: the site's one client, and each read beside it. A read has the service
 * deadline and its answer checked by a schema; content reads go through the content cache (fresh
 * for a minute, then stale while it revalidates, stale if Strapi fails).
 */
const CONTENT_FRESH_MS = 60_000
const REDIRECT_PAGE_SIZE = 100
const MAX_REDIRECT_PAGES = 20

let built: { url: string; key: string | undefined; client: StrapiClient } | undefined

/** The site's one Strapi client, rebuilt only when the configured URL or token changes (tests). */
function strapiClient(): StrapiClient {
  const { url, key } = serviceConfig('strapi')
  if (built?.url !== url || built.key !== key) {
    built = { url, key, client: strapi({ baseURL: `${url}/api`, auth: key, headers: propagationHeaders() }) }
  }
  return built.client
}

/**
 * One read through Strapi's client; throws a ServiceError naming `what` (the caller serves stale
 * content or a fallback, and logs with its context).
 */
function readStrapi<T>(
  what: string,
  schema: z.ZodType<T>,
  read: (client: StrapiClient) => Promise<unknown>,
): Promise<T> {
  return callServiceSdk('strapi', what, () => read(strapiClient()), { schema })
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
