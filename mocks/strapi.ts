import { HttpResponse, http, type RequestHandler } from 'msw'
import { applyServiceMode } from './controls.ts'
import type { PageFixture } from './fixtures/page.schema.ts'
import { uploadedFile } from './fixtures/placeholder-media.ts'
import { contentTypes, isStrapiCollection, type StrapiCollection } from './fixtures/strapi-content-types.ts'
import { defineSlice } from './state.ts'
import type { JsonObject, StoredDocument } from './strapi-data.ts'
import { parseStrapiQuery } from './strapi-query.ts'
import { findMany, findOne } from './strapi-render.ts'
import { documentIdFor, documentKey, nextRowId, seedStrapi, storeFields } from './strapi-seed.ts'

/**
 * Strapi 5 REST (v5.76.1) for the site's content types: `pages`, `products`, `legal-pages`,
 * `api-tools` and the single type `pdfrest-global`. Documents keep a draft and a published
 * version; `status=draft` (or v4's `publicationState=preview`) reads drafts. See mocks/README.md.
 */
export const strapiState = defineSlice('strapi', seedStrapi)

function strapiError(status: number, name: string, message: string, details: JsonObject = {}) {
  return HttpResponse.json({ data: null, error: { status, name, message, details } }, { status })
}

const notFound = () => strapiError(404, 'NotFoundError', 'Not Found')

function documentFor(collection: StrapiCollection, slug: string | undefined): StoredDocument {
  const documents = strapiState().collections[collection]
  const document =
    contentTypes[collection].kind === 'singleType'
      ? documents[0]
      : documents.find((candidate) => documentKey(candidate.draft.fields) === slug)
  if (!document) throw new Error(`Strapi mock: no ${collection} document with slug ${String(slug)}`)
  return document
}

/** Edits the draft version only, as an editor saving without publishing. */
export function updateDraft(
  collection: StrapiCollection,
  slug: string | undefined,
  changes: object,
): StoredDocument {
  const document = documentFor(collection, slug)
  const at = new Date().toISOString()
  const fields = storeFields(strapiState(), collection, changes, at)
  document.draft = { ...document.draft, updatedAt: at, fields: { ...document.draft.fields, ...fields } }
  return document
}

/** Applies changes to the draft, then publishes it (Strapi 5 writes a new published row). */
export function publishDocument(
  collection: StrapiCollection,
  slug: string | undefined,
  changes: object = {},
): StoredDocument {
  const document = updateDraft(collection, slug, changes)
  const at = new Date().toISOString()
  document.published = {
    id: nextRowId(strapiState(), collection),
    createdAt: document.published?.createdAt ?? document.draft.createdAt,
    updatedAt: at,
    publishedAt: at,
    fields: structuredClone(document.draft.fields),
  }
  return document
}

export function publishPage(slug: string, changes: Partial<PageFixture> = {}): StoredDocument {
  return publishDocument('pages', slug, changes)
}

export function unpublishDocument(collection: StrapiCollection, slug: string | undefined): StoredDocument {
  const document = documentFor(collection, slug)
  document.published = null
  return document
}

/** Adds a new document (published unless `publish: false`), e.g. a page created during a test. */
export function createDocument(
  collection: StrapiCollection,
  fields: { [field: string]: unknown },
  options: { publish?: boolean } = {},
): StoredDocument {
  const key = documentKey(fields)
  if (typeof key !== 'string') throw new Error('Strapi mock: a new document needs a slug (or a from path)')
  const data = strapiState()
  const at = new Date().toISOString()
  const document: StoredDocument = {
    documentId: documentIdFor(collection, key),
    draft: {
      id: nextRowId(data, collection),
      createdAt: at,
      updatedAt: at,
      publishedAt: null,
      fields: storeFields(data, collection, fields, at),
    },
    published: null,
  }
  data.collections[collection].push(document)
  return options.publish === false ? document : publishDocument(collection, key)
}

export function strapiHandlers(baseUrl: string, token: string): RequestHandler[] {
  const authorized = (request: Request) => request.headers.get('authorization') === `Bearer ${token}`
  const unauthorized = () => strapiError(401, 'UnauthorizedError', 'Missing or invalid credentials')

  const read = async ({ request, params }: { request: Request; params: Record<string, unknown> }) => {
    const switched = await applyServiceMode('strapi')
    if (switched) return switched
    if (!authorized(request)) return unauthorized()
    const { collection, documentId } = params
    if (typeof collection !== 'string' || !isStrapiCollection(collection)) return notFound()
    const type = contentTypes[collection]
    const id = typeof documentId === 'string' && documentId !== '' ? documentId : undefined
    if (type.kind === 'singleType' && id !== undefined) return notFound()
    const parsed = parseStrapiQuery(new URL(request.url).search, collection)
    if (!parsed.ok) return strapiError(400, parsed.error.name, parsed.error.message, parsed.error.details)
    const context = { data: strapiState(), status: parsed.query.status }
    if (type.kind === 'collectionType' && id === undefined) {
      return HttpResponse.json(findMany(collection, parsed.query, context))
    }
    const entry = findOne(collection, id, parsed.query, context)
    return entry ? HttpResponse.json({ data: entry, meta: {} }) : notFound()
  }

  // The site's token is read-only: writes to known content types are forbidden, anything else 404s.
  const apiPath = `${new URL(baseUrl).pathname.replace(/\/$/, '')}/api/`
  const other = async ({ request }: { request: Request }) => {
    const switched = await applyServiceMode('strapi')
    if (switched) return switched
    if (!authorized(request)) return unauthorized()
    const [collection, ...rest] = new URL(request.url).pathname
      .slice(apiPath.length)
      .split('/')
      .filter(Boolean)
    const known = collection !== undefined && isStrapiCollection(collection) && rest.length <= 1
    if (known && request.method !== 'GET') return strapiError(403, 'ForbiddenError', 'Forbidden')
    return notFound()
  }

  return [
    http.get(`${baseUrl}/api/:collection`, read),
    http.get(`${baseUrl}/api/:collection/`, read),
    http.get(`${baseUrl}/api/:collection/:documentId`, read),
    http.all(`${baseUrl}/api/*`, other),
    // Uploaded files are public in Strapi: no token needed.
    http.get(`${baseUrl}/uploads/:folder/:file`, async ({ params }) => {
      const switched = await applyServiceMode('strapi')
      if (switched) return switched
      const file = uploadedFile(`/uploads/${String(params.folder)}/${String(params.file)}`)
      if (!file) return new HttpResponse('Not Found', { status: 404 })
      const body = typeof file.body === 'string' ? file.body : new Uint8Array(file.body)
      return new HttpResponse(body, { headers: { 'content-type': file.type } })
    }),
    // Any other path on the CMS host: Strapi's plain "Not Found", never a pass-through to the network.
    http.all(`${baseUrl}/*`, () => new HttpResponse('Not Found', { status: 404 })),
  ]
}
