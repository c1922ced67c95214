import qs from 'qs'
import {
  type Attribute,
  type Attributes,
  contentTypes,
  type StrapiCollection,
} from './fixtures/strapi-content-types.ts'
import {
  isJsonObject,
  type JsonObject,
  type JsonValue,
  type Status,
  type StoredDocument,
  type StrapiData,
  versionFor,
} from './strapi-data.ts'
import { componentShape, type Shape } from './strapi-seed.ts'

/**
 * Strapi 5 REST query parameters, parsed with qs like Strapi does and validated against the
 * content model: an unknown key, operator or order is a 400 just as the real API answers.
 */
export type ReadContext = { data: StrapiData; status: Status }
export type Predicate = (view: JsonObject, context: ReadContext) => boolean
export type SortKey = { field: string; direction: 'asc' | 'desc' }
export type Populate = { all: boolean; nodes: Map<string, PopulateNode> }
export type PopulateNode = {
  populate: Populate
  fields: string[] | undefined
  on: Map<string, PopulateNode> | undefined
  filter: Predicate | undefined
  sort: SortKey[]
}
export type Pagination =
  | { kind: 'page'; page: number; pageSize: number; withCount: boolean }
  | { kind: 'offset'; start: number; limit: number; withCount: boolean }
export type StrapiQuery = {
  status: Status
  populate: Populate
  fields: string[] | undefined
  filter: Predicate | undefined
  sort: SortKey[]
  pagination: Pagination
}

export type QueryError = { name: 'ValidationError' | 'PaginationError'; message: string; details: JsonObject }
export type QueryResult = { ok: true; query: StrapiQuery } | { ok: false; error: QueryError }

const DEFAULT_PAGE_SIZE = 25
const MAX_PAGE_SIZE = 100
const systemFields = ['id', 'documentId', 'createdAt', 'updatedAt', 'publishedAt']
const scalar = { kind: 'scalar' } as const
const mediaFields = [
  'name',
  'alternativeText',
  'caption',
  'width',
  'height',
  'formats',
  'hash',
  'ext',
  'mime',
]
const mediaShape: Attributes = Object.fromEntries(
  [...mediaFields, 'size', 'url', 'previewUrl', 'provider', 'provider_metadata'].map((key) => [key, scalar]),
)

class InvalidQuery extends Error {
  constructor(readonly error: QueryError) {
    super(error.message)
  }
}

function invalidKey(key: string, path: string, param: string): InvalidQuery {
  const message = path === key ? `Invalid key ${key}` : `Invalid key ${key} at ${path}`
  return new InvalidQuery({
    name: 'ValidationError',
    message,
    details: { key, path, source: 'query', param },
  })
}

function invalid(message: string, details: JsonObject = {}): InvalidQuery {
  return new InvalidQuery({ name: 'ValidationError', message, details })
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value)
}

const joinPath = (path: string, key: string) => (path ? `${path}.${key}` : key)

/** qs turns `a[0]=x` into an array but `a[150]=x` into an object: accept both. */
function listOf(value: unknown): unknown[] {
  if (Array.isArray(value)) return value
  if (isRecord(value)) return Object.values(value)
  return [value]
}

function attributeOf(shape: Shape, key: string): Attribute | undefined {
  if (systemFields.includes(key)) return scalar
  if (shape === 'open') return scalar
  return shape[key]
}

export function shapeOf(attribute: Attribute): Shape {
  switch (attribute.kind) {
    case 'component':
      return attribute.component ? componentShape(attribute.component) : 'open'
    case 'relation':
      return contentTypes[attribute.target].attributes
    case 'media':
      return mediaShape
    case 'dynamiczone':
    case 'scalar':
      return 'open'
  }
}

/* ---------- filters ---------- */

type ValueTest = (value: JsonValue | undefined) => boolean

