import { z } from 'zod'
import { findBlock } from './registry.ts'

export type PreparedBlock = { uid: string; key: string; entry: z.infer<ReturnType<typeof z.json>> }
export type BlockProblem = { index: number; component: string; reason: string }

const entryHead = z.object({ __component: z.string(), id: z.number().optional() })
const jsonSchema = z.json()

/**
 * Parses each dynamic-zone entry on its own: valid entries are sanitised and kept, unknown or
 * invalid ones are dropped and reported (page, index, component, reason). One bad block never
 * breaks a page.
 */
export function prepareBlocks(
  entries: unknown[],
  context: { page: string; clean: (html: string) => string },
): { blocks: PreparedBlock[]; problems: BlockProblem[] } {
  const blocks: PreparedBlock[] = []
  const problems: BlockProblem[] = []
  entries.forEach((entry, index) => {
    const head = entryHead.safeParse(entry)
    const component = head.success ? head.data.__component : '(missing __component)'
    const definition = head.success ? findBlock(head.data.__component) : undefined
    const report = (reason: string) => {
      problems.push({ index, component, reason })
      console.warn(`[blocks] page ${context.page}: dropped block ${index} (${component}): ${reason}`)
    }
    if (!definition) return report('no block is registered for this component')
    const prepared = definition.prepare(entry, context.clean)
    if (!prepared.ok) return report(prepared.reason)
    blocks.push({
      uid: definition.uid,
      key: `${definition.uid}-${head.data?.id ?? index}`,
      entry: jsonSchema.parse(prepared.block),
    })
  })
  return { blocks, problems }
}
