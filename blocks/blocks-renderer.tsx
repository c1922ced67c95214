import { css } from 'styled-system/css'
import type { BlockData } from './block-data.ts'
import type { BlockProblem, PreparedBlock } from './parse-blocks.ts'
import { findBlock } from './registry.ts'

function ProblemPlaceholder({ problem }: { problem: BlockProblem }) {
  return (
    <div
      role="note"
      className={css({
        maxW: 'content',
        mx: 'auto',
        my: '4',
        p: '4',
        borderWidth: '2px',
        borderStyle: 'dashed',
        borderColor: 'danger.border',
        bg: 'danger.bg',
        color: 'danger.fg',
        borderRadius: 'md',
      })}
    >
      Block {problem.index} ({problem.component}) is not shown: {problem.reason}
    </div>
  )
}

/** Renders a page's blocks in order; editors also see a placeholder where a block was dropped. */
export function BlocksRenderer({
  blocks,
  problems,
  data,
}: {
  blocks: PreparedBlock[]
  problems: BlockProblem[]
  data: BlockData
}) {
  return (
    <>
      {blocks.map((block) => (
        <div key={block.key} data-block={block.uid}>
          {findBlock(block.uid)?.render(block.entry, data)}
        </div>
      ))}
      {data.mode === 'editor'
        ? problems.map((problem) => <ProblemPlaceholder key={problem.index} problem={problem} />)
        : null}
    </>
  )
}
