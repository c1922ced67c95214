import type { Post } from '#shared/content/blog.schema.ts'
import { changelogTag } from '#shared/content/post-kinds.ts'
import { postExcerpt } from '#shared/content/post-summary.ts'
import { errorText } from '#shared/http/error-text.ts'
import { serverEnv } from '../env.server.ts'
import { changelogAtom, type FeedEntry } from './changelog-feed.server.ts'
import { browsePosts } from './ghost.server.ts'
import { preparePostBody } from './post-body.server.ts'

/** Entries on one page of `/changelog/`, each with its whole body (docs/product.md#changelog). */
export const CHANGELOG_PAGE_SIZE = 10
/** Entries in the Atom feed, newest first: readers poll it, so it stays small (docs/product.md#changelog). */
export const CHANGELOG_FEED_ENTRIES = 20

const filter = `tag:${changelogTag.slug}`

/** What a page and the feed show of an entry: its body sanitised as every blog body is. */
function entryOf(post: Post) {
  const published = post.published_at ?? post.updated_at ?? ''
  return {
    uuid: post.uuid,
    slug: post.slug,
    title: post.title,
    summary: postExcerpt(post),
    published,
    updated: post.updated_at ?? published,
    authors: post.authors.map((author) => author.name),
    html: preparePostBody(post.html, serverEnv().services.ghost.url).html,
  }
}
export type ChangelogEntry = ReturnType<typeof entryOf>

/**
 * An entry's body among others on `/changelog/`: its title is an h2 there, so its headings go one
 * level down (h2 to h3…) and nest under it, as they do under the h1 of its own page; and its ids (and
 * the links to them) take the entry's slug, so two entries with a "Parameters" heading never share one.
 */
export function bodyInList(html: string, slug: string): string {
  return html
    .replace(
      /<(\/?)h([1-5])(?=[\s>])/gi,
      (_tag, slash: string, level: string) => `<${slash}h${Number(level) + 1}`,
    )
    .replace(/(\sid="|\shref="#)user-content-/g, `$1user-content-${slug}-`)
}

const unavailable = (what: string, error: unknown) => {
  console.error(`[ghost] could not load ${what}:`, errorText(error))
  return { status: 'unavailable' as const }
}

/** One page of the changelog, newest first. */
export async function changelogPage(page: number) {
  try {
    const result = await browsePosts({
      filter,
      include: ['tags', 'authors'],
      limit: CHANGELOG_PAGE_SIZE,
      page,
      order: 'published_at desc',
    })
    return {
      status: 'found' as const,
      entries: result.posts
        .map(entryOf)
        .map((entry) => ({ ...entry, html: bodyInList(entry.html, entry.slug) })),
      pagination: result.meta.pagination,
    }
  } catch (error) {
    return unavailable('the changelog', error)
  }
}

/** One changelog entry by its slug; a post without the Changelog tag is not one. */
export async function changelogEntry(slug: string) {
  try {
    const found = await browsePosts({ filter: `slug:${slug}+${filter}`, limit: 1 })
    const post = found.posts[0]
    return post ? { status: 'found' as const, entry: entryOf(post) } : { status: 'not-found' as const }
  } catch (error) {
    return unavailable(`changelog entry ${slug}`, error)
  }
}

/** The Atom feed's entries: the newest few, from the same cached read as the pages'. */
export async function changelogFeedEntries(): Promise<FeedEntry[]> {
  const result = await browsePosts({
    filter,
    include: ['tags', 'authors'],
    limit: CHANGELOG_FEED_ENTRIES,
    order: 'published_at desc',
  })
  return result.posts.map(entryOf).filter((entry) => entry.published !== '')
}

/** `/changelog/feed.xml`: the document, or undefined when Ghost cannot be read. */
export async function changelogFeed(): Promise<string | undefined> {
  try {
    return changelogAtom(serverEnv().siteUrl, await changelogFeedEntries())
  } catch (error) {
    console.error('[ghost] could not load the changelog feed:', errorText(error))
    return undefined
  }
}
