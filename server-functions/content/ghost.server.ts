import GhostContentAPI, { type Params } from '@tryghost/content-api'
import { z } from 'zod'
import { serverEnv } from '../env.server.ts'
import { callService, serviceConfig } from '../http/service-client.server.ts'
import { paginationSchema, postSchema } from '#shared/content/blog.schema.ts'
import { topicOf } from '#shared/content/post-kinds.ts'
import { warnOffSitePosts } from './off-site-posts.server.ts'
import { readThrough } from './cache.server.ts'
import { errorText } from '#shared/http/error-text.ts'

const CONTENT_FRESH_MS = 60_000

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
/** `limit: 'all'` reads page after page, up to this many posts. */
export const GHOST_MAX_POSTS = 5_000

async function browsePages(query: Params & { filter: string }): Promise<PostList> {
  if (query.limit !== 'all') {
    const result = await client().posts.browse(query)
    return postListSchema.parse({ posts: [...result], meta: result.meta })
  }
  const posts: PostList['posts'] = []
  for (let page = 1; ; page += 1) {
    const result = await client().posts.browse({ ...query, limit: GHOST_MAX_LIMIT, page })
    const batch = postListSchema.parse({ posts: [...result], meta: result.meta })
    posts.push(...batch.posts)
    const { next, total } = batch.meta.pagination
    if (next === null || posts.length >= GHOST_MAX_POSTS) {
      const pagination = { page: 1, limit: 'all' as const, pages: 1, total, next: null, prev: null }
      return { posts: posts.slice(0, GHOST_MAX_POSTS), meta: { pagination } }
    }
  }
}

export async function browsePosts(params: Params & { filter?: string }): Promise<PostList> {
  const query = {
    ...params,
    include: ['tags', 'authors'] satisfies Params['include'],
    filter: withStagingRule(params.filter ?? ''),
  }
  return readThrough({
    key: `ghost:posts:${JSON.stringify(query)}`,
    freshMs: CONTENT_FRESH_MS,
    load: async () => {
      const list = await browsePages(query)
      warnOffSitePosts(list.posts)
      return list
    },
    parse: (value) => postListSchema.parse(value),
  })
}

/**
 * Title order as editors read it (case- and accent-insensitive). Ghost orders `title asc` by its
 * database's collation: case-insensitive on MySQL, byte order on SQLite ("Java" before "cURL"), so
 * the site sorts title-ordered lists itself.
 */
export function byTitle(left: { title: string }, right: { title: string }): number {
  return left.title.localeCompare(right.title, 'en', { sensitivity: 'base' })
}

export type FooterTopic = { title: string; topicSlug: string }

export { topicOf }

/** Content-hub posts, title ascending, as footer learning topics; [] when Ghost fails. */
export async function getFooterTopics(): Promise<FooterTopic[]> {
  try {
    const { posts } = await browsePosts({ filter: 'tag:content-hub', limit: 'all', order: 'title asc' })
    return posts.toSorted(byTitle).flatMap((post) => {
      const topicSlug = topicOf(post)
      return topicSlug ? [{ title: post.title, topicSlug }] : []
    })
  } catch (error) {
    console.error('[ghost] could not load content-hub posts:', errorText(error))
    return []
  }
}
