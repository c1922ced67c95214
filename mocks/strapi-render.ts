import { type Attribute, contentTypes, type StrapiCollection } from './fixtures/strapi-content-types.ts'
import { isJsonObject, type JsonObject, type JsonValue } from './strapi-data.ts'
import {
  documentView,
  emptyNode,
  type Populate,
  type PopulateNode,
  type ReadContext,
  relatedViews,
  type SortKey,
  type StrapiQuery,
  shapeOf,
} from './strapi-query.ts'
import { componentShape, inferAttribute, type Shape } from './strapi-seed.ts'

/**
 * Turns stored versions into Strapi 5 REST output: flat attributes, `id` and `documentId`, and
 * only the relations, media, components and dynamic zones the query populates (the rest are left
 * out, as Strapi 5 does).
 */
type Selection = { populate: Populate; fields: string[] | undefined }

const timestamps = ['createdAt', 'updatedAt', 'publishedAt']

function childNode(populate: Populate, key: string): PopulateNode | undefined {
  return populate.nodes.get(key) ?? (populate.all ? emptyNode() : undefined)
}

function compareValues(left: JsonValue | undefined, right: JsonValue | undefined): number {
  const leftMissing = left === undefined || left === null
  const rightMissing = right === undefined || right === null
  if (leftMissing || rightMissing) return Number(leftMissing) - Number(rightMissing)
  if (typeof left === 'number' && typeof right === 'number') return left - right
  if (typeof left === 'boolean' && typeof right === 'boolean') return Number(left) - Number(right)
  return String(left).localeCompare(String(right), 'en')
}

export function sortViews(views: JsonObject[], keys: SortKey[]): JsonObject[] {
  if (keys.length === 0) return views
  return [...views].sort((left, right) => {
    for (const { field, direction } of keys) {
      const order = compareValues(left[field], right[field])
      if (order !== 0) return direction === 'asc' ? order : -order
    }
    return 0
  })
}

function pickFields(value: JsonObject, fields: string[] | undefined): JsonObject {
  if (!fields) return value
  return Object.fromEntries(Object.entries(value).filter(([key]) => key === 'id' || fields.includes(key)))
}

function renderComponent(
  value: JsonObject,
  shape: Shape,
  node: PopulateNode,
  context: ReadContext,
): JsonObject {
  const output: JsonObject = {}
  if (typeof value.__component === 'string') output.__component = value.__component
  output.id = value.id ?? null
  renderAttributes(value, shape, node, context, output)
  return output
}

function renderAttribute(
  attribute: Attribute,
  value: JsonValue | undefined,
  node: PopulateNode,
  context: ReadContext,
): JsonValue {
  switch (attribute.kind) {
    case 'scalar':
      return value ?? null
    case 'media':
      if (Array.isArray(value)) return value.filter(isJsonObject).map((file) => pickFields(file, node.fields))
      return isJsonObject(value) ? pickFields(value, node.fields) : null
    case 'component': {
      const shape = shapeOf(attribute)
      if (attribute.repeatable) {
        return (Array.isArray(value) ? value : [])
          .filter(isJsonObject)
          .map((item) => renderComponent(item, shape, node, context))
      }
      return isJsonObject(value) ? renderComponent(value, shape, node, context) : null
    }
    case 'dynamiczone':
      return (Array.isArray(value) ? value : []).filter(isJsonObject).map((entry) => {
        const uid = typeof entry.__component === 'string' ? entry.__component : ''
        // A fragment (`on`) populates its component; others get the shared populate (scalars by default).
        const fragment = node.on?.get(uid) ?? node
        return renderComponent(entry, componentShape(uid), fragment, context)
      })
    case 'relation': {
      const { target } = attribute
      const filter = node.filter
      const views = relatedViews(value, target, context).filter((view) => !filter || filter(view, context))
      const entries = sortViews(views, node.sort).map((view) => renderEntry(view, target, node, context))
      return attribute.many ? entries : (entries[0] ?? null)
    }
  }
}

function renderAttributes(
  source: JsonObject,
  shape: Shape,
  selection: Selection,
  context: ReadContext,
  output: JsonObject,
): void {
  const attributes: [string, Attribute][] =
    shape === 'open'
      ? Object.entries(source)
          .filter(([key]) => key !== 'id' && key !== '__component')
          .map(([key, value]) => [key, inferAttribute(value)])
      : Object.entries(shape)
  for (const [key, attribute] of attributes) {
    if (attribute.kind === 'scalar') {
      if (!selection.fields || selection.fields.includes(key)) output[key] = source[key] ?? null
      continue
    }
    const node = childNode(selection.populate, key)
    if (node) output[key] = renderAttribute(attribute, source[key], node, context)
  }
}

/** One document version as Strapi 5 returns it. */
export function renderEntry(
  view: JsonObject,
  collection: StrapiCollection,
  selection: Selection,
  context: ReadContext,
): JsonObject {
  const output: JsonObject = { id: view.id ?? null, documentId: view.documentId ?? null }
  renderAttributes(view, contentTypes[collection].attributes, selection, context, output)
  for (const key of timestamps) {
    if (!selection.fields || selection.fields.includes(key)) output[key] = view[key] ?? null
  }
  return output
}

/** GET /api/{collection}: filter, sort, paginate, populate. */
export function findMany(collection: StrapiCollection, query: StrapiQuery, context: ReadContext) {
  const views: JsonObject[] = []
  for (const document of context.data.collections[collection]) {
    const view = documentView(document, context.status)
    if (view) views.push(view)
  }
  const { filter } = query
  const matching = sortViews(filter ? views.filter((view) => filter(view, context)) : views, query.sort)
  const total = matching.length
  const { pagination } = query
  const start = pagination.kind === 'page' ? (pagination.page - 1) * pagination.pageSize : pagination.start
  const size = pagination.kind === 'page' ? pagination.pageSize : pagination.limit
  const data = matching
    .slice(start, start + size)
    .map((view) => renderEntry(view, collection, query, context))
  const counts = pagination.withCount
  const meta: JsonObject =
    pagination.kind === 'page'
      ? {
          page: pagination.page,
          pageSize: pagination.pageSize,
          ...(counts ? { pageCount: Math.ceil(total / pagination.pageSize), total } : {}),
        }
      : { start: pagination.start, limit: pagination.limit, ...(counts ? { total } : {}) }
  return { data, meta: { pagination: meta } }
}

/** GET /api/{collection}/{documentId} or a single type: null when there is no such version. */
export function findOne(
  collection: StrapiCollection,
  documentId: string | undefined,
  query: StrapiQuery,
  context: ReadContext,
): JsonObject | null {
  const documents = context.data.collections[collection]
  const document = documentId
    ? documents.find((candidate) => candidate.documentId === documentId)
    : documents[0]
  const view = document ? documentView(document, context.status) : null
  return view ? renderEntry(view, collection, query, context) : null
}
