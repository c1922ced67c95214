import { css } from 'styled-system/css'
import type { Post } from '#server/content/blog.schema.ts'
import { AppLink } from '~/components/ui/app-link.tsx'
import type { BlockData } from '../block-data.ts'
import { defineBlock } from '../define-block.tsx'
import { Section, sectionHeading } from '../shared/section.tsx'
import { LEARNING_LIST_DEFAULT_LIMIT, type LearningListBlock, learningListSchema } from './schema.ts'

/** Where a post lives on the site, by its kind of tag. */
export function postHref(post: Pick<Post, 'slug' | 'tags'>): string {
  const slugs = post.tags.map((tag) => tag.slug)
  if (slugs.includes('tutorial-post')) return `/learning/tutorials/${post.slug}/`
  if (slugs.includes('solutions-post')) return `/learning/solutions/${post.slug}/`
  return `/learning/${post.slug}/`
}

const dateFormat = new Intl.DateTimeFormat('en-US', {
  month: 'short',
  day: 'numeric',
  year: 'numeric',
  timeZone: 'UTC',
})

export function LearningList({ block, data }: { block: LearningListBlock; data: BlockData }) {
  const posts = (data.postsByTag[block.tag] ?? []).slice(0, block.limit ?? LEARNING_LIST_DEFAULT_LIMIT)
  return (
    <Section>
      <h2 className={sectionHeading}>{block.heading}</h2>
      {block.intro ? <p className={css({ color: 'fg.muted', mb: '6' })}>{block.intro}</p> : null}
      {posts.length === 0 ? (
        <p className={css({ color: 'fg.muted' })}>No posts to show yet. Please check back soon.</p>
      ) : (
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
              <h3 className={css({ fontWeight: 'semibold', fontSize: 'lg' })}>
                <AppLink
                  href={postHref(post)}
                  className={css({
                    color: 'fg.default',
                    textDecoration: 'none',
                    _hover: { textDecoration: 'underline' },
                  })}
                >
                  {post.title}
                </AppLink>
              </h3>
              {post.published_at ? (
                <p className={css({ fontSize: 'sm', color: 'fg.muted', mt: '1' })}>
                  <time dateTime={post.published_at}>{dateFormat.format(new Date(post.published_at))}</time>
                </p>
              ) : null}
              <p className={css({ mt: '3', color: 'fg.muted', fontSize: 'sm' })}>
                {post.custom_excerpt ?? post.excerpt}
              </p>
            </li>
          ))}
        </ul>
      )}
    </Section>
  )
}

export const learningListBlock = defineBlock({
  uid: 'blocks.learning-list',
  schema: learningListSchema,
  Component: LearningList,
  populate: '*',
})