function coerce(stored: JsonValue | undefined, operand: string): JsonValue {
  if (typeof stored === 'number') return Number(operand)
  if (typeof stored === 'boolean') return ['true', '1', 't'].includes(operand.toLowerCase())
  return operand
}

function compare(stored: JsonValue | undefined, operand: string): number | undefined {
  if (stored === undefined || stored === null) return undefined
  const value = coerce(stored, operand)
  if (typeof stored === 'number' && typeof value === 'number') return stored - value
  return String(stored).localeCompare(String(value))
}

const text = (value: JsonValue | undefined) => (value === undefined || value === null ? '' : String(value))
const isNull = (value: JsonValue | undefined) => value === undefined || value === null

const equals = (stored: JsonValue | undefined, operand: string) =>
  !isNull(stored) && coerce(stored, operand) === stored

const operandOperators: Record<string, (stored: JsonValue | undefined, operand: string) => boolean> = {
  $eq: equals,
  $eqi: (stored, operand) => !isNull(stored) && text(stored).toLowerCase() === operand.toLowerCase(),
  $ne: (stored, operand) => isNull(stored) || coerce(stored, operand) !== stored,
  $nei: (stored, operand) => text(stored).toLowerCase() !== operand.toLowerCase(),
  $lt: (stored, operand) => (compare(stored, operand) ?? 0) < 0,
  $lte: (stored, operand) => !isNull(stored) && (compare(stored, operand) ?? 1) <= 0,
  $gt: (stored, operand) => (compare(stored, operand) ?? 0) > 0,
  $gte: (stored, operand) => !isNull(stored) && (compare(stored, operand) ?? -1) >= 0,
  $contains: (stored, operand) => text(stored).includes(operand),
  $notContains: (stored, operand) => !text(stored).includes(operand),
  $containsi: (stored, operand) => text(stored).toLowerCase().includes(operand.toLowerCase()),
  $notContainsi: (stored, operand) => !text(stored).toLowerCase().includes(operand.toLowerCase()),
  $startsWith: (stored, operand) => !isNull(stored) && text(stored).startsWith(operand),
  $startsWithi: (stored, operand) =>
    !isNull(stored) && text(stored).toLowerCase().startsWith(operand.toLowerCase()),
  $endsWith: (stored, operand) => !isNull(stored) && text(stored).endsWith(operand),
  $endsWithi: (stored, operand) =>
    !isNull(stored) && text(stored).toLowerCase().endsWith(operand.toLowerCase()),
}

function operandText(value: unknown, key: string, path: string): string {
  if (typeof value === 'string') return value
  throw invalidKey(key, path, 'filters')
}

function compileOperators(raw: unknown, path: string): ValueTest {
  if (typeof raw === 'string') return (value) => equals(value, raw)
  if (Array.isArray(raw)) return compileOperators({ $in: raw }, path)
  if (!isRecord(raw)) throw invalid(`Invalid filters at ${path}`)
  const tests = Object.entries(raw).map(([operator, operand]): ValueTest => {
    const operatorPath = joinPath(path, operator)
    const simple = operandOperators[operator]
    if (simple) {
      const value = operandText(operand, operator, operatorPath)
      return (stored) => simple(stored, value)
    }
    switch (operator) {
      case '$not': {
        const inner = compileOperators(operand, operatorPath)
        return (stored) => !inner(stored)
      }
      case '$null':
      case '$notNull': {
        const wanted = ['true', '1', 't'].includes(operandText(operand, operator, operatorPath).toLowerCase())
        const expectNull = operator === '$null' ? wanted : !wanted
        return (stored) => isNull(stored) === expectNull
      }
      case '$in':
      case '$notIn': {
        const options = listOf(operand).map((item) => operandText(item, operator, operatorPath))
        const found = (stored: JsonValue | undefined) => options.some((option) => equals(stored, option))
        return operator === '$in' ? found : (stored) => !found(stored)
      }
      case '$between': {
        const [low, high] = listOf(operand).map((item) => operandText(item, operator, operatorPath))
        if (low === undefined || high === undefined) throw invalidKey(operator, operatorPath, 'filters')
        return (stored) => (compare(stored, low) ?? -1) >= 0 && (compare(stored, high) ?? 1) <= 0
      }
      default:
        throw invalidKey(operator, operatorPath, 'filters')
    }
  })
  return (value) => tests.every((test) => test(value))
}

