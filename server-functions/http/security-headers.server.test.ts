import { describe, expect, it } from 'vitest'
import { isPersonalPath } from '#shared/http/personal-paths.ts'
import { serverEnv } from '../env.server.ts'
import { applyResponseHeaders, cacheControlFor } from './security-headers.server.ts'

describe('response headers', () => {
  it("lets Ghost's admin frame the draft preview page, and no other page", () => {
    const ghost = new URL(serverEnv().services.ghost.url).origin
    const ancestors = (pathname: string) =>
      /frame-ancestors ([^;]+)/
        .exec(
          applyResponseHeaders(new Response('x'), {
            pathname,
            secure: false,
            hasSession: true,
            nonce: 'n',
          }).headers.get('content-security-policy') ?? '',
        )?.[1]
        ?.split(' ') ?? []
    expect(ancestors('/learning/preview/4c2a7e9b-3d1f-4b8a-9e6c-5f0d2b7a1c3e/')).toContain(ghost)
    for (const pathname of ['/learning/', '/learning/tutorials/x/', '/', '/account/'])
      expect(ancestors(pathname), pathname).not.toContain(ghost)
  })

  it('marks personal paths and sessions private, no-store', () => {
    expect(isPersonalPath('/account/')).toBe(true)
    expect(cacheControlFor({ pathname: '/account/', secure: false, hasSession: false })).toBe(
      'private, no-store',
    )
    expect(cacheControlFor({ pathname: '/pricing/', secure: false, hasSession: true })).toBe(
      'private, no-store',
    )
    expect(cacheControlFor({ pathname: '/pricing/', secure: false, hasSession: false })).toMatch(/^public/)
  })

  it('never lets a response that sets a cookie be shared, whatever its route asked for', () => {
    const headers = new Headers({
      'Cache-Control': 'public, s-maxage=60',
      'Set-Cookie': 'pdfrest_session=; Max-Age=0',
    })
    const answer = applyResponseHeaders(new Response('x', { status: 307, headers }), {
      pathname: '/pricing/',
      secure: false,
      hasSession: false,
      nonce: 'n0nce',
    })
    expect(answer.headers.get('Cache-Control')).toBe('private, no-store')
  })

  it('leaves the baseline headers to the request pipeline, which adds them once', () => {
    const page = applyResponseHeaders(new Response('x'), {
      pathname: '/',
      secure: true,
      hasSession: false,
      nonce: 'n0nce',
    })
    expect(page.headers.get('X-Content-Type-Options')).toBeNull()
    expect(page.headers.get('Cross-Origin-Resource-Policy')).toBeNull()
  })

  it('sends the CSP with this response’s nonce and the CMS as the only other frame ancestor', () => {
    const headers = applyResponseHeaders(new Response('x'), {
      pathname: '/',
      secure: false,
      hasSession: false,
      nonce: 'abc123',
    }).headers
    const policy = headers.get('Content-Security-Policy') ?? ''
    expect(policy).toContain("script-src 'nonce-abc123' 'strict-dynamic'")
    expect(policy).toContain("frame-ancestors 'self' https://strapi.mock.pdfrest.test")
    // frame-ancestors replaces it; SAMEORIGIN would keep the CMS preview out.
    expect(headers.get('X-Frame-Options')).toBeNull()
    expect(headers.get('Referrer-Policy')).toBe('strict-origin-when-cross-origin')
    expect(headers.get('Permissions-Policy')).toContain('camera=()')
  })

  it('keeps an explicit cache policy unless a session makes it personal', () => {
    const response = new Response('x', { headers: { 'Cache-Control': 'no-cache' } })
    expect(
      applyResponseHeaders(response, {
        pathname: '/',
        secure: false,
        hasSession: false,
        nonce: 'n0nce',
      }).headers.get('Cache-Control'),
    ).toBe('no-cache')
    const withSession = new Response('x', { headers: { 'Cache-Control': 'public, max-age=60' } })
    expect(
      applyResponseHeaders(withSession, {
        pathname: '/',
        secure: false,
        hasSession: true,
        nonce: 'n0nce',
      }).headers.get('Cache-Control'),
    ).toBe('private, no-store')
  })

  it('says Vary: Accept on every page and on the 406 the framework sends to a client that takes no HTML', () => {
    const vary = (response: Response) =>
      applyResponseHeaders(response, {
        pathname: '/pricing/',
        secure: false,
        hasSession: false,
        nonce: 'n',
      }).headers.get('Vary')
    expect(vary(new Response('<html>', { headers: { 'content-type': 'text/html; charset=utf-8' } }))).toBe(
      'Accept',
    )
    expect(vary(Response.json({ error: 'Only HTML requests are supported here' }, { status: 406 }))).toBe(
      'Accept',
    )
    // A route that says it already (the reference's Markdown negotiation) says it once.
    expect(vary(new Response('#', { headers: { 'content-type': 'text/html', Vary: 'Accept' } }))).toBe(
      'Accept',
    )
    expect(vary(Response.json({ ok: true }))).toBeNull()
  })
})
