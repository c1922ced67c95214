import type { PostSummary } from '#server/content/learning.server.ts'
import type { ApiToolBucket } from '#server/content/global.schema.ts'

/**
 * Live data some blocks show (tool grid, learning list). The page's loader reads the posts in parallel
 * with the page, the buckets come with the layout, and every block gets both: no block fetches on its
 * own.
 */
export type BlockData = {
  buckets: ApiToolBucket[]
  /** Posts per Ghost tag, for learning-list blocks. */
  postsByTag: Record<string, PostSummary[]>
  /** Where the page is shown: drives editor-only placeholders. */
  mode: 'visitor' | 'editor'
}

/** What a page's loader sends: the buckets come once, with the layout (app/components/page/use-block-data.ts). */
export type PageBlockData = Omit<BlockData, 'buckets'>

export const emptyPageBlockData: PageBlockData = { postsByTag: {}, mode: 'visitor' }
export const emptyBlockData: BlockData = { ...emptyPageBlockData, buckets: [] }
