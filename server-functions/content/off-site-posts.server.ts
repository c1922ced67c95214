import { offSiteReason } from '#shared/content/post-kinds.ts'
import type { Tag } from '#shared/content/blog.schema.ts'

type Published = { slug: string; tags: Tag[]; updated_at?: string | null }

/** Each version of a post is reported once per process, however often the site reads it. */
const reported = new Map<string, string>()
const MAX_REPORTED = 10_000

/**
 * Logs every published post no page of the site shows: a writer who typed a kind tag's slug into
 * Ghost's tag box made a new tag (`tutorial-post-2`) and nothing else would say so.
 */
export function warnOffSitePosts(posts: Published[]): void {
  for (const post of posts) {
    const reason = offSiteReason(post)
    if (!reason) continue
    const version = post.updated_at ?? ''
    if (reported.get(post.slug) === version) continue
    if (reported.size >= MAX_REPORTED) reported.clear()
    reported.set(post.slug, version)
    console.warn(`[ghost] published ${reason}`)
  }
}
