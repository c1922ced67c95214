import type { Post } from '#shared/content/blog.schema.ts'
import { serverEnv } from '../env.server.ts'
import { errorText } from '#shared/http/error-text.ts'
import { browsePosts, byTitle } from './ghost.server.ts'
import { kindTags, type PostKind, siteAddressOf, topicOf } from '#shared/content/post-kinds.ts'
import {
  type TutorialLanguage,
  tutorialLanguages,
  TUTORIALS_PAGE_SIZE,
} from '#shared/content/learning.schema.ts'
import { preparePostBody } from './post-body.server.ts'
import { summarize } from '#shared/content/post-summary.ts'

export { kindTags, type PostKind } from '#shared/content/post-kinds.ts'

export function languageOf(post: Post): TutorialLanguage | undefined {
  return tutorialLanguages.find((language) => post.tags.some((tag) => tag.slug === language.tag))?.id
}

export type Failure = { status: 'unavailable' }
const unavailable = (what: string, error: unknown): Failure => {
  console.error(`[ghost] could not load ${what}:`, errorText(error))
  return { status: 'unavailable' }
}

export async function learningHome() {
  try {
    const [hubs, solutions, tutorials] = await Promise.all([
      browsePosts({ filter: 'tag:content-hub', limit: 'all', order: 'title asc' }),
      browsePosts({ filter: 'tag:solutions-post', limit: 6, order: 'published_at desc' }),
      browsePosts({ filter: 'tag:tutorial-post', limit: 6, order: 'published_at desc' }),
    ])
    return {
      status: 'found' as const,
      hubs: hubs.posts.toSorted(byTitle).flatMap((post) => {
        const topic = topicOf(post)
        return topic ? [{ ...summarize(post), topic }] : []
      }),
      solutions: solutions.posts.map(summarize),
      tutorials: tutorials.posts.map(summarize),
    }
  } catch (error) {
    return unavailable('the learning home', error)
  }
}

/** Ghost's pagination meta for a page the site cut itself. */
function pageOf<T>(items: T[], page: number, limit: number) {
  const pages = Math.max(1, Math.ceil(items.length / limit))
  const single = pages === 1
  return {
    items: items.slice((page - 1) * limit, page * limit),
    pagination: {
      page,
      limit,
      pages,
      total: items.length,
      next: single || page === pages ? null : page + 1,
      prev: single || page === 1 ? null : page - 1,
    },
  }
}

export async function listPosts(kind: 'tutorial' | 'solution', page: number, tag?: string) {
  try {
    const filter = [`tag:${kindTags[kind]}`, ...(tag ? [`tag:${tag}`] : [])].join('+')
    if (kind === 'tutorial') {
      // Title order is the site's own (see byTitle), so tutorials are paged here.
      const all = await browsePosts({ filter, limit: 'all', order: 'title asc' })
      const { items, pagination } = pageOf(all.posts.toSorted(byTitle), page, TUTORIALS_PAGE_SIZE)
      return { status: 'found' as const, posts: items.map(summarize), pagination }
    }
    const order = 'published_at desc'
    const result = await browsePosts({ filter, limit: TUTORIALS_PAGE_SIZE, page, order })
    return {
      status: 'found' as const,
      posts: result.posts.map(summarize),
      pagination: result.meta.pagination,
    }
  } catch (error) {
    return unavailable(`${kind} posts`, error)
  }
}

/** A post with its sanitised body, public tags, related posts and (tutorials) language variants. */
export async function getPost(kind: PostKind, slug: string) {
  try {
    const found = await browsePosts({ filter: `slug:${slug}+tag:${kindTags[kind]}`, limit: 1 })
    const post = found.posts[0]
    if (!post) return { status: 'not-found' as const }
    const topic = topicOf(post)
    const siblings = topic
      ? (
          await browsePosts({
            filter: `tag:${topic}+tag:${kindTags[kind === 'hub' ? 'solution' : kind]}`,
            limit: 'all',
          })
        ).posts
      : []
    const variants =
      kind === 'tutorial'
        ? siblings.flatMap((candidate) => {
            const language = languageOf(candidate)
            const sameTool =
              candidate.title.replace(/ with [\w.#+ ]+$/, '') === post.title.replace(/ with [\w.#+ ]+$/, '')
            return language && sameTool ? [{ language, slug: candidate.slug }] : []
          })
        : []
    return {
      status: 'found' as const,
      post: {
        ...summarize(post),
        ...preparePostBody(post.html, serverEnv().services.ghost.url),
        authors: post.authors.map((author) => author.name),
      },
      language: languageOf(post),
      variants,
      related: siblings
        .filter((candidate) => candidate.slug !== post.slug)
        .slice(0, 3)
        .map(summarize),
      topic,
    }
  } catch (error) {
    return unavailable(`post ${slug}`, error)
  }
}

/** A topic hub: its content-hub post and the solutions and tutorials sharing its topic tag. */
export async function getHub(topic: string) {
  try {
    const [hub, posts] = await Promise.all([
      browsePosts({ filter: `tag:content-hub+tag:${topic}`, limit: 1 }),
      browsePosts({ filter: `tag:${topic}+tag:-content-hub`, limit: 'all', order: 'title asc' }),
    ])
    const post = hub.posts[0]
    // Only a hub's own topic is a hub: an internal tag (`hash-featured`) or a kind tag
    // (`content-hub`, `tutorial-post`) names no topic, even though its posts carry it.
    const kinds: readonly string[] = Object.values(kindTags)
    if (!post || topicOf(post) !== topic || kinds.includes(topic)) return { status: 'not-found' as const }
    return {
      status: 'found' as const,
      hub: { ...summarize(post), html: preparePostBody(post.html, serverEnv().services.ghost.url).html },
      posts: posts.posts.toSorted(byTitle).map((entry) => ({
        ...summarize(entry),
        kind: entry.tags.some((tag) => tag.slug === 'tutorial-post')
          ? ('tutorial' as const)
          : ('solution' as const),
      })),
    }
  } catch (error) {
    return unavailable(`hub ${topic}`, error)
  }
}

/**
 * Where a published post lives on the site, whatever its kind: Ghost's own front end sends every
 * post address here (the seed's redirects), so "Copy link" in Ghost leads to the site.
 */
export async function findPostPath(slug: string) {
  try {
    const found = await browsePosts({ filter: `slug:${slug}`, limit: 1 })
    const post = found.posts[0]
    const address = post ? siteAddressOf(post) : undefined
    return address ? { status: 'found' as const, address } : { status: 'not-found' as const }
  } catch (error) {
    return unavailable(`post ${slug}`, error)
  }
}
