import type { APIRequestContext } from '@playwright/test'
import { readFileSync } from 'node:fs'
import { z } from 'zod'

/**
 * Makes in Strapi the drafts the mocked CMS holds (a published page with a later draft edit, a page
 * never published), as an editor would: through the admin's Content Manager API. A fresh seed has
 * none, so the drafts the preview tests compare are made here.
 */
const seedFile = new URL('../../cms/.tmp/seed/content.json', import.meta.url)
const documentSchema = z.looseObject({ slug: z.string().optional() })
const seedSchema = z.object({
  collections: z.array(
    z.object({
      uid: z.string(),
      documents: z.array(
        z.object({ published: documentSchema.nullable(), draft: documentSchema.nullable() }),
      ),
    }),
  ),
})

type Admin = { context: APIRequestContext; headers: Record<string, string>; cms: string }

/** `{ $media: '/uploads/name.svg' }` becomes the id of the uploaded file of that name. */
async function mediaIds({ context, headers, cms }: Admin): Promise<Map<string, number>> {
  const response = await context.get(`${cms}/upload/files?pageSize=200`, { headers })
  const files = z
    .object({ results: z.array(z.object({ id: z.number(), name: z.string() })) })
    .parse(await response.json()).results
  return new Map(files.map((file) => [file.name, file.id]))
}

function resolveMedia(value: unknown, ids: Map<string, number>): unknown {
  if (Array.isArray(value)) return value.map((item) => resolveMedia(item, ids))
  if (value && typeof value === 'object') {
    const media = z.object({ $media: z.string() }).safeParse(value)
    if (media.success) return ids.get(media.data.$media.split('/').pop() ?? '') ?? null
    return Object.fromEntries(Object.entries(value).map(([key, inner]) => [key, resolveMedia(inner, ids)]))
  }
  return value
}

export async function applyFixtureDrafts(
  admin: Admin,
  findDocumentId: (uid: string, slug: string) => Promise<string>,
) {
  const seed = seedSchema.parse(JSON.parse(readFileSync(seedFile, 'utf8')))
  const ids = await mediaIds(admin)
  for (const { uid, documents } of seed.collections) {
    for (const { published, draft } of documents) {
      if (!draft?.slug) continue
      const data = resolveMedia(draft, ids)
      const base = `${admin.cms}/content-manager/collection-types/${uid}`
      const response = published
        ? await admin.context.put(`${base}/${await findDocumentId(uid, published.slug ?? draft.slug)}`, {
            headers: admin.headers,
            data,
          })
        : await admin.context.post(base, { headers: admin.headers, data })
      if (!response.ok())
        throw new Error(`draft of ${uid} ${draft.slug}: ${response.status()} ${await response.text()}`)
    }
  }
}
