import { mkdirSync, writeFileSync } from 'node:fs'
import { fileURLToPath } from 'node:url'
import { globalRecord } from '../mocks/fixtures/global.ts'
import { legalPageDocuments, pageDocuments, productDocuments } from '../mocks/fixtures/pages.ts'
import { uploadedFile } from '../mocks/fixtures/placeholder-media.ts'
import { redirectDocuments } from '../mocks/fixtures/redirects.ts'
import { apiTools } from '../mocks/fixtures/tools.ts'

/**
 * Exports the fixtures the mocked CMS serves as seed data for the real Strapi project
 * (`cms/.tmp/seed/`), so both show the same content: `cms/scripts/seed.js` loads it. Media become
 * `{ $media }` references to files written beside it; the global record's tool buckets name their
 * tools by slug (`{ $tools }`); component ids are left for Strapi to assign.
 */
const seedDir = fileURLToPath(new URL('../cms/.tmp/seed/', import.meta.url))

type Json = string | number | boolean | null | Json[] | { [key: string]: Json }
type Media = { key: string; file: string; mime: string; alternativeText: string | null }

const media = new Map<string, Media>()

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value)
}

/** The fixture form of an upload: `{ url, alternativeText?, width?, height? }`. */
function mediaReference(value: Record<string, unknown>): Json | undefined {
  const keys = Object.keys(value)
  if (typeof value.url !== 'string' || !value.url.startsWith('/uploads/')) return undefined
  if (!keys.every((key) => ['url', 'alternativeText', 'width', 'height'].includes(key))) return undefined
  const name = value.url.split('/').pop() ?? 'file.svg'
  const alternativeText = typeof value.alternativeText === 'string' ? value.alternativeText : null
  if (!media.has(value.url)) {
    // The same stand-in files the mock serves: tool icons, customer logos and a 16:9 PNG.
    const file = uploadedFile(value.url)
    if (!file) throw new Error(`cms seed: no stand-in file for ${value.url}`)
    writeFileSync(`${seedDir}media/${name}`, file.body)
    const mime = file.type
    media.set(value.url, { key: value.url, file: `media/${name}`, mime, alternativeText })
  }
  return { $media: value.url, alternativeText }
}

function toSeed(value: unknown, field = ''): Json {
  if (Array.isArray(value)) return value.map((item) => toSeed(item))
  if (isRecord(value)) {
    const reference = mediaReference(value)
    if (reference !== undefined) return reference
    const out: Record<string, Json> = {}
    for (const [key, inner] of Object.entries(value)) {
      if (key === 'id' || inner === undefined) continue
      out[key] = toSeed(inner, key)
    }
    return out
  }
  if (
    typeof value === 'string' ||
    typeof value === 'number' ||
    typeof value === 'boolean' ||
    value === null
  ) {
    return value
  }
  throw new Error(`cms seed: ${field} holds a ${typeof value}`)
}

function seedObject(value: object): Record<string, Json> {
  const seeded = toSeed(value)
  if (!isRecord(seeded)) throw new Error('cms seed: expected an object')
  return seeded
}

function bucketsToSeed(): Json {
  return globalRecord.api_tool_buckets.map((bucket) => ({
    name: bucket.name,
    api_tools: { $tools: bucket.api_tools.map((tool) => tool.slug) },
  }))
}

type DocumentFixture = { published: unknown; draft?: unknown }
const documents = (fixtures: readonly DocumentFixture[]) =>
  fixtures.map((fixture) => ({
    published: fixture.published ? toSeed(fixture.published) : null,
    draft: fixture.draft ? toSeed(fixture.draft) : null,
  }))

mkdirSync(`${seedDir}media`, { recursive: true })
const collections = [
  { uid: 'api::api-tool.api-tool', documents: documents(apiTools.map((tool) => ({ published: tool }))) },
  { uid: 'api::page.page', documents: documents(pageDocuments) },
  { uid: 'api::product.product', documents: documents(productDocuments) },
  { uid: 'api::legal-page.legal-page', documents: documents(legalPageDocuments) },
  { uid: 'api::redirect.redirect', documents: documents(redirectDocuments) },
  {
    uid: 'api::pdfrest-global.pdfrest-global',
    documents: [
      {
        published: { ...seedObject(globalRecord), api_tool_buckets: bucketsToSeed() },
        draft: null,
      },
    ],
  },
]
const seed = { media: [...media.values()], collections }
writeFileSync(`${seedDir}content.json`, `${JSON.stringify(seed, null, 2)}\n`)
const count = collections.reduce((total, collection) => total + collection.documents.length, 0)
console.log(`[cms] seed data: ${count} documents, ${media.size} media files in ${seedDir}`)
