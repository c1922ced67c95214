import { beforeEach, describe, expect, it } from 'vitest'
import { ghostState } from '#mocks/ghost.ts'
import { resetMockState } from '#mocks/state.ts'
import { strapiState } from '#mocks/strapi.ts'
import { handleMockContent } from './content.server.ts'

const post = (body: unknown) =>
  handleMockContent(
    new Request('http://site.test/api/mocks/content/', { method: 'POST', body: JSON.stringify(body) }),
  )

beforeEach(() => resetMockState())

describe('POST /api/mocks/content/', () => {
  it('publishes changes to an existing Strapi document', async () => {
    const response = await post({
      service: 'strapi',
      collection: 'legal-pages',
      slug: 'privacypolicy',
      fields: { body: '<p>New terms</p>' },
    })
    expect(response.status).toBe(201)
    const document = strapiState().collections['legal-pages'].find(
      (d) => d.draft.fields.slug === 'privacypolicy',
    )
    expect(document?.published?.fields.body).toBe('<p>New terms</p>')
  })

  it('changes an existing Ghost post and keeps its other fields', async () => {
    const slug = 'redacting-pii-from-insurance-claims'
    const before = ghostState().posts.find((p) => p.slug === slug)
    expect((await post({ service: 'ghost', post: { slug, title: 'Changed' } })).status).toBe(201)
    const after = ghostState().posts.find((p) => p.slug === slug)
    expect(after?.title).toBe('Changed')
    expect(after?.tags).toEqual(before?.tags)
  })

  it('saves a Ghost draft that only the Admin API reads', async () => {
    const draft = {
      id: 'draft-e2e',
      uuid: '9e7d5c3b-1a2f-4e6d-8c0b-2a4f6e8d0c1b',
      title: 'A draft',
      slug: 'a-draft',
      status: 'draft',
    }
    expect((await post({ service: 'ghost', post: draft })).status).toBe(201)
    expect(ghostState().drafts.map((saved) => saved.slug)).toEqual(['a-draft'])
    expect(ghostState().posts.some((published) => published.slug === 'a-draft')).toBe(false)
  })

  it('refuses a malformed change with 400 and says why', async () => {
    for (const body of [
      {},
      { service: 'strapi', collection: 'nope', fields: {} },
      { service: 'ghost', post: { slug: 'new' } },
    ]) {
      const response = await post(body)
      expect(response.status).toBe(400)
      expect(await response.json()).toHaveProperty('error')
    }
  })

  it('refuses a change nested deeper than any real one with 400, before the mock recurses into it', async () => {
    const deep = `${'['.repeat(8000)}${']'.repeat(8000)}`
    const response = await handleMockContent(
      new Request('http://site.test/api/mocks/content/', {
        method: 'POST',
        body: `{"service":"strapi","collection":"pages","slug":"home","fields":{"blocks":${deep}}}`,
      }),
    )
    expect(response.status).toBe(400)
    expect(JSON.stringify(await response.json())).not.toMatch(/call stack/)
  })
})
