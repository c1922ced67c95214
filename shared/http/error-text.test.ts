import { describe, expect, it } from 'vitest'
import { errorText } from './error-text.ts'

describe('errorText', () => {
  it('keeps the message and cuts query strings', () => {
    expect(
      errorText(new Error('503 for GET https://cms.test/api/pages?populate%5B0%5D=x&status=published')),
    ).toBe('503 for GET https://cms.test/api/pages?…')
    expect(errorText('plain')).toBe('plain')
  })
})
