// Generated from the block folders (blocks/<name>/) by `npm run cms:components` and the build: do not edit.
import type * as learningList from './learning-list/load.server.ts'

/** The type-level map of the blocks that load data, for block-types.ts. */
export type BlockLoadModules = {
  'blocks.learning-list': typeof learningList
}
