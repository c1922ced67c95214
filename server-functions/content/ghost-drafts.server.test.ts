import { decodeJwt, decodeProtectedHeader } from 'jose'
import { z } from 'zod'
import { beforeEach, describe, expect, it, vi } from 'vitest'
import { addDraft, ghostState } from '#mocks/ghost.ts'
import { ghostHandlers } from '#mocks/ghost-blog.ts'
import { startMockServerFor } from '#mocks/test-server.ts'
import { MOCK_GHOST_ADMIN_KEY, serverEnv } from '../env.server.ts'
import { callService } from '../http/service-client.server.ts'
import { draftPreview } from './draft-post.server.ts'
import { adminToken, readDraft } from './ghost-drafts.server.ts'

const { ghost } = serverEnv().services
startMockServerFor(ghostHandlers(ghost.url, ghost.key ?? ''))
beforeEach(() => {
  vi.spyOn(console, 'error').mockImplementation(() => undefined)
})

const uuid = '3b1f0c2e-8d4a-4f6b-9c7e-1a2b3c4d5e6f'
const draft = (tags: { id: string; name: string; slug: string }[]) =>
  addDraft({
    id: 'draft1',
    uuid,
    title: 'Split PDFs by Bookmark with Python',
    slug: 'split-pdfs-by-bookmark-with-python',
    html: '<p>Work in progress.</p><script>alert(1)</script>',
    status: 'draft',
    tags,
  })

describe("Ghost's Admin API token", () => {
  it('is what Ghost documents: HS256, the key id as kid, audience /admin/, five minutes', async () => {
    const token = await adminToken(MOCK_GHOST_ADMIN_KEY, Date.parse('2026-01-01T00:00:00Z'))
    expect(decodeProtectedHeader(token)).toEqual({
      alg: 'HS256',
      typ: 'JWT',
      kid: MOCK_GHOST_ADMIN_KEY.split(':')[0],
    })
    const claims = decodeJwt(token)
    expect(claims.aud).toBe('/admin/')
    expect((claims.exp ?? 0) - (claims.iat ?? 0)).toBe(300)
  })
})

describe('reading a draft for preview', () => {
  it("finds a draft by its preview link's uuid, sanitised, with the page it will have", async () => {
    draft([{ id: 't1', name: 'Tutorial', slug: 'tutorial-post' }])
    const read = await readDraft(uuid)
    expect(read).toMatchObject({
      status: 'found',
      draft: { status: 'draft', slug: 'split-pdfs-by-bookmark-with-python' },
    })
    const preview = await draftPreview(uuid)
    if (preview.status !== 'found') throw new Error('no draft')
    expect(preview.sitePath).toBe('/learning/tutorials/split-pdfs-by-bookmark-with-python/')
    expect(preview.post.html).toContain('Work in progress.')
    expect(preview.post.html).not.toContain('<script')
  })

  it('says when no page would show the post, and when there is no such post', async () => {
    draft([{ id: 't2', name: 'tutorial-post', slug: 'tutorial-post-2' }])
    expect(await draftPreview(uuid)).toMatchObject({ status: 'found', sitePath: null })
    expect(await readDraft('00000000-0000-4000-8000-000000000000')).toEqual({ status: 'not-found' })
  })

  it('reads published posts too, as Ghost does', async () => {
    const [published] = ghostState().posts
    expect(await readDraft(published?.uuid ?? '')).toMatchObject({
      status: 'found',
      draft: { status: 'published' },
    })
  })

  it("answers as Ghost does to a missing or forged token, and reports Ghost's refusal as unavailable", async () => {
    const read = (authorization?: string) =>
      callService('ghost', '/ghost/api/admin/posts/', {
        headers: authorization ? { Authorization: authorization } : {},
        schema: z.unknown(),
        quietClientErrors: true,
      })
    const missing = await read()
    expect(missing).toMatchObject({ ok: false, status: 403 })
    expect(missing.ok ? '' : missing.body).toContain('NoPermissionError')
    const forged = await adminToken(`${MOCK_GHOST_ADMIN_KEY.split(':')[0]}:${'0'.repeat(64)}`)
    const refused = await read(`Ghost ${forged}`)
    expect(refused).toMatchObject({ ok: false, status: 401 })
    expect(refused.ok ? '' : refused.body).toContain('INVALID_JWT')
    const stranger = await adminToken(`${'1'.repeat(24)}:${MOCK_GHOST_ADMIN_KEY.split(':')[1]}`)
    const unknown = await read(`Ghost ${stranger}`)
    expect(unknown).toMatchObject({ ok: false, status: 401 })
    expect(unknown.ok ? '' : unknown.body).toContain('UNKNOWN_ADMIN_API_KEY')
    // The site's own read turns a refusal into a value the page can show.
    expect(await readDraft(uuid)).toEqual({ status: 'not-found' })
  })
})
