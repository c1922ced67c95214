import { describe, expect, it } from 'vitest'
import { cookieHeader } from './bench-session.ts'

describe('cookieHeader', () => {
  it('sends back every cookie set, without attributes, and none that was cleared', () => {
    expect(
      cookieHeader([
        'pdfrest_session=abc.def; Path=/; HttpOnly; SameSite=Lax',
        'pdfrest_signed_in=1; Path=/; SameSite=Lax',
        'pdfrest_preview=; Path=/; Max-Age=0',
      ]),
    ).toBe('pdfrest_session=abc.def; pdfrest_signed_in=1')
    expect(cookieHeader([])).toBe('')
  })
})
