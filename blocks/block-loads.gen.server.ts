// Generated from the block folders (blocks/<name>/) by `npm run cms:components` and the build: do not edit.
import type { ParsedBlock, PreparedBlock } from './block-types.ts'
import * as learningList from './learning-list/load.server.ts'

/** One parsed block with the data it shows: its folder's load hook, or itself when it has none. */
export async function loadBlock(parsed: ParsedBlock): Promise<PreparedBlock> {
  switch (parsed.uid) {
    case 'blocks.learning-list':
      return { ...parsed, block: await learningList.load(parsed.block) }
    default:
      return parsed
  }
}

/** What pages usually need, started in parallel with the page's document so the common case has no waterfall. */
export function prefetchBlockData(): Promise<unknown>[] {
  return [learningList.prefetch()]
}
