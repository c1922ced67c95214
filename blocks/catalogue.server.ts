import type { PageBlockData } from './block-data.ts'
import { blockCatalogue } from './block-catalogue.gen.ts'
import type { BlockProblem, PreparedBlock } from './block-types.ts'
import { pageBlocks } from './page-blocks.server.ts'
import { sanitizeBlockHtml } from '#server/content/sanitize-html.server.ts'

export type CatalogueSection = { uid: string; blocks: PreparedBlock[]; problems: BlockProblem[] }

/** Every registered block rendered from its fixtures, broken variant included (shown as a placeholder). */
export async function loadCatalogue(): Promise<{ sections: CatalogueSection[]; data: PageBlockData }> {
  const sections = await Promise.all(
    Object.entries(blockCatalogue).map(async ([uid, entry]) => {
      const entries = [...Object.values(entry.fixtures), entry.broken]
      return { uid, ...(await pageBlocks(entries, { page: `_blocks/${uid}`, clean: sanitizeBlockHtml })) }
    }),
  )
  return { sections, data: { mode: 'editor' } }
}