/** Views of the documents a relation points at, in the status being read. */
export function relatedViews(
  ids: JsonValue | undefined,
  target: StrapiCollection,
  context: ReadContext,
): JsonObject[] {
  const wanted = (Array.isArray(ids) ? ids : [ids]).filter((id) => typeof id === 'string')
  return wanted.flatMap((id) => {
    const document = context.data.collections[target].find((candidate) => candidate.documentId === id)
    const view = document ? documentView(document, context.status) : null
    return view ? [view] : []
  })
}

/** A version with its system fields, the form filters and sorting look at. */
export function documentView(document: StoredDocument, status: Status): JsonObject | null {
  const version = versionFor(document, status)
  if (!version) return null
  return {
    id: version.id,
    documentId: document.documentId,
    ...version.fields,
    createdAt: version.createdAt,
    updatedAt: version.updatedAt,
    publishedAt: version.publishedAt,
  }
}

function compileFilters(raw: unknown, shape: Shape, path: string): Predicate {
  if (!isRecord(raw)) throw invalid(`Invalid filters${path ? ` at ${path}` : ''}`)
  const predicates = Object.entries(raw).map(([key, value]): Predicate => {
    const keyPath = joinPath(path, key)
    if (key === '$and' || key === '$or') {
      const parts = listOf(value).map((part) => compileFilters(part, shape, keyPath))
      return key === '$and'
        ? (view, context) => parts.every((part) => part(view, context))
        : (view, context) => parts.some((part) => part(view, context))
    }
    if (key === '$not') {
      const inner = compileFilters(value, shape, keyPath)
      return (view, context) => !inner(view, context)
    }
    const attribute = attributeOf(shape, key)
    if (!attribute || attribute.kind === 'dynamiczone') throw invalidKey(key, keyPath, 'filters')
    if (attribute.kind === 'scalar') {
      const test = compileOperators(value, keyPath)
      return (view) => test(view[key])
    }
    const nested = compileFilters(value, shapeOf(attribute), keyPath)
    if (attribute.kind === 'relation') {
      const { target } = attribute
      return (view, context) =>
        relatedViews(view[key], target, context).some((related) => nested(related, context))
    }
    return (view, context) => {
      const stored = view[key]
      const items = Array.isArray(stored) ? stored : [stored]
      return items.some((item) => isJsonObject(item) && nested(item, context))
    }
  })
  return (view, context) => predicates.every((predicate) => predicate(view, context))
}

/* ---------- fields and sort ---------- */

function commaList(raw: unknown, param: string, path: string): string[] {
  if (typeof raw === 'string')
    return raw
      .split(',')
      .map((item) => item.trim())
      .filter(Boolean)
  return listOf(raw).map((item) => {
    if (typeof item !== 'string') throw invalid(`Invalid ${param} parameter${path ? ` at ${path}` : ''}`)
    return item.trim()
  })
}

function compileFields(raw: unknown, shape: Shape, path: string): string[] | undefined {
  if (raw === undefined) return undefined
  const fields = commaList(raw, 'fields', path)
  if (fields.includes('*')) return undefined
  for (const field of fields) {
    if (attributeOf(shape, field)?.kind !== 'scalar') throw invalidKey(field, joinPath(path, field), 'fields')
  }
  return fields
}

function sortKey(field: string, direction: string, shape: Shape, path: string): SortKey {
  if (attributeOf(shape, field)?.kind !== 'scalar') throw invalidKey(field, joinPath(path, field), 'sort')
  const lowered = direction.toLowerCase()
  if (lowered !== 'asc' && lowered !== 'desc') {
    throw invalid('Invalid order. order can only be one of asc|desc|ASC|DESC')
  }
  return { field, direction: lowered }
}

