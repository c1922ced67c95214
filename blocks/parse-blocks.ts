import { z } from 'zod'
import type { BlockProblem, ParsedBlock } from './block-types.ts'
import { describeForEditors } from './editor-messages.ts'
import { findBlock } from './registry.ts'

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
