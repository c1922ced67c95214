import type { ApiToolBucket } from '#shared/content/global.schema.ts'

/**
 * What every block gets besides its own fields: the tool buckets (they come with the layout, once per
 * page) and where the page is shown. Data only one kind of block shows comes with that block, from its
 * folder's load hook (e.g. blocks/learning-list/load.server.ts).
 */
export type BlockData = {
  buckets: ApiToolBucket[]
  /** Where the page is shown: drives editor-only placeholders. */
  mode: 'visitor' | 'editor'
}

/** What a page's loader sends: the buckets come once, with the layout (app/components/page/use-block-data.ts). */
export type PageBlockData = Omit<BlockData, 'buckets'>

export const emptyPageBlockData: PageBlockData = { mode: 'visitor' }
export const emptyBlockData: BlockData = { ...emptyPageBlockData, buckets: [] }
