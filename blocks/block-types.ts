import type { BlockData } from './block-data.ts'
import type { BlockLoadModules } from './block-load-modules.gen.ts'
import type { Prepared } from './define-block.ts'
import type { AnyBlockDefinition } from './registry.gen.ts'

/** Type-only view of the registry for browser code: importing it loads no schema. */
export type BlockUid = AnyBlockDefinition['uid']

/** What each block's schema yields on the server, by uid: its parsed fields, or what is derived from them. */
export type ParsedByUid = {
  [Definition in AnyBlockDefinition as Definition['uid']]: Extract<
    ReturnType<Definition['prepare']>,
    { ok: true }
  >['value']['block']
}

/** What each block's component renders, by uid: what its folder's load hook returns, or the parsed block. */
export type BlockByUid = {
  [Uid in BlockUid]: Uid extends keyof BlockLoadModules
    ? Awaited<ReturnType<BlockLoadModules[Uid]['load']>>
    : ParsedByUid[Uid]
}

/** One parsed, sanitised block of a page, before its load hook ran. */
export type ParsedBlock = { [Uid in BlockUid]: Prepared<Uid, ParsedByUid[Uid]> }[BlockUid]

/** One block of a page as the browser gets it, correlated by uid: narrowing `uid` narrows `block`. */
export type PreparedBlock = { [Uid in BlockUid]: Prepared<Uid, BlockByUid[Uid]> }[BlockUid]

export type BlockProps<Uid extends BlockUid> = { block: BlockByUid[Uid]; data: BlockData }

/** A dropped block: the technical reason is logged, the message is in an editor's words. */
export type BlockProblem = { index: number; component: string; reason: string; message: string }
