import { z } from 'zod/mini'
import { analyzeEndpoints } from './catalogue/analyze.ts'
import { convertEndpoints } from './catalogue/convert.ts'
import { extractEndpoints } from './catalogue/extract.ts'
import { formsEndpoints } from './catalogue/forms.ts'
import { modifyEndpoints } from './catalogue/modify.ts'
import { optimizeEndpoints } from './catalogue/optimize.ts'
import { pageBoxesEndpoint } from './catalogue/page-boxes.ts'
import { secureEndpoints } from './catalogue/secure.ts'
import { shapesEndpoint } from './catalogue/shapes.ts'
import { simplifyEndpoints } from './catalogue/simplify.ts'
import { tablesEndpoint } from './catalogue/tables.ts'
import { zugferdEndpoints } from './catalogue/zugferd.ts'
import type { LabTool, ParamSpec } from './lab-tool.ts'

/** The API lab's tools, the catalogue's endpoints in the lab's order (declared in ./lab-tool.ts's shape). */
export const labTools: LabTool[] = [
  ...convertEndpoints,
  ...optimizeEndpoints,
  ...secureEndpoints,
  ...extractEndpoints,
  ...modifyEndpoints,
  pageBoxesEndpoint,
  shapesEndpoint,
  tablesEndpoint,
  ...zugferdEndpoints,
  ...formsEndpoints,
  ...simplifyEndpoints,
  ...analyzeEndpoints,
]

/** An endpoint by its id, or the first endpoint of a CMS tool by the tool's slug. */
export function findLabTool(idOrSlug: string): LabTool | undefined {
  return (
    labTools.find((tool) => tool.id === idOrSlug) ??
    labTools.find((tool) => tool.cmsSlug === idOrSlug) ??
    labTools.find((tool) => tool.alsoServes?.includes(idOrSlug))
  )
}

/** Every endpoint of a CMS tool: its own first, then the ones that stand in for it. */
export function endpointsOfTool(slug: string): LabTool[] {
  return [
    ...labTools.filter((tool) => tool.cmsSlug === slug),
    ...labTools.filter((tool) => tool.alsoServes?.includes(slug)),
  ]
}

/** How many main input files (beside the extra files) a request takes: one when the tool has extra files. */
export function mainFileCount(tool: LabTool): { min: number; max: number } {
  const extras = tool.extraFiles ?? []
  if (extras.length === 0) return tool.files
  return { min: tool.files.min - extras.filter((extra) => extra.required).length, max: 1 }
}

/** The multipart part name of each of `count` files in order: the main `file`, then the extra files. */
export function filePartNames(tool: LabTool, count: number): string[] {
  const extras = tool.extraFiles ?? []
  return Array.from({ length: count }, (_, index) =>
    index === 0 || extras.length === 0 ? 'file' : (extras[index - 1]?.field ?? 'file'),
  )
}

const redactionSchema = z
  .array(
    z.object({
      type: z.enum(['literal', 'regex', 'preset']),
      value: z.string().check(z.minLength(1), z.maxLength(500)),
    }),
  )
  .check(z.minLength(1, 'Add at least one redaction'), z.maxLength(50))

/** Whether a text is a valid `redactions` JSON value. */
export function isRedactionsJson(text: string): boolean {
  try {
    return redactionSchema.safeParse(JSON.parse(text)).success
  } catch {
    return false
  }
}

function isJsonOf(schema: z.ZodMiniType, text: string): boolean {
  try {
    return schema.safeParse(JSON.parse(text)).success
  } catch {
    return false
  }
}

function isNumberIn(text: string, min: number, max: number, integer = false): boolean {
  if (!(integer ? /^-?\d+$/ : /^-?\d+(\.\d+)?$/).test(text.trim())) return false
  const value = Number(text)
  return value >= min && value <= max
}