function compileSort(raw: unknown, shape: Shape, path: string): SortKey[] {
  if (raw === undefined) return []
  if (isRecord(raw) && !Object.keys(raw).every((key) => /^\d+$/.test(key))) {
    return Object.entries(raw).map(([field, direction]) =>
      sortKey(field, typeof direction === 'string' ? direction : '', shape, path),
    )
  }
  return listOf(typeof raw === 'string' ? raw.split(',') : raw).flatMap((item) => {
    if (isRecord(item)) return compileSort(item, shape, path)
    if (typeof item !== 'string') throw invalid('Invalid sort parameter')
    const [field = '', direction = 'asc'] = item.trim().split(':')
    return [sortKey(field, direction, shape, path)]
  })
}

/* ---------- populate ---------- */

export const noPopulate = (): Populate => ({ all: false, nodes: new Map() })
export const emptyNode = (): PopulateNode => ({
  populate: noPopulate(),
  fields: undefined,
  on: undefined,
  filter: undefined,
  sort: [],
})
const populateKeywords = ['populate', 'fields', 'filters', 'sort', 'on', 'count']
const dynamicZoneMessage =
  "Invalid nested population query detected. When using 'populate' within polymorphic structures, its value must be '*' to indicate all second level links. Specific field targeting is not supported here. Consider using the fragment API for more granular population control."

function populatable(shape: Shape, key: string, path: string): Attribute {
  if (shape === 'open') return { kind: 'component', component: '', repeatable: false }
  const attribute = shape[key]
  if (!attribute || attribute.kind === 'scalar') throw invalidKey(key, path, 'populate')
  return attribute
}

function addPath(populate: Populate, shape: Shape, segments: string[], path: string): void {
  const [key, ...rest] = segments
  if (!key) return
  if (key === '*') {
    populate.all = true
    return
  }
  const keyPath = joinPath(path, key)
  const attribute = populatable(shape, key, keyPath)
  const node = populate.nodes.get(key) ?? emptyNode()
  populate.nodes.set(key, node)
  addPath(node.populate, shapeOf(attribute), rest, keyPath)
}

function compileNode(raw: unknown, attribute: Attribute, path: string): PopulateNode | undefined {
  if (raw === 'false') return undefined
  if (raw === 'true' || raw === '*') return emptyNode()
  if (!isRecord(raw)) throw invalid(`Invalid nested populate for ${path}`)
  for (const key of Object.keys(raw)) {
    if (!populateKeywords.includes(key)) throw invalidKey(key, joinPath(path, key), 'populate')
  }
  const shape = shapeOf(attribute)
  const node = emptyNode()
  if (attribute.kind === 'dynamiczone') {
    if (raw.populate !== undefined && raw.populate !== '*') throw invalid(dynamicZoneMessage)
    if (raw.on !== undefined) {
      if (!isRecord(raw.on)) throw invalid(`Invalid populate fragment at ${path}`)
      node.on = new Map()
      for (const [uid, fragment] of Object.entries(raw.on)) {
        const component: Attribute = { kind: 'component', component: uid, repeatable: false }
        const compiled = compileNode(fragment, component, joinPath(path, uid))
        if (compiled) node.on.set(uid, compiled)
      }
    }
  } else if (raw.on !== undefined) {
    throw invalid(`Fragments (on) are only valid on polymorphic attributes, not at ${path}`)
  }
  node.populate = compilePopulate(raw.populate, shape, path)
  node.fields = compileFields(raw.fields, shape, path)
  node.sort = compileSort(raw.sort, shape, path)
  node.filter = raw.filters === undefined ? undefined : compileFilters(raw.filters, shape, path)
  return node
}

