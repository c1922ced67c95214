import { z } from 'zod'
import type { StrapiCollection } from './fixtures/strapi-content-types.ts'

/** The stored form of everything in the Strapi mock: plain JSON, checked by zod on the way in. */
export const jsonObjectSchema = z.record(z.string(), z.json())
export type JsonValue = z.infer<ReturnType<typeof z.json>>
export type JsonObject = z.infer<typeof jsonObjectSchema>

export function isJsonObject(value: JsonValue | undefined): value is JsonObject {
  return typeof value === 'object' && value !== null && !Array.isArray(value)
}

/** Strapi media objects are recognisable by their mime type; media ignores draft & publish. */
export function isMedia(value: JsonValue | undefined): boolean {
  return isJsonObject(value) && typeof value.mime === 'string' && typeof value.url === 'string'
}

/**
 * One version of a document. Strapi 5 keeps a draft and (once published) a published version
 * per document, each its own row with its own `id`, sharing the `documentId`. Relations are
 * stored as target documentIds and resolved per status when read.
 */
export type Version = {
  id: number
  createdAt: string
  updatedAt: string
  publishedAt: string | null
  fields: JsonObject
}

export type StoredDocument = { documentId: string; draft: Version; published: Version | null }

export type StrapiData = {
  collections: Record<StrapiCollection, StoredDocument[]>
  /** Last row id used per table: Strapi ids count per collection, per component and for media. */
  lastId: Record<StrapiCollection, number> & { component: number; media: number }
  /** The upload plugin's files by URL; media has no draft & publish, both versions share a file. */
  media: Record<string, JsonObject>
}

export type Status = 'draft' | 'published'

export function versionFor(document: StoredDocument, status: Status): Version | null {
  return status === 'draft' ? document.draft : document.published
}
