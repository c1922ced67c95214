import { isInternalTag, type Tag } from './blog.schema.ts'

/** How posts map to URLs (docs/decisions/005-learning-urls.md): a post's kind is one of these tags. */
export const kindTags = { tutorial: 'tutorial-post', solution: 'solutions-post', hub: 'content-hub' } as const
export type PostKind = keyof typeof kindTags

/**
 * The kind tags' display names. Ghost's tag box searches by name, so these (not the slugs) are what
 * writers type; the seed gives Ghost's tags these names and the README quotes them.
 */
export const kindTagNames: Record<PostKind, string> = {
  tutorial: 'Tutorial',
  solution: 'Solutions',
  hub: 'Content Hub',
}

/**
 * A changelog entry is a post with this tag (docs/decisions/087): not a kind of learning post, so a
 * post tagged only Changelog is on `/changelog/` and in its feed, never in a learning list. A writer
 * who also picks Tutorial means it to be both.
 */
export const changelogTag = { slug: 'changelog', name: 'Changelog' } as const

type Tagged = { slug: string; tags: Tag[] }

export function isChangelogEntry(post: { tags: Tag[] }): boolean {
  return post.tags.some((tag) => tag.slug === changelogTag.slug)
}

/** A changelog entry's own page. */
export const changelogPath = (slug: string) => `/changelog/${slug}/`

const kindTagSlugs: ReadonlySet<string> = new Set(Object.values(kindTags))

/**
 * The first tag that is neither internal nor a kind tag names a post's topic (docs/product.md#documents):
 * a hub's page, and the topic a tutorial's or a solution's related posts share.
 */
export function topicOf(post: { tags: Tag[] }): string | undefined {
  return post.tags.find((tag) => !isInternalTag(tag) && !kindTagSlugs.has(tag.slug))?.slug
}

export function kindOf(post: { tags: Tag[] }): PostKind | undefined {
  const slugs = new Set(post.tags.map((tag) => tag.slug))
  if (slugs.has(kindTags.tutorial)) return 'tutorial'
  if (slugs.has(kindTags.solution)) return 'solution'
  if (slugs.has(kindTags.hub)) return 'hub'
  return undefined
}

export type SiteAddress =
  { kind: 'tutorial' | 'solution' | 'changelog'; slug: string } | { kind: 'hub'; topic: string }

/**
 * Which page of the site shows a post, or undefined when none does (no kind or Changelog tag, a hub
 * without topic). A learning kind comes first: a post tagged both is shown as both.
 */
export function siteAddressOf(post: Tagged): SiteAddress | undefined {
  const kind = kindOf(post)
  if (kind === 'tutorial' || kind === 'solution') return { kind, slug: post.slug }
  const topic = kind === 'hub' ? topicOf(post) : undefined
  if (topic) return { kind: 'hub', topic }
  return isChangelogEntry(post) ? { kind: 'changelog', slug: post.slug } : undefined
}

/** Where a post lives on the site, or undefined when no page shows it. */
export function sitePathOf(post: Tagged): string | undefined {
  const address = siteAddressOf(post)
  if (!address) return undefined
  if (address.kind === 'hub') return `/learning/${address.topic}/`
  if (address.kind === 'changelog') return changelogPath(address.slug)
  return `/learning/${address.kind === 'tutorial' ? 'tutorials' : 'solutions'}/${address.slug}/`
}

/** Why a published post is on no page of the site, in a writer's words; undefined when it is. */
export function offSiteReason(post: Tagged): string | undefined {
  if (sitePathOf(post)) return undefined
  const names = [...Object.values(kindTagNames), changelogTag.name].join(', ')
  const tags = post.tags.map((tag) => tag.name).join(', ') || 'none'
  return kindOf(post) === 'hub'
    ? `hub post "${post.slug}" has no topic tag beside ${kindTagNames.hub}, so no page of the site shows it (its tags: ${tags})`
    : `post "${post.slug}" has none of the tags ${names}, so no page of the site shows it (its tags: ${tags})`
}
