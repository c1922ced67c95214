import { z } from 'zod'
import { loadBlock } from './block-loads.gen.server.ts'
import type { BlockProblem, ParsedBlock, PreparedBlock } from './block-types.ts'
import { describeForEditors } from './editor-messages.ts'
import { findBlock } from './registry.gen.ts'

const entryHead = z.object({ __component: z.string(), id: z.number().optional() })

/**
 * Parses each dynamic-zone entry on its own: valid entries are sanitised and kept, unknown or
 * invalid ones are dropped and reported (page, index, component, reason). One bad block never
 * breaks a page.
 */
export function prepareBlocks(
  entries: unknown[],
  context: { page: string; clean: (html: string) => string },
): { blocks: ParsedBlock[]; problems: BlockProblem[] } {
  const blocks: ParsedBlock[] = []
  const problems: BlockProblem[] = []
  entries.forEach((entry, index) => {
    const head = entryHead.safeParse(entry)
    const component = head.success ? head.data.__component : '(missing __component)'
    const definition = head.success ? findBlock(head.data.__component) : undefined
    const report = (reason: string, message: string) => {
      problems.push({ index, component, reason, message })
      console.warn(`[blocks] page ${context.page}: dropped block ${index} (${component}): ${reason}`)
    }
    if (!definition) {
      return report(
        'no block is registered for this component',
        `${component}: the site has no section of this kind. Remove it, or ask a developer to add it.`,
      )
    }
    const key = `${definition.uid}-${head.data?.id ?? index}`
    const prepared = definition.prepare(entry, { key, clean: context.clean })
    if (!prepared.ok) return report(prepared.reason, describeForEditors(definition, entry, prepared.issues))
    blocks.push(prepared.value)
  })
  return { blocks, problems }
}

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
