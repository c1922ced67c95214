import type { ReactNode } from 'react'
import { css } from 'styled-system/css'
import type { TocEntry } from '#server/content/post-body.server.ts'
import { PostBody, TableOfContents } from './post-body.tsx'
import type { PostSummary } from '#shared/content/post-summary.ts'
import { formatPostDate, PostList, pageShell } from '#ui/post-list.tsx'

type Article = PostSummary & { html: string; authors: string[]; toc: TocEntry[] }

/** A learning post: title, authors, date, reading time, public tags, sanitised body, related posts. */
export function PostArticle({
  post,
  related,
  href,
  before,
}: {
  post: Article
  related: PostSummary[]
  href: (post: PostSummary) => string
  before?: ReactNode
}) {
  return (
    <article className={pageShell}>
      <h1
        className={css({
          fontSize: { base: '3xl', md: '5xl' },
          fontWeight: 'extrabold',
          lineHeight: '1.15',
          maxW: '4xl',
        })}
      >
        {post.title}
      </h1>
      <p className={css({ mt: '4', color: 'fg.muted' })}>
        {post.authors.join(', ')} ·{' '}
        {post.published_at ? (
          <>
            <time dateTime={post.published_at}>{formatPostDate(post.published_at)}</time> ·{' '}
          </>
        ) : null}
        {post.reading_time} min read
      </p>
      {post.tags.length > 0 ? (
        <ul aria-label="Tags" className={css({ display: 'flex', gap: '2', flexWrap: 'wrap', mt: '3' })}>
          {post.tags.map((tag) => (
            <li
              key={tag.slug}
              className={css({ fontSize: 'xs', px: '2', py: '0.5', borderRadius: 'full', bg: 'bg.muted' })}
            >
              {tag.name}
            </li>
          ))}
        </ul>
      ) : null}
      {before}
      <TableOfContents toc={post.toc} />
      <PostBody html={post.html} />
      {related.length > 0 ? (
        <section aria-labelledby="related" className={css({ mt: '16' })}>
          <h2 id="related" className={css({ fontSize: '2xl', fontWeight: 'bold', mb: '4' })}>
            Related
          </h2>
          <PostList posts={related} href={href} />
        </section>
      ) : null}
    </article>
  )
}
