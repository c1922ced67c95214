import { describe, expect, it } from 'vitest'
import { isDocumentPage } from './document-page.ts'

const flagged = { staticData: { document: true } }

describe('isDocumentPage', () => {
  it('is a document when a route of the page is flagged', () => {
    expect(isDocumentPage([{ staticData: {} }, flagged])).toBe(true)
  })

  it('treats the error and not-found pages as documents, and unflagged routes as the app', () => {
    expect(isDocumentPage([{ staticData: {}, status: 'notFound' }])).toBe(true)
    expect(isDocumentPage([{ staticData: {}, _notFound: true }])).toBe(true)
    expect(isDocumentPage([{ staticData: {}, status: 'error' }])).toBe(true)
    expect(isDocumentPage([{ staticData: {} }])).toBe(false)
  })
})
