import { z } from 'zod/mini'
import type { BlockPartHelp } from '../editor-help.ts'
import { ctaHelp, ctaSchema, imageSchema, linkSchema } from '../shared/fields.ts'
import { pricingCardHelp, pricingCardEntrySchema } from '../pricing-table/schema.ts'

/**
 * A block schema read as Strapi sees a component: which fields exist, their kind and whether an
 * editor must fill them. Both the component generator and the schema-agreement test start here.
 */
export type BlockField =
  | { kind: 'text'; required: boolean; long: boolean; max?: number }
  /** A link an editor types: a site path or a web address, checked when a page is published. */
  | { kind: 'link'; required: boolean }
  | { kind: 'number'; required: boolean; integer: boolean; min?: number; max?: number }
  | { kind: 'boolean'; required: boolean }
  | { kind: 'enum'; required: boolean; values: string[] }
  | { kind: 'image'; required: boolean }
  | {
      kind: 'component'
      required: boolean
      repeatable: boolean
      min?: number
      /** A component several blocks share (e.g. `shared.cta`), otherwise named after its place. */
      shared?: { uid: string; help: BlockPartHelp }
      fields: BlockFields
    }

export type BlockFields = Record<string, BlockField>

type Schema = z.core.$ZodType

/** Zod fields Strapi adds itself (`id`) or derives from the dynamic zone (`__component`). */
const strapiManaged = new Set(['id', '__component'])

/** Text that may run past Strapi's 255-character `string`: stored as `text`. */
const longTextFields = new Set([
  'body',
  'code',
  'answer',
  'detail',
  'description',
  'quote',
  'intro',
  'subheading',
])

const sharedComponents = new Map<Schema, { uid: string; help: BlockPartHelp }>([
  [ctaSchema, { uid: 'shared.cta', help: ctaHelp }],
  [pricingCardEntrySchema, { uid: 'shared.pricing-card', help: pricingCardHelp }],
])

function unwrap(schema: Schema): { inner: Schema; optional: boolean } {
  // A schema that derives fields on read (a pricing card's title) is stored as its input.
  if (schema instanceof z.core.$ZodPipe) return unwrap(schema._zod.def.in)
  if (schema instanceof z.core.$ZodOptional || schema instanceof z.core.$ZodNullable) {
    return { inner: unwrap(schema._zod.def.innerType).inner, optional: true }
  }
  if (schema instanceof z.core.$ZodDefault)
    return { inner: unwrap(schema._zod.def.innerType).inner, optional: true }
  return { inner: schema, optional: false }
}

function minLength(schema: Schema): number | undefined {
  for (const check of schema._zod.def.checks ?? []) {
    if (check instanceof z.core.$ZodCheckMinLength) return check._zod.def.minimum
  }
  return undefined
}

function maxLength(schema: Schema): number | undefined {
  for (const check of schema._zod.def.checks ?? []) {
    if (check instanceof z.core.$ZodCheckMaxLength) return check._zod.def.maximum
  }
  return undefined
}

function textField(name: string, schema: Schema, required: boolean): BlockField {
  const max = maxLength(schema)
  return { kind: 'text', required, long: longTextFields.has(name), ...(max === undefined ? {} : { max }) }
}

function numberField(schema: Schema, required: boolean): BlockField {
  const field: BlockField = { kind: 'number', required, integer: false }
  for (const check of schema._zod.def.checks ?? []) {
    if (check instanceof z.core.$ZodCheckNumberFormat && /int/.test(check._zod.def.format))
      field.integer = true
    if (check instanceof z.core.$ZodCheckGreaterThan) field.min = Number(check._zod.def.value)
    if (check instanceof z.core.$ZodCheckLessThan) field.max = Number(check._zod.def.value)
  }
  return field
}

function fieldOf(name: string, schema: Schema): BlockField {
  const { inner, optional } = unwrap(schema)
  const required = !optional
  if (inner === imageSchema) return { kind: 'image', required }
  if (inner === linkSchema) return { kind: 'link', required }
  if (inner instanceof z.core.$ZodString) return textField(name, inner, required)
  if (inner instanceof z.core.$ZodNumber) return numberField(inner, required)
  if (inner instanceof z.core.$ZodBoolean) return { kind: 'boolean', required }
  if (inner instanceof z.core.$ZodEnum) {
    return { kind: 'enum', required, values: Object.values(inner._zod.def.entries).map(String) }
  }
  if (inner instanceof z.core.$ZodLiteral)
    return { kind: 'enum', required, values: inner._zod.def.values.map(String) }
  if (inner instanceof z.core.$ZodArray) {
    const element = unwrap(inner._zod.def.element).inner
    const nested = componentField(element, required)
    return { ...nested, repeatable: true, required: false, min: minLength(inner) }
  }
  return componentField(inner, required)
}

function componentField(schema: Schema, required: boolean): BlockField & { kind: 'component' } {
  const shared = sharedComponents.get(schema)
  return {
    kind: 'component',
    required,
    repeatable: false,
    fields: blockFields(schema),
    ...(shared ? { shared } : {}),
  }
}

function objectFields(schema: Schema): BlockFields {
  if (!(schema instanceof z.core.$ZodObject)) {
    throw new Error(`block-fields: expected an object schema, got ${schema._zod.def.type}`)
  }
  const fields: BlockFields = {}
  for (const [name, value] of Object.entries(schema._zod.def.shape)) {
    if (!strapiManaged.has(name)) fields[name] = fieldOf(name, value)
  }
  return fields
}

/** Merges the variants of a union: a field is required only when every variant requires it. */
function mergeVariants(variants: BlockFields[]): BlockFields {
  const names = [...new Set(variants.flatMap((variant) => Object.keys(variant)))]
  const merged: BlockFields = {}
  for (const name of names) {
    const present = variants.flatMap((variant) => variant[name] ?? [])
    const [first] = present
    if (!first) continue
    const required = present.length === variants.length && present.every((field) => field.required)
    if (first.kind === 'enum') {
      const values = [...new Set(present.flatMap((field) => (field.kind === 'enum' ? field.values : [])))]
      merged[name] = { kind: 'enum', required, values }
    } else {
      merged[name] = { ...first, required }
    }
  }
  return merged
}

/** The Strapi view of a block (or nested object) schema. */
export function blockFields(schema: Schema): BlockFields {
  if (schema instanceof z.core.$ZodUnion) {
    return mergeVariants(schema._zod.def.options.map((option) => objectFields(option)))
  }
  return objectFields(schema)
}
