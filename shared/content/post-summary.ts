import { z } from 'zod'
import { type Post, isInternalTag, postSchema } from './blog.schema.ts'

/**
 * What a list of posts shows of each: no body, a clean excerpt, the public tags. The form the card
 * cache keeps (docs/decisions/088): Ghost's body is read for its reading time, never stored.
 */
export const postSummarySchema = postSchema
  .pick({
    id: true,
    title: true,
    slug: true,
    excerpt: true,
    custom_excerpt: true,
    published_at: true,
    reading_time: true,
  })
  .extend({ tags: z.array(z.object({ name: z.string(), slug: z.string() })) })
export type PostSummary = z.infer<typeof postSummarySchema>

export function summarize(post: Post): PostSummary {
  return {
    id: post.id,
    title: post.title,
    slug: post.slug,
    // Lists show a clean, cut excerpt; the editor's own excerpt stays for the page description.
    excerpt: postExcerpt(post),
    custom_excerpt: post.custom_excerpt,
    published_at: post.published_at,
    reading_time: readingMinutes(post),
    // Internal tags (`#…`) never show.
    tags: post.tags.filter((tag) => !isInternalTag(tag)).map((tag) => ({ name: tag.name, slug: tag.slug })),
  }
}

/** The longest excerpt a post list shows: about two lines of a card. */
export const EXCERPT_MAX_CHARS = 180

const entities: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: ' ' }

function decodeEntities(text: string): string {
  return text.replace(/&(#x[\da-f]+|#\d+|[a-z]+);/gi, (whole, name: string) => {
    if (name.startsWith('#')) {
      const code =
        name[1] === 'x' || name[1] === 'X' ? parseInt(name.slice(2), 16) : parseInt(name.slice(1), 10)
      return Number.isFinite(code) && code > 0 && code <= 0x10ffff ? String.fromCodePoint(code) : whole
    }
    return entities[name.toLowerCase()] ?? whole
  })
}

const squeeze = (text: string) => text.replace(/\s+/g, ' ').trim()

/** The text of the post's first non-empty paragraph (`<p>` at any depth), or ''. */
export function firstParagraph(html: string): string {
  for (const match of html.slice(0, 50_000).matchAll(/<p\b[^>]*>([\s\S]*?)<\/p>/gi)) {
    const text = squeeze(decodeEntities((match[1] ?? '').replace(/<[^>]*>/g, ' ')))
    if (text) return text
  }
  return ''
}

/** Cuts on the last word boundary within `max` characters and adds an ellipsis; short text stays whole. */
export function cutOnWord(text: string, max = EXCERPT_MAX_CHARS): string {
  const clean = squeeze(text)
  if (clean.length <= max) return clean
  const slice = clean.slice(0, max)
  const space = slice.lastIndexOf(' ')
  const words = (space > max / 2 ? slice.slice(0, space) : slice).replace(/[\s,;:.!?–—-]+$/, '')
  return `${words}…`
}

/**
 * A post's excerpt for lists: the editor's custom excerpt, else the first paragraph of the body, else
 * the first line of Ghost's generated excerpt (its plain text runs headings into the next line).
 */
export function postExcerpt(post: Pick<Post, 'custom_excerpt' | 'excerpt' | 'html'>): string {
  const custom = post.custom_excerpt?.trim()
  if (custom) return cutOnWord(custom)
  const paragraph = firstParagraph(post.html)
  if (paragraph) return cutOnWord(paragraph)
  return cutOnWord(post.excerpt.split('\n').find((line) => line.trim()) ?? '')
}

/** Ghost's `reading_time`, or (when Ghost sends none or 0) words at 275 a minute; at least one minute. */
export function readingMinutes(post: Pick<Post, 'reading_time' | 'html'>): number {
  if (post.reading_time > 0) return post.reading_time
  const words = post.html
    .replace(/<[^>]*>/g, ' ')
    .split(/\s+/)
    .filter(Boolean).length
  return Math.max(1, Math.round(words / 275))
}
