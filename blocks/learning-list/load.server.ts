import { errorText } from '#shared/http/error-text.ts'
import { browseCards } from '#server/content/ghost.server.ts'
import type { PostSummary } from '#shared/content/post-summary.ts'
import { LEARNING_LIST_DEFAULT_LIMIT, type LearningListBlock } from './schema.ts'

/** Learning lists on marketing pages use these tags; reading them with the page avoids a waterfall. */
const USUAL_TAGS = ['tutorial-post', 'solutions-post'] as const

/** The latest posts of a tag (read through the content cache); none when Ghost cannot answer. */
async function postsForTag(tag: string) {
  try {
    return (await browseCards({ filter: `tag:${tag}`, limit: 12, order: 'published_at desc' })).posts
  } catch (error) {
    console.error(`[ghost] could not load posts tagged ${tag}:`, errorText(error))
    return []
  }
}

export function prefetch(): Promise<unknown> {
  return Promise.all(USUAL_TAGS.map(postsForTag))
}

export type LearningListView = LearningListBlock & { posts: PostSummary[] }

/**
 * The list with the posts it shows: summaries, cut to its limit (the full posts with their bodies
 * tripled the size of the home page's HTML). Never fails: without Ghost the list says it has no posts.
 */
export async function load(block: LearningListBlock): Promise<LearningListView> {
  const posts = await postsForTag(block.tag)
  return { ...block, posts: posts.slice(0, block.limit ?? LEARNING_LIST_DEFAULT_LIMIT) }
}
