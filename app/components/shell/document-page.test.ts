import { describe, expect, it } from 'vitest'
import { isDocumentPage } from './document-page.ts'

const root = { routeId: '__root__' }

describe('isDocumentPage', () => {
  it('is a document when the page is under the document layout route', () => {
    expect(isDocumentPage([root, { routeId: '/_document' }, { routeId: '/_document/pricing' }])).toBe(true)
  })

  it('treats the error and not-found pages as documents, and the app layout routes as the app', () => {
    expect(isDocumentPage([{ ...root, status: 'notFound' }])).toBe(true)
    expect(isDocumentPage([{ ...root, _notFound: true }])).toBe(true)
    expect(isDocumentPage([root, { routeId: '/_app' }, { routeId: '/_app/account', status: 'error' }])).toBe(
      true,
    )
    expect(isDocumentPage([root, { routeId: '/_app' }, { routeId: '/_app/account' }])).toBe(false)
  })
})
