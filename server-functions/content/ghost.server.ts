import GhostContentAPI, { type Params } from '@tryghost/content-api'
import { z } from 'zod'
import { serverEnv } from '../env.server.ts'
import { isInternalTag, type Post, paginationSchema, postSchema } from './blog.schema.ts'
import { errorText, readThrough } from './cache.server.ts'
import { timeoutSignal } from './upstream.server.ts'

const CONTENT_FRESH_MS = 60_000

/** Ghost's client speaks axios by default; fetch keeps one HTTP stack (and MSW) for every service. */
async function fetchJson(options: {
  url: string
  params: Record<string, unknown>
  headers: Record<string, string>
}) {
  const url = new URL(options.url)
  for (const [name, value] of Object.entries(options.params)) {
    if (value !== undefined && value !== null) url.searchParams.set(name, String(value))
  }
  const response = await fetch(url, { headers: options.headers, signal: timeoutSignal() })
  const body: unknown = await response.json().catch(() => null)
  if (!response.ok) throw new Error(`Ghost answered ${response.status} for ${url.pathname}`)
  return { data: body }
}

function client() {
  const { url, key } = serverEnv().services.ghost
  return new GhostContentAPI({ url, key: key ?? '', version: 'v5.0', makeRequest: fetchJson })
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
      const result = await client().posts.browse(query)
      return postListSchema.parse({ posts: [...result], meta: result.meta })
    },
    parse: (value) => postListSchema.parse(value),
  })
}

export type FooterTopic = { title: string; topicSlug: string }

/** The first tag that is neither internal nor `content-hub` names a hub's topic (docs/product.md#documents). */
export function topicOf(post: Post): string | undefined {
  return post.tags.find((tag) => !isInternalTag(tag) && tag.slug !== 'content-hub')?.slug
}

/** Content-hub posts, title ascending, as footer learning topics; [] when Ghost fails. */
export async function getFooterTopics(): Promise<FooterTopic[]> {
  try {
    const { posts } = await browsePosts({ filter: 'tag:content-hub', limit: 'all', order: 'title asc' })
    return posts.flatMap((post) => {
      const topicSlug = topicOf(post)
      return topicSlug ? [{ title: post.title, topicSlug }] : []
    })
  } catch (error) {
    console.error('[ghost] could not load content-hub posts:', errorText(error))
    return []
  }
}
