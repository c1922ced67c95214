import type { Post } from '#shared/content/blog.schema.ts'
import { serverEnv } from '../env.server.ts'
import { errorText } from '#shared/http/error-text.ts'
import { browseCards, browsePosts, GHOST_MAX_LIMIT, postCards, titlePage } from './ghost.server.ts'
import { hubTopics } from './hub-topics.server.ts'
import { kindTags, type PostKind, siteAddressOf, topicOf } from '#shared/content/post-kinds.ts'
import {
  type TutorialLanguage,
  tutorialLanguages,
  TUTORIALS_PAGE_SIZE,
} from '#shared/content/learning.schema.ts'
import { preparePostBody } from './post-body.server.ts'
import { summarize } from '#shared/content/post-summary.ts'

export { kindTags, type PostKind } from '#shared/content/post-kinds.ts'

export function languageOf(post: Pick<Post, 'tags'>): TutorialLanguage | undefined {
  return tutorialLanguages.find((language) => post.tags.some((tag) => tag.slug === language.tag))?.id
}

export type Failure = { status: 'unavailable' }
const unavailable = (what: string, error: unknown): Failure => {
  console.error(`[ghost] could not load ${what}:`, errorText(error))
  return { status: 'unavailable' }
}

export async function learningHome() {
  try {
    const order = 'published_at desc'
    const [hubs, solutions, tutorials] = await Promise.all([
      hubTopics(),
      browseCards({ order, filter: `tag:${kindTags.solution}`, limit: 6 }),
      browseCards({ order, filter: `tag:${kindTags.tutorial}`, limit: 6 }),
    ])
    return {
      status: 'found' as const,
      hubs: hubs.map(({ id, title, topic }) => ({ id, title, topic })),
      solutions: solutions.posts,
      tutorials: tutorials.posts,
    }
  } catch (error) {
    return unavailable('the learning home', error)
  }
}

/** Ghost's pagination meta for a page the site cut itself. */
function paginationOf(page: number, limit: number, total: number) {
  const pages = Math.max(1, Math.ceil(total / limit))
  const single = pages === 1
  return {
    page,
    limit,
    pages,
    total,
    next: single || page >= pages ? null : page + 1,
    prev: single || page === 1 ? null : page - 1,
  }
}

/**
 * One page of a list: tutorials in the site's title order from the title index (then only the page's
 * cards), solutions newest first straight from Ghost. Neither reads a body (docs/decisions/064).
 */
export async function listPosts(kind: 'tutorial' | 'solution', page: number, tag?: string) {
  try {
    const filter = [`tag:${kindTags[kind]}`, ...(tag ? [`tag:${tag}`] : [])].join('+')
    if (kind === 'tutorial') {
      const { slugs, total } = await titlePage(filter, (page - 1) * TUTORIALS_PAGE_SIZE, TUTORIALS_PAGE_SIZE)
      const cards = await postCards(slugs)
      return {
        status: 'found' as const,
        posts: cards,
        pagination: paginationOf(page, TUTORIALS_PAGE_SIZE, total),
      }
    }
    const result = await browseCards({ filter, limit: TUTORIALS_PAGE_SIZE, page, order: 'published_at desc' })
    return {
      status: 'found' as const,
      posts: result.posts,
      pagination: result.meta.pagination,
    }
  } catch (error) {
    return unavailable(`${kind} posts`, error)
  }
}

/** A title without its language (" with Python"): the tool a tutorial teaches. */
const toolOf = (title: string) => title.replace(/ with [\w.#+ ]+$/, '')
/** A value inside an NQL string: its quotes and backslashes escaped. */
const nqlString = (text: string) => `'${text.replace(/[\\']/g, (char) => `\\${char}`)}'`

/** The same tutorial in other languages: the few posts whose title starts with the same tool. */
async function variantsOf(post: Post, topic: string) {
  const { posts } = await browsePosts({
    filter: `tag:${topic}+tag:${kindTags.tutorial}+title:~^${nqlString(toolOf(post.title))}`,
    fields: ['id', 'slug', 'title'],
    include: ['tags'],
    limit: GHOST_MAX_LIMIT,
  })
  return posts.flatMap((candidate) => {
    const language = languageOf(candidate)
    return language && toolOf(candidate.title) === toolOf(post.title)
      ? [{ language, slug: candidate.slug }]
      : []
  })
}

/** The number of related posts under a post. */
const RELATED_POSTS = 3

/** A post with its sanitised body, public tags, related posts and (tutorials) language variants. */
export async function getPost(kind: PostKind, slug: string) {
  try {
    const found = await browsePosts({ filter: `slug:${slug}+tag:${kindTags[kind]}`, limit: 1 })
    const post = found.posts[0]
    if (!post) return { status: 'not-found' as const }
    const topic = topicOf(post)
    const siblingKind = kindTags[kind === 'hub' ? 'solution' : kind]
    const [variants, related] = topic
      ? await Promise.all([
          kind === 'tutorial' ? variantsOf(post, topic) : [],
          browseCards({
            filter: `tag:${topic}+tag:${siblingKind}+slug:-${post.slug}`,
            limit: RELATED_POSTS,
          }).then((result) => result.posts),
        ])
      : [[], []]
    return {
      status: 'found' as const,
      post: {
        ...summarize(post),
        ...preparePostBody(post.html, serverEnv().services.ghost.url),
        authors: post.authors.map((author) => author.name),
      },
      language: languageOf(post),
      variants,
      related,
      topic,
    }
  } catch (error) {
    return unavailable(`post ${slug}`, error)
  }
}

/** The posts of each kind a hub shows; past that, a link leads to the whole list of its topic. */
export const HUB_SECTION_SIZE = TUTORIALS_PAGE_SIZE

/**
 * A topic hub: its content-hub post and the first solutions and tutorials sharing its topic tag (by
 * title), with how many there are in all.
 */
export async function getHub(topic: string) {
  try {
    // Only a hub's own topic is a hub: an internal tag (`hash-featured`) or a kind tag
    // (`content-hub`, `tutorial-post`) names no topic, even though its posts carry it.
    const kinds: readonly string[] = Object.values(kindTags)
    if (kinds.includes(topic)) return { status: 'not-found' as const }
    const [hub, solutions, tutorials] = await Promise.all([
      browsePosts({ filter: `tag:${kindTags.hub}+tag:${topic}`, limit: 1 }),
      titlePage(`tag:${topic}+tag:${kindTags.solution}+tag:-${kindTags.hub}`, 0, HUB_SECTION_SIZE),
      titlePage(`tag:${topic}+tag:${kindTags.tutorial}+tag:-${kindTags.hub}`, 0, HUB_SECTION_SIZE),
    ])
    const post = hub.posts[0]
    if (!post || topicOf(post) !== topic) return { status: 'not-found' as const }
    const [solutionCards, tutorialCards] = await Promise.all([
      postCards(solutions.slugs),
      postCards(tutorials.slugs),
    ])
    return {
      status: 'found' as const,
      hub: { ...summarize(post), html: preparePostBody(post.html, serverEnv().services.ghost.url).html },
      solutions: { posts: solutionCards, total: solutions.total },
      tutorials: { posts: tutorialCards, total: tutorials.total },
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
