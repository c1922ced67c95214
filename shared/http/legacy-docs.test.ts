import { describe, expect, it } from 'vitest'
import { legacyDocumentationTarget } from './legacy-docs.ts'

describe('legacyDocumentationTarget', () => {
  it('leaves the reference’s own pages alone, the file service’s among them', () => {
    for (const page of ['compressed-pdf/', 'quickstart/', 'upload/', 'resource/', 'delete/', 'up/'])
      expect(legacyDocumentationTarget(page)).toBeUndefined()
  })

  it('sends an old address to the endpoint it names, else the overview', () => {
    expect(legacyDocumentationTarget('api-reference/compress/')).toBe('/documentation/compressed-pdf/')
    expect(legacyDocumentationTarget('something-else/')).toBe('/documentation/')
  })
})
