import { css } from 'styled-system/css'
import type { BlockData } from './block-data.ts'
import type { ComponentType } from 'react'
import { blockComponents } from './block-components.gen.ts'
import type { BlockByUid, BlockProblem, BlockProps, BlockUid, PreparedBlock } from './block-types.ts'

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
      Section {problem.index + 1} is not shown. {problem.message}
    </div>
  )
}

/** One block with its own component; generic over the uid so the props stay tied to the block. */
function RenderBlock<Uid extends BlockUid>({
  uid,
  block,
  data,
}: {
  uid: Uid
  block: BlockByUid[Uid]
  data: BlockData
}) {
  const Component: ComponentType<BlockProps<Uid>> = blockComponents[uid]
  return <Component block={block} data={data} />
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
          <RenderBlock uid={block.uid} block={block.block} data={data} />
        </div>
      ))}
      {data.mode === 'editor'
        ? problems.map((problem) => <ProblemPlaceholder key={problem.index} problem={problem} />)
        : null}
    </>
  )
}
