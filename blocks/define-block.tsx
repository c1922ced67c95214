import type { ComponentType, ReactNode } from 'react'
import type { z } from 'zod/mini'
import type { BlockData } from './block-data.ts'

/** Strapi 5 populate for one component: `'*'` for one level, or per field with nested populate. */
export type PopulateSpec = '*' | { [field: string]: '*' | { populate: PopulateSpec } }

export type ParseResult<Block> = { ok: true; block: Block } | { ok: false; reason: string }

type BlockSchema<Uid extends string> = z.ZodMiniType<{ __component: Uid }>

type BlockSpec<Uid extends string, Schema extends BlockSchema<Uid>> = {
  uid: Uid
  /** The only contract with Strapi: a zod/mini schema with the `__component` literal. */
  schema: Schema
  Component: ComponentType<{ block: z.infer<Schema>; data: BlockData }>
  /** What this component needs populated in the page's `blocks` dynamic zone. */
  populate: PopulateSpec
  /** Cleans the block's HTML fields on the server (the sanitizer never ships to the browser). */
  sanitize?: (block: z.infer<Schema>, clean: (html: string) => string) => z.infer<Schema>
}

export type BlockDefinition<Uid extends string = string> = {
  uid: Uid
  populate: PopulateSpec
  parse: (entry: unknown) => ParseResult<unknown>
  /** Parses and sanitises one entry (server side). */
  prepare: (entry: unknown, clean: (html: string) => string) => ParseResult<unknown>
  /** Parses again and renders: the browser gets typed props without trusting a cast. */
  render: (entry: unknown, data: BlockData) => ReactNode
}

function describeIssues(error: {
  issues: readonly { path: readonly PropertyKey[]; message: string }[]
}): string {
  return error.issues
    .map((issue) => `${issue.path.map(String).join('.') || '(root)'}: ${issue.message}`)
    .join('; ')
}

/**
 * Declares one Strapi dynamic-zone block. The component's props are inferred from the schema, so a
 * component fed the wrong block, or a block without a component, does not compile.
 */
export function defineBlock<Uid extends string, Schema extends BlockSchema<Uid>>(
  spec: BlockSpec<Uid, Schema>,
): BlockDefinition<Uid> {
  const parse = (entry: unknown): ParseResult<z.infer<Schema>> => {
    const result = spec.schema.safeParse(entry)
    return result.success
      ? { ok: true, block: result.data }
      : { ok: false, reason: describeIssues(result.error) }
  }
  const { Component } = spec
  return {
    uid: spec.uid,
    populate: spec.populate,
    parse,
    prepare: (entry, clean) => {
      const parsed = parse(entry)
      if (!parsed.ok || !spec.sanitize) return parsed
      return { ok: true, block: spec.sanitize(parsed.block, clean) }
    },
    render: (entry, data) => {
      const parsed = parse(entry)
      return parsed.ok ? <Component block={parsed.block} data={data} /> : null
    },
  }
}
