import { createHash } from 'node:crypto'
import { globalRecord } from './fixtures/global.ts'
import { legalPageDocuments, pageDocuments, productDocuments } from './fixtures/pages.ts'
import {
  type Attribute,
  type Attributes,
  componentAttributes,
  contentTypes,
  type StrapiCollection,
} from './fixtures/strapi-content-types.ts'
import { redirectDocuments } from './fixtures/redirects.ts'
import { apiTools } from './fixtures/tools.ts'
import { mockScale, scalePages } from './fixtures/scale.ts'
import {
  isJsonObject,
  isMedia,
  type JsonObject,
  type JsonValue,
  jsonObjectSchema,
  type StoredDocument,
  type StrapiData,
} from './strapi-data.ts'

/** Strapi 5 documentIds are 24 lowercase alphanumerics; derived from a key so links stay stable. */
export function documentIdFor(table: string, key: string): string {
  const digest = createHash('sha256').update(`${table}:${key}`).digest('hex')
  return BigInt(`0x${digest}`).toString(36).padStart(24, '0').slice(0, 24)
}

const SEEDED_AT = Date.parse('2026-01-12T09:30:00.000Z')
const DRAFT_EDITED_AT = '2026-11-18T15:42:10.000Z'
const HOUR = 3_600_000

/** Kinds of fields in components the content model does not describe (blocks added later). */
export function inferAttribute(value: JsonValue | undefined): Attribute {
  if (isMedia(value)) return { kind: 'media' }
  if (isJsonObject(value)) return { kind: 'component', component: '', repeatable: false }
  if (Array.isArray(value) && value.length > 0 && value.every(isJsonObject)) {
    return { kind: 'component', component: '', repeatable: true }
  }
  return { kind: 'scalar' }
}

export type Shape = Attributes | 'open'

export function componentShape(uid: string): Shape {
  return componentAttributes[uid] ?? 'open'
}

const mimeTypes: Record<string, string> = {
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.webp': 'image/webp',
}

/** A full Strapi upload-plugin file record from the short `{ url, alternativeText }` fixture form. */
function toMedia(data: StrapiData, value: JsonObject, at: string): JsonObject {
  if (isMedia(value)) return value
  const url = typeof value.url === 'string' ? value.url : ''
  const existing = data.media[url]
  if (existing) return existing
  const name = url.split('/').pop() ?? url
  const dot = name.lastIndexOf('.')
  const ext = dot >= 0 ? name.slice(dot) : ''
  const stem = (dot >= 0 ? name.slice(0, dot) : name).replaceAll('-', '_')
  data.lastId.media += 1
  const file: JsonObject = {
    id: data.lastId.media,
    documentId: documentIdFor('media', url),
    name,
    alternativeText: value.alternativeText ?? null,
    caption: null,
    width: value.width ?? null,
    height: value.height ?? null,
    formats: null,
    hash: `${stem}_${documentIdFor('hash', url).slice(0, 10)}`,
    ext,
    mime: mimeTypes[ext] ?? 'application/octet-stream',
    size: 1.42,
    url,
    previewUrl: null,
    provider: 'local',
    provider_metadata: null,
    createdAt: at,
    updatedAt: at,
    publishedAt: at,
  }
  data.media[url] = file
  return file
}

/** Relations are stored as documentIds; fixtures may name the target by its slug instead. */
function toReference(data: StrapiData, target: StrapiCollection, value: JsonValue): string | null {
  if (typeof value === 'string') return value
  if (!isJsonObject(value)) return null
  const slug = value.slug
  const found = data.collections[target].find((document) => document.draft.fields.slug === slug)
  if (!found) throw new Error(`Strapi seed: no ${target} document with slug ${String(slug)}`)
  return found.documentId
}

function toComponent(data: StrapiData, shape: Shape, value: JsonObject, at: string): JsonObject {
  const { id, __component, ...fields } = value
  if (typeof id !== 'number') data.lastId.component += 1
  return {
    ...(typeof __component === 'string' ? { __component } : {}),
    id: typeof id === 'number' ? id : data.lastId.component,
    ...toStoredFields(data, shape, fields, at),
  }
}

