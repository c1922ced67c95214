import type { z } from 'zod/mini'
import type { BlockEditor } from './editor-help.ts'

/** Strapi 5 populate for one component: `'*'` for one level, or per field with nested populate. */
export type PopulateSpec = '*' | { [field: string]: '*' | { populate: PopulateSpec } }

/** One way an entry fails its schema: where (field names and list indices) and zod's code. */
export type BlockIssue = {
  path: (string | number)[]
  code: string
  message: string
  minimum?: number
  maximum?: number
}

export type ParseResult<Value> =
  { ok: true; value: Value } | { ok: false; reason: string; issues: BlockIssue[] }

/** One valid block as the server hands it to the page: its uid, a stable key and its typed fields. */
export type Prepared<Uid extends string, Block> = { uid: Uid; key: string; block: Block }

type BlockSchema<Uid extends string> = z.ZodMiniType<{ __component: Uid }>

type BlockSpec<Uid extends string, Schema extends BlockSchema<Uid>> = {
  uid: Uid
  /** The only contract with Strapi: a zod/mini schema with the `__component` literal. */
  schema: Schema
  /** What this component needs populated in the page's `blocks` dynamic zone. */
  populate: PopulateSpec
  /** What editors see of it in Strapi and in the preview: names, help, icon and group. */
  editor: BlockEditor
  /** Cleans the block's HTML fields on the server (the sanitizer never ships to the browser). */
  sanitize?: (block: z.infer<Schema>, clean: (html: string) => string) => z.infer<Schema>
}

type DerivedBlockSpec<Uid extends string, Schema extends BlockSchema<Uid>, Output> = BlockSpec<
  Uid,
  Schema
> & {
  /**
   * What the component renders, computed once on the server from the editor's fields (e.g. code
   * generated from the API lab's catalogue), so the browser never loads what it is derived from.
   */
  derive: (block: z.infer<Schema>) => Output
}

export type BlockDefinition<Uid extends string, Schema extends BlockSchema<Uid>, Output> = BlockSpec<
  Uid,
  Schema
> & {
  parse: (entry: unknown) => ParseResult<z.infer<Schema>>
  /** Parses, sanitises and derives one entry (server side); the browser renders the result without parsing. */
  prepare: (
    entry: unknown,
    context: { key: string; clean: (html: string) => string },
  ) => ParseResult<Prepared<Uid, Output>>
}

type ZodIssue = {
  path: readonly PropertyKey[]
  code: string
  message: string
  minimum?: unknown
  maximum?: unknown
}

function describeIssues(issues: readonly ZodIssue[]): string {
  return issues.map((issue) => `${issue.path.map(String).join('.') || '(root)'}: ${issue.message}`).join('; ')
}

function blockIssue(issue: ZodIssue): BlockIssue {
  const bound = (value: unknown) => (typeof value === 'number' ? value : undefined)
  return {
    path: issue.path.map((part) => (typeof part === 'number' ? part : String(part))),
    code: issue.code,
    message: issue.message,
    minimum: bound(issue.minimum),
    maximum: bound(issue.maximum),
  }
}

/**
 * Declares one Strapi dynamic-zone block: its schema, populate, sanitiser and (optionally) what is
 * derived from its fields. It lives beside the schema, apart from the component, so the browser never
 * loads a schema: blocks are parsed once, on the server, and the component's props are the prepared
 * type (blocks/block-types.ts).
 */
export function defineBlock<Uid extends string, Schema extends BlockSchema<Uid>, Output>(
  spec: DerivedBlockSpec<Uid, Schema, Output>,
): BlockDefinition<Uid, Schema, Output>
export function defineBlock<Uid extends string, Schema extends BlockSchema<Uid>>(
  spec: BlockSpec<Uid, Schema>,
): BlockDefinition<Uid, Schema, z.infer<Schema>>
export function defineBlock<Uid extends string, Schema extends BlockSchema<Uid>, Output>(
  spec: BlockSpec<Uid, Schema> | DerivedBlockSpec<Uid, Schema, Output>,
): BlockDefinition<Uid, Schema, Output | z.infer<Schema>> {
  const parse = (entry: unknown): ParseResult<z.infer<Schema>> => {
    const result = spec.schema.safeParse(entry)
    return result.success
      ? { ok: true, value: result.data }
      : {
          ok: false,
          reason: describeIssues(result.error.issues),
          issues: result.error.issues.map(blockIssue),
        }
  }
  return {
    ...spec,
    parse,
    prepare: (entry, { key, clean }) => {
      const parsed = parse(entry)
      if (!parsed.ok) return parsed
      const block = spec.sanitize ? spec.sanitize(parsed.value, clean) : parsed.value
      return { ok: true, value: { uid: spec.uid, key, block: 'derive' in spec ? spec.derive(block) : block } }
    },
  }
}
