import type { BlockProblem, ParsedBlock, PreparedBlock } from './block-types.ts'
import { loadBlock } from './block-loads.gen.server.ts'
import { prepareBlocks } from './parse-blocks.ts'

/**
 * Runs every parsed block through its folder's load hook, all in parallel. A hook that fails drops
 * its block like an invalid one (reported, the page still renders); hooks are written not to fail.
 */
export async function loadBlocks(
  { blocks, problems }: { blocks: ParsedBlock[]; problems: BlockProblem[] },
  context: { page: string; load?: (parsed: ParsedBlock) => Promise<PreparedBlock> },
): Promise<{ blocks: PreparedBlock[]; problems: BlockProblem[] }> {
  const load = context.load ?? loadBlock
  const settled = await Promise.allSettled(blocks.map(load))
  // A kept block's index on the page: the entries in order, without the ones already dropped.
  const dropped = new Set(problems.map((problem) => problem.index))
  const indices: number[] = []
  for (let index = 0; indices.length < blocks.length; index += 1) if (!dropped.has(index)) indices.push(index)

  const loaded: PreparedBlock[] = []
  const failed: BlockProblem[] = []
  settled.forEach((result, position) => {
    if (result.status === 'fulfilled') {
      loaded.push(result.value)
      return
    }
    const component = blocks[position]?.uid ?? '(unknown)'
    const cause = result.reason instanceof Error ? result.reason.message : String(result.reason)
    const reason = `its data could not be loaded: ${cause}`
    console.error(
      `[blocks] page ${context.page}: dropped block ${indices[position]} (${component}): ${reason}`,
    )
    failed.push({
      index: indices[position] ?? position,
      component,
      reason,
      message: 'Its data could not be loaded just now; it shows again once the source answers.',
    })
  })
  return { blocks: loaded, problems: [...problems, ...failed].sort((a, b) => a.index - b.index) }
}

/** A page's dynamic-zone entries as its components render them: parsed, sanitised, then loaded. */
export function pageBlocks(entries: unknown[], context: { page: string; clean: (html: string) => string }) {
  return loadBlocks(prepareBlocks(entries, context), { page: context.page })
}
