import { css } from 'styled-system/css'
import { PostList } from '~/components/learning/post-list.tsx'
import { Section, sectionHeading } from '../shared/section.tsx'
import type { LearningListView } from './load.server.ts'

/** Where a post lives on the site, by its kind of tag. */
export function postHref(post: { slug: string; tags: { slug: string }[] }): string {
  const slugs = post.tags.map((tag) => tag.slug)
  if (slugs.includes('tutorial-post')) return `/learning/tutorials/${post.slug}/`
  if (slugs.includes('solutions-post')) return `/learning/solutions/${post.slug}/`
  return `/learning/${post.slug}/`
}

export function LearningList({ block }: { block: LearningListView }) {
  return (
    <Section>
      <h2 className={sectionHeading}>{block.heading}</h2>
      {block.intro ? <p className={css({ color: 'fg.muted', mb: '6' })}>{block.intro}</p> : null}
      <PostList
        posts={block.posts}
        href={postHref}
        emptyText="No posts to show yet. Please check back soon."
      />
    </Section>
  )
}
