import type { PageBlockData } from '#blocks/block-data.ts'
import { blockCatalogue } from '#blocks/catalogue.ts'
import type { BlockProblem, PreparedBlock } from '#blocks/block-types.ts'
import { prepareBlocks } from '#blocks/parse-blocks.ts'
import { sanitizeBlockHtml } from '#blocks/sanitize-html.server.ts'
import { browsePosts } from './ghost.server.ts'
import { summarize } from './learning.server.ts'

export type CatalogueSection = { uid: string; blocks: PreparedBlock[]; problems: BlockProblem[] }

/** Every registered block rendered from its fixtures, broken variant included (shown as a placeholder). */
export async function loadCatalogue(): Promise<{ sections: CatalogueSection[]; data: PageBlockData }> {
  const tutorials = await browsePosts({ filter: 'tag:tutorial-post', limit: 6 }).catch(() => ({ posts: [] }))
  const sections = Object.entries(blockCatalogue).map(([uid, entry]) => {
    const { blocks, problems } = prepareBlocks([...Object.values(entry.fixtures), entry.broken], {
      page: `_blocks/${uid}`,
      clean: sanitizeBlockHtml,
    })
    return { uid, blocks, problems }
  })
  return {
    sections,
    data: {
      postsByTag: { 'tutorial-post': tutorials.posts.map(summarize) },
      mode: 'editor',
    },
  }
}