function toStoredValue(data: StrapiData, attribute: Attribute, value: JsonValue, at: string): JsonValue {
  switch (attribute.kind) {
    case 'scalar':
      return value
    case 'media':
      return isJsonObject(value) ? toMedia(data, value, at) : null
    case 'component': {
      const shape = attribute.component ? componentShape(attribute.component) : 'open'
      if (attribute.repeatable) {
        return Array.isArray(value)
          ? value.filter(isJsonObject).map((item) => toComponent(data, shape, item, at))
          : []
      }
      return isJsonObject(value) ? toComponent(data, shape, value, at) : null
    }
    case 'dynamiczone':
      return Array.isArray(value)
        ? value
            .filter(isJsonObject)
            .map((entry) =>
              toComponent(
                data,
                componentShape(typeof entry.__component === 'string' ? entry.__component : ''),
                entry,
                at,
              ),
            )
        : []
    case 'relation':
      if (attribute.many) {
        return Array.isArray(value)
          ? value.flatMap((item) => toReference(data, attribute.target, item) ?? [])
          : []
      }
      return toReference(data, attribute.target, value)
  }
}

function toStoredFields(data: StrapiData, shape: Shape, fields: JsonObject, at: string): JsonObject {
  const stored: JsonObject = {}
  for (const [key, value] of Object.entries(fields)) {
    const attribute = shape === 'open' ? inferAttribute(value) : shape[key]
    if (!attribute) throw new Error(`Strapi seed: unknown attribute ${key}`)
    stored[key] = toStoredValue(data, attribute, value, at)
  }
  return stored
}

/** Validates content (fixture or test change) as JSON and converts it to the stored form. */
export function storeFields(
  data: StrapiData,
  collection: StrapiCollection,
  input: unknown,
  at: string,
): JsonObject {
  return toStoredFields(data, contentTypes[collection].attributes, jsonObjectSchema.parse(input), at)
}

/** Documents are known by their slug; redirects by the path they redirect from. */
export function documentKey(fields: Record<string, unknown>): unknown {
  return fields.slug ?? fields.from
}

export function nextRowId(data: StrapiData, collection: StrapiCollection): number {
  data.lastId[collection] += 1
  return data.lastId[collection]
}

function insert(
  data: StrapiData,
  collection: StrapiCollection,
  fixture: { published: unknown; draft?: unknown },
  at: string,
): void {
  const draftInput = fixture.draft ?? fixture.published
  const draftFields = storeFields(data, collection, draftInput, at)
  const known = documentKey(draftFields)
  const key = typeof known === 'string' ? known : collection
  const draftId = nextRowId(data, collection)
  const document: StoredDocument = {
    documentId: documentIdFor(collection, key),
    draft: {
      id: draftId,
      createdAt: at,
      updatedAt: fixture.draft ? DRAFT_EDITED_AT : at,
      publishedAt: null,
      fields: draftFields,
    },
    published: null,
  }
  if (fixture.published) {
    document.published = {
      id: nextRowId(data, collection),
      createdAt: at,
      updatedAt: at,
      publishedAt: at,
      fields: storeFields(data, collection, fixture.published, at),
    }
  }
  data.collections[collection].push(document)
}

/** The seeded CMS: tools first, so the global record's buckets can relate to them by slug. */
export function seedStrapi(): StrapiData {
  const data: StrapiData = {
    collections: {
      pages: [],
      products: [],
      'legal-pages': [],
      'api-tools': [],
      'pdfrest-global': [],
      redirects: [],
    },
    lastId: {
      pages: 0,
      products: 0,
      'legal-pages': 0,
      'api-tools': 0,
      'pdfrest-global': 0,
      redirects: 0,
      component: 0,
      media: 0,
    },
    media: {},
  }
  let hours = 0
  const nextTime = () => new Date(SEEDED_AT + hours++ * HOUR).toISOString()
  for (const tool of apiTools) insert(data, 'api-tools', { published: tool }, nextTime())
  for (const page of [...pageDocuments, ...scalePages(mockScale())]) insert(data, 'pages', page, nextTime())
  for (const product of productDocuments) insert(data, 'products', product, nextTime())
  for (const legalPage of legalPageDocuments) insert(data, 'legal-pages', legalPage, nextTime())
  insert(data, 'pdfrest-global', { published: globalRecord }, nextTime())
  for (const redirect of redirectDocuments) insert(data, 'redirects', redirect, nextTime())
  return data
}
