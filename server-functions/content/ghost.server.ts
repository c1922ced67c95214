import GhostContentAPI, { type Params } from '@tryghost/content-api'
import { z } from 'zod'
import { serverEnv } from '../env.server.ts'
import { callService, serviceConfig } from '../http/service-client.server.ts'
import { paginationSchema, type Post, postSchema } from '#shared/content/blog.schema.ts'
import { topicOf } from '#shared/content/post-kinds.ts'
import { postSummarySchema, type PostSummary, summarize } from '#shared/content/post-summary.ts'
import { warnOffSitePosts } from './off-site-posts.server.ts'
import { readThrough } from './cache.server.ts'
import { sharedStore } from '../store/store.server.ts'

export const CONTENT_FRESH_MS = 60_000

/** Ghost's client speaks axios by default; the service client keeps one HTTP stack (and MSW) for every service. */
async function fetchJson(options: {
  url: string
  params: Record<string, unknown>
  headers: Record<string, string>
}) {
  const base = serviceConfig('ghost').url
  if (!options.url.startsWith(base)) throw new Error(`Ghost's client asked for another host: ${options.url}`)
  const query: Record<string, string> = {}
  for (const [name, value] of Object.entries(options.params)) {
    if (value !== undefined && value !== null) query[name] = String(value)
  }
  const result = await callService('ghost', options.url.slice(base.length), {
    query,
    headers: options.headers,
    schema: z.unknown(),
  })
  if (!result.ok) throw new Error(`Ghost ${result.detail}`)
  return { data: result.data }
}

let built: { url: string; key: string | undefined; api: ReturnType<typeof GhostContentAPI> } | undefined

/** The site's one Ghost client, rebuilt only when the configured URL or key changes (tests). */
function client() {
  const { url, key } = serviceConfig('ghost')
  if (built?.url !== url || built.key !== key) {
    built = {
      url,
      key,
      api: new GhostContentAPI({ url, key: key ?? '', version: 'v5.0', makeRequest: fetchJson }),
    }
  }
  return built.api
}

export const postListSchema = z.object({
  posts: z.array(postSchema),
  meta: z.object({ pagination: paginationSchema }),
})
export type PostList = z.infer<typeof postListSchema>

/** Staging-tagged posts are drafts for editors; only development shows them. */
export function withStagingRule(filter: string, nodeEnv = serverEnv().nodeEnv): string {
  if (nodeEnv === 'development') return filter
  return filter ? `${filter}+tag:-staging` : 'tag:-staging'
}

/** Ghost 6 answers at most this many posts a page, `limit=all` included. */
export const GHOST_MAX_LIMIT = 100
/**
 * An index read walks Ghost 100 posts at a time, up to this many pages (1,000,000 posts, docs/product.md#scale):
 * a bound against a runaway loop, never reached by a real library, and logged when it is.
 */
export const GHOST_MAX_INDEX_PAGES = 10_000

/**
 * What a post card shows (docs/decisions/064): no authors. The body stays: the real Ghost computes
 * `reading_time` from `html` at answer time, and without it every card said "1 min read" (the Ghost
 * contract caught it; the mock computes it from its stored body either way).
 */
export const CARD_FIELDS = [
  'id',
  'title',
  'slug',
  'custom_excerpt',
  'excerpt',
  'feature_image',
  'published_at',
  'updated_at',
  'reading_time',
  'html',
]

type BrowseQuery = Omit<Params, 'limit' | 'fields' | 'include'> & {
  filter?: string
  limit: number
  fields?: string[]
  include?: ('tags' | 'authors')[]
}

function ghostQuery({ include = ['tags', 'authors'], fields, ...params }: BrowseQuery): Params & {
  filter: string
} {
  return {
    ...params,
    ...(include.length > 0 ? { include } : {}),
    ...(fields ? { fields } : {}),
    filter: withStagingRule(params.filter ?? ''),
  }
}

async function browseOnce(query: Params & { filter: string }): Promise<PostList> {
  const result = await client().posts.browse(query)
  return postListSchema.parse({ posts: [...result], meta: result.meta })
}

/** One page of posts from Ghost (at most 100), cached with the content. */
export async function browsePosts(params: BrowseQuery): Promise<PostList> {
  const query = ghostQuery(params)
  return readThrough({
    key: `ghost:posts:${JSON.stringify(query)}`,
    freshMs: CONTENT_FRESH_MS,
    load: async () => {
      const list = await browseOnce(query)
      if (String(query.include).includes('tags')) warnOffSitePosts(list.posts)
      return list
    },
    parse: (value) => postListSchema.parse(value),
  })
}

