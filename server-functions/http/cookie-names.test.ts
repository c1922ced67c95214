import { describe, expect, it } from 'vitest'
import { carriesCookie, PREVIEW_COOKIE, SESSION_COOKIE } from './cookie-names.ts'

describe('carriesCookie', () => {
  it('finds a cookie with or without the __Host- prefix, and only the ones asked for', () => {
    expect(carriesCookie('a=1; __Host-pdfrest_session=x', [SESSION_COOKIE])).toBe(true)
    expect(carriesCookie('pdfrest_preview=y', [SESSION_COOKIE, PREVIEW_COOKIE])).toBe(true)
    expect(carriesCookie('pdfrest_oauth=z', [SESSION_COOKIE, PREVIEW_COOKIE])).toBe(false)
    expect(carriesCookie('', [SESSION_COOKIE])).toBe(false)
  })
})
