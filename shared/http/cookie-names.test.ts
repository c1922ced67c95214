import { describe, expect, it } from 'vitest'
import { carriesCookie, PREVIEW_COOKIE, requestCookie, SESSION_COOKIE } from './cookie-names.ts'

describe('carriesCookie', () => {
  it('finds a cookie with or without the __Host- prefix, and only the ones asked for', () => {
    expect(carriesCookie('a=1; __Host-pdfrest_session=x', [SESSION_COOKIE])).toBe(true)
    expect(carriesCookie('pdfrest_preview=y', [SESSION_COOKIE, PREVIEW_COOKIE])).toBe(true)
    expect(carriesCookie('pdfrest_oauth=z', [SESSION_COOKIE, PREVIEW_COOKIE])).toBe(false)
    expect(carriesCookie('', [SESSION_COOKIE])).toBe(false)
  })

  it('reads a cookie however the client spaces it, as the render does', () => {
    for (const header of [
      'pdfrest_preview =draft.x.1.mac',
      ' pdfrest_session = sealed ',
      'a=1;pdfrest_session=sealed',
      'a=1 ;  __Host-pdfrest_session  =sealed',
    ])
      expect(carriesCookie(header, [SESSION_COOKIE, PREVIEW_COOKIE]), header).toBe(true)
    expect(
      requestCookie(new Request('http://x/', { headers: { cookie: 'pdfrest_preview =v' } }), PREVIEW_COOKIE),
    ).toBe('v')
    // Another name that only contains ours is not ours.
    expect(carriesCookie('xpdfrest_session=1; pdfrest_sessionx=1', [SESSION_COOKIE])).toBe(false)
  })
})