const cardListSchema = z.object({
  posts: z.array(postSummarySchema),
  meta: z.object({ pagination: paginationSchema }),
})

/**
 * One page of post cards (CARD_FIELDS, tags), cached in their card form: Ghost's body is read for
 * the reading time and the first paragraph, then dropped (docs/decisions/088).
 */
export async function browseCards(
  params: Omit<BrowseQuery, 'fields' | 'include'>,
): Promise<{ posts: PostSummary[]; meta: PostList['meta'] }> {
  const query = ghostQuery({ ...params, fields: CARD_FIELDS, include: ['tags'] })
  return readThrough({
    key: `ghost:cards:${JSON.stringify(query)}`,
    freshMs: CONTENT_FRESH_MS,
    load: async () => {
      const list = await browseOnce(query)
      warnOffSitePosts(list.posts)
      return { posts: list.posts.map(summarize), meta: list.meta }
    },
    parse: (value) => cardListSchema.parse(value),
  })
}

/**
 * Every published post matching a query, 100 a page, with only the fields asked for: for the indexes
 * (titles, sitemap, search), never for bodies. Not cached here: its callers keep what they need of it.
 */
export async function browseEveryPost(params: Omit<BrowseQuery, 'limit' | 'page'>): Promise<Post[]> {
  const query = ghostQuery({ ...params, limit: GHOST_MAX_LIMIT })
  const posts: Post[] = []
  for (let page = 1; page <= GHOST_MAX_INDEX_PAGES; page += 1) {
    const batch = await browseOnce({ ...query, page })
    posts.push(...batch.posts)
    if (batch.meta.pagination.next === null) {
      if (String(query.include).includes('tags')) warnOffSitePosts(posts)
      return posts
    }
  }
  console.error(
    `[ghost] index read stopped at ${GHOST_MAX_INDEX_PAGES} pages (${posts.length} posts) for "${query.filter}": later posts are left out`,
  )
  return posts
}

const indexEntrySchema = z.object({
  id: z.string(),
  slug: z.string(),
  title: z.string(),
  updated_at: z.string().nullable(),
  published_at: z.string().nullable(),
})
export type IndexEntry = z.infer<typeof indexEntrySchema>

/**
 * The slugs, titles and dates of every post a filter matches, in the site's title order (the sitemap,
 * the legacy tutorial paths): a few dozen bytes a post. Read in Ghost's own order (newest first,
 * which its database has an index for and which never ties) and sorted here.
 */
export async function postIndex(filter: string): Promise<IndexEntry[]> {
  return readThrough({
    key: `ghost:index:${filter}`,
    freshMs: CONTENT_FRESH_MS,
    load: async () => {
      const posts = await browseEveryPost({
        filter,
        fields: ['id', 'slug', 'title', 'updated_at', 'published_at'],
        include: [],
      })
      return posts.toSorted(byTitle).map((post) => ({
        id: post.id,
        slug: post.slug,
        title: post.title,
        updated_at: post.updated_at,
        published_at: post.published_at,
      }))
    },
    parse: (value) => z.array(indexEntrySchema).parse(value),
  })
}

/** A stored title index is cut into chunks of this many entries, so one list page reads one or two. */
export const TITLE_INDEX_CHUNK = 100
/** How long a title index stays in the shared store; a new content version makes a new one at once. */
export const TITLE_INDEX_TTL_MS = 24 * 60 * 60 * 1000

const titleEntrySchema = z.object({ slug: z.string(), title: z.string() })
type TitleEntry = z.infer<typeof titleEntrySchema>
const titleChunkSchema = z.array(titleEntrySchema)
const titleTotalSchema = z.object({ total: z.number().int().nonnegative() })

/**
 * The content version of a filter in one bounded read (one post's id, slug, title and date): how many posts match
 * and the latest edit among them. Publishing, editing, retagging or removing a post moves one of them.
 */
export async function filterVersion(filter: string): Promise<string> {
  const { posts, meta } = await browseOnce(
    ghostQuery({
      filter,
      fields: ['id', 'slug', 'title', 'updated_at'],
      include: [],
      limit: 1,
      order: 'updated_at desc',
    }),
  )
  return `${meta.pagination.total}:${posts[0]?.updated_at ?? ''}`
}

