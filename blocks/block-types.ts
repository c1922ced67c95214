import type { Prepared } from './define-block.ts'
import type { AnyBlockDefinition } from './registry.ts'

/** Type-only view of the registry for browser code: importing it loads no schema. */
export type BlockUid = AnyBlockDefinition['uid']

/** What each block's component renders, by uid: its parsed fields, or what is derived from them. */
export type BlockByUid = {
  [Definition in AnyBlockDefinition as Definition['uid']]: Extract<
    ReturnType<Definition['prepare']>,
    { ok: true }
  >['value']['block']
}

/** One parsed, sanitised block of a page, correlated by uid: narrowing `uid` narrows `block`. */
export type PreparedBlock = { [Uid in BlockUid]: Prepared<Uid, BlockByUid[Uid]> }[BlockUid]

/** A dropped block: the technical reason is logged, the message is in an editor's words. */
export type BlockProblem = { index: number; component: string; reason: string; message: string }
