import { strapi } from '@strapi/client'
import { z } from 'zod'
import type { PageBlockData } from '#blocks/block-data.ts'
import type { BlockProblem, PreparedBlock } from '#blocks/block-types.ts'
import { prepareBlocks } from '#blocks/parse-blocks.ts'
import { pagePopulate } from '#blocks/populate.ts'
import { LEARNING_LIST_DEFAULT_LIMIT } from '#blocks/learning-list/default-limit.ts'
import { sanitizeBlockHtml } from '#blocks/sanitize-html.server.ts'
import type { Post } from './blog.schema.ts'
import { serverEnv } from '../env.server.ts'
import { errorText, readThrough } from './cache.server.ts'
import { browsePosts } from './ghost.server.ts'
import { summarize } from './learning.server.ts'
import type { Seo } from './global.schema.ts'
import { type PageDocument, pageDocumentSchema } from './pages.schema.ts'
import type { PageRequest } from './page-request.schema.ts'
import { UPSTREAM_TIMEOUT_MS } from './upstream.server.ts'

const PAGE_FRESH_MS = 60_000
/** Learning lists on marketing pages use these tags; reading them with the page avoids a waterfall. */
const PREFETCHED_TAGS = ['tutorial-post', 'solutions-post'] as const

const listSchema = z.object({ data: z.array(pageDocumentSchema) })

function learningListsOf(blocks: PreparedBlock[]): { tag: string; limit: number }[] {
  return blocks.flatMap((prepared) =>
    prepared.uid === 'blocks.learning-list'
      ? [{ tag: prepared.block.tag, limit: prepared.block.limit ?? LEARNING_LIST_DEFAULT_LIMIT }]
      : [],
  )
}

function withTimeout<T>(promise: Promise<T>, what: string): Promise<T> {
  return Promise.race([
    promise,
    new Promise<never>((_, reject) =>
      setTimeout(() => reject(new Error(`${what} timed out`)), UPSTREAM_TIMEOUT_MS).unref(),
    ),
  ])
}

async function fetchPageDocument(
  { collection, slug }: PageRequest,
  preview: boolean,
): Promise<PageDocument | null> {
  const { url, key } = serverEnv().services.strapi
  const client = strapi({ baseURL: `${url}/api`, auth: key })
  // Each content type populates what it has: legal pages no blocks, API tools no SEO component.
  const populate =
    collection === 'legal-pages'
      ? { seo: true }
      : collection === 'api-tools'
        ? { blocks: pagePopulate().blocks }
        : pagePopulate()
  const response = await withTimeout(
    client.collection(collection).find({
      filters: { slug: { $eq: slug } },
      populate,
      status: preview ? 'draft' : 'published',
    }),
    `Strapi ${collection}/${slug}`,
  )
  return listSchema.parse(response).data[0] ?? null
}

export async function getPageDocument(request: PageRequest, preview = false): Promise<PageDocument | null> {
  return readThrough({
    key: `strapi:${request.collection}:${request.slug}`,
    freshMs: PAGE_FRESH_MS,
    load: () => fetchPageDocument(request, preview),
    parse: (value) => pageDocumentSchema.nullable().parse(value),
    bypass: preview,
  })
}

async function postsForTag(tag: string): Promise<Post[]> {
  try {
    return (await browsePosts({ filter: `tag:${tag}`, limit: 12, order: 'published_at desc' })).posts
  } catch (error) {
    console.error(`[ghost] could not load posts tagged ${tag}:`, errorText(error))
    return []
  }
}

export type LoadedPage =
  | {
      status: 'found'
      title: string
      seo: Seo | null
      body: string | null
      blocks: PreparedBlock[]
      problems: BlockProblem[]
      data: PageBlockData
    }
  | { status: 'not-found' }
  | { status: 'unavailable' }

/**
 * A page with everything its blocks need, read in one parallel round: the document and the usual
 * learning posts (the tool buckets come with the layout, once per page). A learning list with another tag costs one more (cached) read.
 */
export async function loadPage(
  request: PageRequest,
  options: { preview?: boolean } = {},
): Promise<LoadedPage> {
  const preview = options.preview ?? false
  const [document, ...prefetched] = await Promise.all([
    getPageDocument(request, preview).catch((error: unknown) => {
      console.error(`[strapi] could not load ${request.collection}/${request.slug}:`, errorText(error))
      return undefined
    }),
    ...PREFETCHED_TAGS.map(postsForTag),
  ])
  if (document === undefined) return { status: 'unavailable' }
  if (document === null) return { status: 'not-found' }
  const prefetchedByTag = new Map<string, Post[]>(
    PREFETCHED_TAGS.map((tag, index) => [tag, prefetched[index] ?? []]),
  )
  const { blocks, problems } = prepareBlocks(document.blocks, {
    page: `${request.collection}/${request.slug}`,
    clean: sanitizeBlockHtml,
  })
  // Only what the page's learning lists show travels to the browser: summaries, cut to each list's
  // limit (the full posts with their bodies tripled the size of the home page's HTML).
  const postsByTag: PageBlockData['postsByTag'] = {}
  for (const { tag, limit } of learningListsOf(blocks)) {
    const posts = prefetchedByTag.get(tag) ?? (await postsForTag(tag))
    const shown = Math.max(limit, postsByTag[tag]?.length ?? 0)
    postsByTag[tag] = posts.slice(0, shown).map(summarize)
  }
  return {
    status: 'found',
    title: document.title,
    seo: document.seo,
    body: document.body ? sanitizeBlockHtml(document.body) : null,
    blocks,
    problems,
    data: {
      postsByTag,
      mode: preview || serverEnv().nodeEnv === 'development' ? 'editor' : 'visitor',
    },
  }
}

const slugListSchema = z.object({
  data: z.array(z.object({ slug: z.string(), title: z.string().nullish(), updatedAt: z.string().nullish() })),
})
export type SlugEntry = z.infer<typeof slugListSchema>['data'][number]

/** Every published slug (and title) of a collection, for the sitemap and the site search. */
export async function listSlugs(collection: PageRequest['collection']): Promise<SlugEntry[]> {
  return readThrough({
    key: `strapi:slugs:${collection}`,
    freshMs: PAGE_FRESH_MS,
    load: async () => {
      const { url, key } = serverEnv().services.strapi
      const client = strapi({ baseURL: `${url}/api`, auth: key })
      const response = await withTimeout(
        client
          .collection(collection)
          .find({ fields: ['slug', 'title', 'updatedAt'], pagination: { pageSize: 100 } }),
        `Strapi ${collection} slugs`,
      )
      return slugListSchema.parse(response).data
    },
    parse: (value) => slugListSchema.shape.data.parse(value),
  })
}