/** The message for one parameter value, or null when it is valid. Empty means "not given". */
export function paramProblem(spec: ParamSpec, raw: string): string | null {
  const value = raw.trim()
  if (!value) return spec.required ? `${spec.label} is required` : null
  switch (spec.kind) {
    case 'select':
      return spec.options.includes(value) ? null : `${spec.label} must be one of ${spec.options.join(', ')}`
    case 'text':
      if (value.length > spec.maxLength) return `${spec.label} must be at most ${spec.maxLength} characters`
      if (spec.minLength && value.length < spec.minLength)
        return `${spec.label} must be at least ${spec.minLength} characters`
      return spec.pattern && !spec.pattern.test(value)
        ? (spec.patternMessage ?? `${spec.label} is not valid`)
        : null
    case 'number':
      return isNumberIn(value, spec.min, spec.max, spec.integer)
        ? null
        : `${spec.label} must be ${spec.integer ? 'a whole number' : 'a number'} from ${spec.min} to ${spec.max}`
    case 'multi': {
      const chosen = value.split(',').map((part) => part.trim())
      if (chosen.some((part) => part === '')) return `${spec.label}: remove the empty entry`
      const unknown = chosen.filter((part) => !spec.options.includes(part))
      return unknown.length ? `${spec.label}: unknown ${unknown.join(', ')}` : null
    }
    case 'list':
      return spec.pattern.test(value) ? null : spec.patternMessage
    case 'redactions':
      return isRedactionsJson(value)
        ? null
        : `${spec.label} must be a JSON array of {"type": "literal" | "regex" | "preset", "value": "…"}`
    case 'json':
      if (value.length > spec.maxLength) return `${spec.label} must be at most ${spec.maxLength} characters`
      return isJsonOf(spec.schema, value) ? null : `${spec.label} must be ${spec.shape}`
  }
}

/**
 * Validates every declared parameter and refuses undeclared ones: `{ name: message }`, empty when
 * valid. `sentFiles` names the extra files sent (their part names), for `unlessFile`.
 */
export function paramProblems(
  tool: LabTool,
  values: Record<string, string>,
  sentFiles: readonly string[] = [],
): Record<string, string> {
  // Entries, then fromEntries: a key like `__proto__` becomes an own property instead of a prototype.
  const problems: [string, string][] = []
  for (const given of tool.params) {
    const spec =
      given.unlessFile && sentFiles.includes(given.unlessFile) ? { ...given, required: false } : given
    const problem = paramProblem(spec, Object.hasOwn(values, spec.name) ? (values[spec.name] ?? '') : '')
    if (problem) problems.push([spec.name, problem])
  }
  for (const name of Object.keys(values)) {
    if (!tool.params.some((spec) => spec.name === name)) problems.push([name, `Unknown parameter ${name}`])
  }
  return Object.fromEntries(problems)
}

/**
 * The values a published sample shows: each required parameter's default, or its example. A sample
 * built from them is a request the API accepts.
 */
export function sampleValues(tool: LabTool): Record<string, string> {
  return Object.fromEntries(
    tool.params.flatMap((spec) => {
      if (!spec.required) return []
      const value = ('default' in spec && spec.default) || spec.example
      return value ? [[spec.name, value]] : []
    }),
  )
}

/** The multipart fields a request sends for the given values (lists become repeated `name[]`). */
export function requestFields(tool: LabTool, values: Record<string, string>): [string, string][] {
  const fields: [string, string][] = []
  for (const spec of tool.params) {
    const value = (values[spec.name] ?? '').trim()
    if (!value) continue
    if (spec.kind === 'list') {
      for (const part of value.split(',')) fields.push([`${spec.name}[]`, part.trim()])
    } else if (spec.kind === 'multi') {
      fields.push([
        spec.name,
        value
          .split(',')
          .map((part) => part.trim())
          .join(','),
      ])
    } else {
      fields.push([spec.name, value])
    }
  }
  return fields
}

/** Reads parameter values back from request fields (the inverse of `requestFields`); PHP-style
 * indexed names (`pages[0]`, `pages[1]`) count as repeated `pages[]` fields. */
export function valuesFromFields(fields: [string, string][]): Record<string, string> {
  const values = new Map<string, string>()
  for (const [name, value] of fields) {
    const list = /^(.+)\[\d*\]$/.exec(name)
    const key = list?.[1] ?? name
    const before = values.get(key)
    values.set(key, before !== undefined && list ? `${before},${value}` : value)
  }
  return Object.fromEntries(values)
}

/**
 * The longest value any parameter takes: the API's own bound on its largest JSON parameter
 * (`table_objects`), at least 5000 characters. Each parameter's own bound is `paramProblems`'.
 */
export const MAX_PARAM_VALUE_CHARS = Math.max(
  5000,
  ...labTools.flatMap((tool) =>
    tool.params.map((spec) => (spec.kind === 'text' || spec.kind === 'json' ? spec.maxLength : 0)),
  ),
)

/** A `z.record` of strings for server-function input; the detailed checks are `paramProblems`. */
export const paramValuesSchema = z.record(
  z.string().check(z.regex(/^(?!__proto__$)[a-z_]{1,40}$/)),
  z.string().check(z.maxLength(MAX_PARAM_VALUE_CHARS)),
)

/** The reference page of an endpoint, relative to the site. */
export const referencePath = (tool: LabTool) => `/documentation/${tool.id}/`