const titleIndexBuilds = new Map<string, Promise<TitleEntry[]>>()

/** Reads every slug and title of a filter from Ghost, sorts them and stores them in chunks (once per version). */
function buildTitleIndex(filter: string, storeKey: string): Promise<TitleEntry[]> {
  const pending = titleIndexBuilds.get(storeKey)
  if (pending) return pending
  const build = (async () => {
    const posts = await browseEveryPost({ filter, fields: ['id', 'slug', 'title'], include: [] })
    const entries = posts.map((post) => ({ slug: post.slug, title: post.title })).toSorted(byTitle)
    const chunks: [string, string][] = []
    for (let at = 0; at < entries.length; at += TITLE_INDEX_CHUNK) {
      const chunk = entries.slice(at, at + TITLE_INDEX_CHUNK)
      chunks.push([`${storeKey}:${at / TITLE_INDEX_CHUNK}`, JSON.stringify(chunk)])
    }
    await sharedStore().writeValues(
      [...chunks, [storeKey, JSON.stringify({ total: entries.length })]],
      TITLE_INDEX_TTL_MS,
    )
    return entries
  })().finally(() => titleIndexBuilds.delete(storeKey))
  titleIndexBuilds.set(storeKey, build)
  return build
}

/**
 * `count` slugs from position `from` of a filter's posts in the site's title order, and how many there
 * are. The title index behind it is built once per content version and kept in the shared store in
 * chunks, so a cold process reads one version probe and a chunk or two, whatever the library's size
 * (docs/decisions/088).
 */
export async function titlePage(
  filter: string,
  from: number,
  count: number,
): Promise<{ slugs: string[]; total: number }> {
  return readThrough({
    key: `ghost:title-page:${filter}:${from}:${count}`,
    freshMs: CONTENT_FRESH_MS,
    load: async () => {
      const storeKey = `ghost-title-index:${filter}:${await filterVersion(filter)}`
      const first = Math.floor(from / TITLE_INDEX_CHUNK)
      const last = Math.max(first, Math.floor((from + count - 1) / TITLE_INDEX_CHUNK))
      const chunkKeys = Array.from({ length: last - first + 1 }, (_, at) => `${storeKey}:${first + at}`)
      const [total, ...chunks] = await sharedStore().readValues([storeKey, ...chunkKeys])
      const stored = total === undefined ? undefined : titleTotalSchema.parse(JSON.parse(total)).total
      const window = (entries: TitleEntry[], offset: number) =>
        entries.slice(from - offset, from - offset + count).map((entry) => entry.slug)
      // A chunk past the end is absent by design; any other gap means the index must be rebuilt.
      const expected = stored === undefined ? 0 : Math.ceil(stored / TITLE_INDEX_CHUNK)
      if (
        stored !== undefined &&
        chunks.every((chunk, at) => chunk !== undefined || first + at >= expected)
      ) {
        const entries = chunks.flatMap((chunk) => (chunk ? titleChunkSchema.parse(JSON.parse(chunk)) : []))
        return { slugs: window(entries, first * TITLE_INDEX_CHUNK), total: stored }
      }
      const entries = await buildTitleIndex(filter, storeKey)
      return { slugs: window(entries, 0), total: entries.length }
    },
    parse: (value) => z.object({ slugs: z.array(z.string()), total: z.number() }).parse(value),
  })
}

/** The cards of the given posts, in the given order, in one read. */
export async function postCards(slugs: string[]): Promise<PostSummary[]> {
  if (slugs.length === 0) return []
  const { posts } = await browseCards({
    filter: `slug:[${slugs.join(',')}]`,
    limit: Math.min(slugs.length, GHOST_MAX_LIMIT),
  })
  const bySlug = new Map(posts.map((post) => [post.slug, post]))
  return slugs.flatMap((slug) => {
    const post = bySlug.get(slug)
    return post ? [post] : []
  })
}

// One collator for every comparison: `localeCompare` with options builds one per call (a 5,000-post
// index sorted in 219 ms instead of 6 ms).
const titleOrder = new Intl.Collator('en', { sensitivity: 'base' })

/**
 * Title order as editors read it (case- and accent-insensitive). Ghost orders `title asc` by its
 * database's collation: case-insensitive on MySQL, byte order on SQLite ("Java" before "cURL"), so
 * the site sorts title-ordered lists itself.
 */
export function byTitle(left: { title: string }, right: { title: string }): number {
  return titleOrder.compare(left.title, right.title)
}

export { topicOf }