function compilePopulate(raw: unknown, shape: Shape, path: string): Populate {
  const populate = noPopulate()
  if (raw === undefined) return populate
  if (isRecord(raw) && !Object.keys(raw).every((key) => /^\d+$/.test(key))) {
    for (const [key, value] of Object.entries(raw)) {
      const keyPath = joinPath(path, key)
      const node = compileNode(value, populatable(shape, key, keyPath), keyPath)
      if (node) populate.nodes.set(key, node)
    }
    return populate
  }
  for (const item of typeof raw === 'string' ? raw.split(',') : listOf(raw)) {
    if (typeof item !== 'string') throw invalid(`Invalid populate parameter${path ? ` at ${path}` : ''}`)
    addPath(populate, shape, item.trim().split('.'), path)
  }
  return populate
}

/* ---------- pagination and status ---------- */

function positiveInteger(raw: unknown, name: string, minimum: number): number {
  const value = Number(raw)
  if (!Number.isInteger(value) || value < minimum) {
    throw new InvalidQuery({
      name: 'PaginationError',
      message: `Invalid '${name}' parameter. Expected an integer >= ${minimum}, received: ${String(raw)}`,
      details: {},
    })
  }
  return value
}

function compilePagination(raw: unknown): Pagination {
  const params = isRecord(raw) ? raw : {}
  const withCount = params.withCount !== 'false'
  const usesPage = params.page !== undefined || params.pageSize !== undefined
  const usesOffset = params.start !== undefined || params.limit !== undefined
  if (usesPage && usesOffset) {
    throw new InvalidQuery({
      name: 'PaginationError',
      message: 'Invalid pagination attributes. You cannot use page and offset pagination in the same query',
      details: {},
    })
  }
  if (usesOffset) {
    const start = params.start === undefined ? 0 : positiveInteger(params.start, 'start', 0)
    const limit = params.limit === undefined ? DEFAULT_PAGE_SIZE : Number(params.limit)
    if (limit === -1) return { kind: 'offset', start, limit: MAX_PAGE_SIZE, withCount }
    return {
      kind: 'offset',
      start,
      limit: Math.min(positiveInteger(limit, 'limit', 1), MAX_PAGE_SIZE),
      withCount,
    }
  }
  const page = params.page === undefined ? 1 : positiveInteger(params.page, 'page', 1)
  const pageSize =
    params.pageSize === undefined ? DEFAULT_PAGE_SIZE : positiveInteger(params.pageSize, 'pageSize', 1)
  return { kind: 'page', page, pageSize: Math.min(pageSize, MAX_PAGE_SIZE), withCount }
}

/** Strapi 5 reads `status`; the v4 `publicationState` (preview/live) is still accepted here. */
function compileStatus(raw: Record<string, unknown>): Status {
  const { status, publicationState } = raw
  if (status === 'draft' || status === 'published') return status
  if (status !== undefined)
    throw invalid(`Invalid status: expected 'draft' or 'published'`, { key: 'status' })
  return publicationState === 'preview' ? 'draft' : 'published'
}

/** Parses and validates a Strapi REST query string for one content type. */
export function parseStrapiQuery(search: string, collection: StrapiCollection): QueryResult {
  const raw: Record<string, unknown> = qs.parse(search.replace(/^\?/, ''), { depth: 20, arrayLimit: 100 })
  const shape = contentTypes[collection].attributes
  try {
    return {
      ok: true,
      query: {
        status: compileStatus(raw),
        populate: compilePopulate(raw.populate, shape, ''),
        fields: compileFields(raw.fields, shape, ''),
        filter: raw.filters === undefined ? undefined : compileFilters(raw.filters, shape, ''),
        sort: compileSort(raw.sort, shape, ''),
        pagination: compilePagination(raw.pagination),
      },
    }
  } catch (error) {
    if (error instanceof InvalidQuery) return { ok: false, error: error.error }
    throw error
  }
}
