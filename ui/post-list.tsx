import { css } from 'styled-system/css'
import type { PostSummary } from '#shared/content/post-summary.ts'
import { shortDate } from '#domain/format/short-date.ts'
import { AppLink } from './app-link.tsx'

export function formatPostDate(iso: string | null): string {
  return iso ? (shortDate(iso) ?? '') : ''
}

/**
 * Cards for a list of posts; `href` decides where each lives. Their titles are one level under the
 * heading above the list: 2 on a page that is only the list, 3 under a section's heading.
 */
export function PostList({
  posts,
  href,
  emptyText = 'No posts here yet.',
  headingLevel = 3,
}: {
  posts: PostSummary[]
  href: (post: PostSummary) => string
  emptyText?: string
  headingLevel?: 2 | 3
}) {
  const Title = headingLevel === 2 ? 'h2' : 'h3'
  if (posts.length === 0) return <p className={css({ color: 'fg.muted' })}>{emptyText}</p>
  return (
    <ul
      className={css({
        display: 'grid',
        gap: '6',
        gridTemplateColumns: { base: '1fr', md: 'repeat(3, 1fr)' },
      })}
    >
      {posts.map((post) => (
        <li
          key={post.id}
          className={css({
            p: '5',
            borderRadius: 'lg',
            bg: 'bg.subtle',
            borderWidth: '1px',
            borderColor: 'border.default',
          })}
        >
          <Title className={css({ fontWeight: 'semibold', fontSize: 'lg' })}>
            <AppLink
              href={href(post)}
              className={css({
                color: 'fg.default',
                textDecoration: 'none',
                _hover: { textDecoration: 'underline' },
              })}
            >
              {post.title}
            </AppLink>
          </Title>
          <p className={css({ fontSize: 'sm', color: 'fg.muted', mt: '1' })}>
            {formatPostDate(post.published_at)} · {post.reading_time} min read
          </p>
          <p className={css({ mt: '3', color: 'fg.muted', fontSize: 'sm' })}>{post.excerpt}</p>
        </li>
      ))}
    </ul>
  )
}

export const tutorialHref = (post: Pick<PostSummary, 'slug'>) => `/learning/tutorials/${post.slug}/`
export const solutionHref = (post: Pick<PostSummary, 'slug'>) => `/learning/solutions/${post.slug}/`

/** Where a post lives on the site, by its kind of tag. */
export function postHref(post: Pick<PostSummary, 'slug' | 'tags'>): string {
  const slugs = post.tags.map((tag) => tag.slug)
  if (slugs.includes('tutorial-post')) return tutorialHref(post)
  if (slugs.includes('solutions-post')) return solutionHref(post)
  return `/learning/${post.slug}/`
}
export const pageShell = css({ maxW: 'content', mx: 'auto', px: '6', py: '12' })
export const pageTitle = css({ fontSize: { base: '3xl', md: '4xl' }, fontWeight: 'bold', mb: '6' })
export const sectionTitle = css({ fontSize: '2xl', fontWeight: 'bold', mt: '12', mb: '4' })
