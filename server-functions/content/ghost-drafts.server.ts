import { SignJWT } from 'jose'
import { z } from 'zod'
import { serverEnv } from '../env.server.ts'
import { callService } from '../http/service-client.server.ts'
import { postSchema } from '#shared/content/blog.schema.ts'

/** Ghost's Admin API version the site reads drafts with. */
export const GHOST_ADMIN_VERSION = 'v6.0'

/**
 * A short-lived Admin API token as Ghost documents it: HS256 over the key's hex secret, the key's id
 * as `kid`, audience `/admin/`, at most five minutes. jose signs it (Ghost's own client is axios).
 */
export async function adminToken(key: string, now = Date.now()): Promise<string> {
  const [id = '', secret = ''] = key.split(':')
  const issuedAt = Math.floor(now / 1000)
  return new SignJWT({})
    .setProtectedHeader({ alg: 'HS256', typ: 'JWT', kid: id })
    .setIssuedAt(issuedAt)
    .setExpirationTime(issuedAt + 5 * 60)
    .setAudience('/admin/')
    .sign(Buffer.from(secret, 'hex'))
}

export const draftSchema = postSchema.extend({
  status: z.enum(['draft', 'published', 'scheduled', 'sent']),
})
export type Draft = z.infer<typeof draftSchema>

const draftsAnswer = z.object({ posts: z.array(draftSchema) })

export type DraftRead =
  { status: 'found'; draft: Draft } | { status: 'not-found' } | { status: 'off' } | { status: 'unavailable' }

/**
 * A post as it stands in Ghost's editor (draft, scheduled or published), by the uuid of Ghost's
 * preview link. Never cached: a writer previews what they saved a second ago.
 */
export async function readDraft(uuid: string): Promise<DraftRead> {
  const key = serverEnv().ghostAdminKey
  if (!key) return { status: 'off' }
  const result = await callService('ghost', '/ghost/api/admin/posts/', {
    query: { filter: `uuid:'${uuid}'`, formats: 'html', include: 'tags,authors', limit: '1' },
    headers: { Authorization: `Ghost ${await adminToken(key)}`, 'Accept-Version': GHOST_ADMIN_VERSION },
    schema: draftsAnswer,
  })
  if (!result.ok) return { status: 'unavailable' }
  const draft = result.data.posts[0]
  return draft ? { status: 'found', draft } : { status: 'not-found' }
}
