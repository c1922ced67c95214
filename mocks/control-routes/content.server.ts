import { z } from 'zod'
import { strapiCollections } from '#mocks/fixtures/strapi-content-types.ts'
import { postSchema } from '#shared/content/blog.schema.ts'
import { addDraft, addPost, ghostState, updatePost } from '#mocks/ghost.ts'
import { draftSchema } from '#server/content/ghost-drafts.server.ts'
import { createDocument, publishDocument, strapiState } from '#mocks/strapi.ts'
import { purgeContentCache } from '#server/content/cache.server.ts'
import { serverEnv } from '#server/env.server.ts'
import { purgePageCache } from '#server/http/page-cache.server.ts'
import { readControlJson } from './read-json.server.ts'

const fields = z.record(z.string(), z.unknown())
const contentChangeSchema = z.discriminatedUnion('service', [
  z
    .object({
      service: z.literal('strapi'),
      collection: z.enum(strapiCollections),
      // Omitted for the single type `pdfrest-global`.
      slug: z.string().min(1).optional(),
      fields,
    })
    .strict(),
  z
    .object({
      service: z.literal('ghost'),
      // A new post needs every field; an existing one (same slug) takes only the changes.
      post: z.looseObject({ slug: z.string().min(1) }),
    })
    .strict(),
])
export type ContentChange = z.infer<typeof contentChangeSchema>

const json = (body: unknown, status = 200) =>
  Response.json(body, { status, headers: { 'Cache-Control': 'no-store' } })

function apply(change: ContentChange): string {
  if (change.service === 'ghost') {
    // Saved in Ghost's editor, not published: only the Admin API (draft preview) sees it.
    if (change.post.status === 'draft' || change.post.status === 'scheduled') {
      return addDraft(draftSchema.parse(change.post)).id
    }
    const current = ghostState().posts.find((post) => post.slug === change.post.slug)
    const post = postSchema.parse({ ...current, ...change.post })
    return (current ? updatePost(post.slug, post) : addPost(post)).id
  }
  const { collection, slug } = change
  const exists =
    slug === undefined ||
    strapiState().collections[collection].some((document) => document.draft.fields.slug === slug)
  const document = exists
    ? publishDocument(collection, slug, change.fields)
    : createDocument(collection, { ...change.fields, slug })
  return document.documentId
}

/**
 * Test-only (mocks/README.md): an editor publishes in Strapi or Ghost, seen by the site at once.
 * `POST /api/mocks/content/` with `{ service: "strapi", collection, slug?, fields }` or
 * `{ service: "ghost", post }` (with `status: "draft"` or `"scheduled"`, a draft only the draft
 * preview reads). Exists only while something is mocked.
 */
export async function handleMockContent(request: Request): Promise<Response> {
  if (!serverEnv().anyMocked) return json({ error: 'Not Found' }, 404)
  const parsed = contentChangeSchema.safeParse(await readControlJson(request))
  if (!parsed.success) return json({ error: z.prettifyError(parsed.error) }, 400)
  let id: string
  try {
    id = apply(parsed.data)
  } catch (error) {
    // The mock helpers name what is wrong with the document (a test author's mistake).
    return json({ error: error instanceof Error ? error.message : String(error) }, 400)
  }
  purgeContentCache()
  purgePageCache()
  return json({ published: id }, 201)
}
