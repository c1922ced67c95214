import type { PageBlockData } from '#blocks/block-data.ts'
import { blockCatalogue } from '#blocks/block-catalogue.gen.ts'
import type { BlockProblem, PreparedBlock } from '#blocks/block-types.ts'
import { loadBlocks } from '#blocks/load-blocks.server.ts'
import { prepareBlocks } from '#blocks/parse-blocks.ts'
import { sanitizeBlockHtml } from '#blocks/sanitize-html.server.ts'

export type CatalogueSection = { uid: string; blocks: PreparedBlock[]; problems: BlockProblem[] }

/** Every registered block rendered from its fixtures, broken variant included (shown as a placeholder). */
export async function loadCatalogue(): Promise<{ sections: CatalogueSection[]; data: PageBlockData }> {
  const sections = await Promise.all(
    Object.entries(blockCatalogue).map(async ([uid, entry]) => {
      const page = `_blocks/${uid}`
      const parsed = prepareBlocks([...Object.values(entry.fixtures), entry.broken], {
        page,
        clean: sanitizeBlockHtml,
      })
      return { uid, ...(await loadBlocks(parsed, { page })) }
    }),
  )
  return { sections, data: { mode: 'editor' } }
}
