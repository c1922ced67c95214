import { css } from 'styled-system/css'
import { PostList, postHref } from '#ui/post-list.tsx'
import { Section, sectionHeading } from '../shared/section.tsx'
import type { LearningListView } from './load.server.ts'

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
