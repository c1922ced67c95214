import { describe, expect, it } from 'vitest'
import { isDocumentPage } from './document-page.ts'

const flagged = { staticData: { document: true } }
const prepared = (uid: string) => ({ uid, key: `${uid}-1`, block: { __component: uid } })

describe('isDocumentPage', () => {
  it('is a document when a route is flagged and no block needs hydration', () => {
    const page = { staticData: {}, loaderData: { status: 'found', blocks: [prepared('blocks.hero')] } }
    expect(
      isDocumentPage([{ staticData: {} }, { ...flagged, ...page, staticData: { document: true } }]),
    ).toBe(true)
  })

  it('stays hydrated when the page shows a block without an island, however deep', () => {
    const tool = {
      ...flagged,
      loaderData: { status: 'found', page: { blocks: [prepared('blocks.code-sample')] } },
    }
    expect(isDocumentPage([tool])).toBe(false)
  })

  it('treats the error and not-found pages as documents, and unflagged routes as the app', () => {
    expect(isDocumentPage([{ staticData: {}, status: 'notFound' }])).toBe(true)
    expect(isDocumentPage([{ staticData: {}, _notFound: true }])).toBe(true)
    expect(isDocumentPage([{ staticData: {}, status: 'error' }])).toBe(true)
    expect(isDocumentPage([{ staticData: {}, loaderData: { blocks: [] } }])).toBe(false)
  })
})
