import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import {
  isDraftPreview,
  PREVIEW_MAX_AGE_SECONDS,
  readPreviewGrant,
  signPreviewGrant,
} from './draft-preview.server.ts'
import { enterPreview, enterPreviewByForm, exitPreview } from './preview.server.ts'

const site = 'http://localhost:3000'
const ascii = /^[\x21-\x7e]+$/
/** Spellings that URL parsing turns into `//evil.example/` (the hostile review), as a query sends them. */
const normalisedAway = [
  '/.//evil.example/',
  '/..//evil.example/',
  '/%2e//evil.example/',
  '/%2E%2E//evil.example/',
]

describe('preview routes', () => {
  it('exit-preview returns to any odd but local target safely, in ASCII, and home for the rest', async () => {
    // The query as an attacker would send it: any bytes, percent-encoded or not.
    const cases: [string, string][] = [
      ['/pricing/%3Fx%3D1', `/pricing/?x=1`],
      ['/%25E2%2582%25AC/', `/%E2%82%AC/`],
      ['/%E2%82%AC/', `/%E2%82%AC/`],
      ['/€/', `/%E2%82%AC/`],
      ['/%C3%A9', `/%C3%A9`],
      ['/%E9', `/%EF%BF%BD`],
      ['/%ED%A0%80', `/%EF%BF%BD%EF%BF%BD%EF%BF%BD`],
      ['/a%00b', `/a%00b`],
      ['/%0d%0aSet-Cookie:x=1', `/Set-Cookie:x=1`],
      ['//evil.test/', `/`],
      ['/%5Cevil.test', `/`],
      ['https://evil.test/', `/`],
      [`/${'a'.repeat(3000)}`, `/`],
      ...normalisedAway.map((raw): [string, string] => [encodeURIComponent(raw), '/']),
      ['/%09/evil.test/', '/'],
      ['/%0a/evil.test/', '/'],
    ]
    for (const [target, expected] of cases) {
      const response = await exitPreview(new Request(`http://evil.test/api/exit-preview/?url=${target}`))
      expect(response.status, target).toBe(307)
      expect(response.headers.get('location'), target).toBe(expected)
      expect(response.headers.get('location')).toMatch(ascii)
      expect(response.headers.get('set-cookie')).toMatch(/^pdfrest_preview=; Path=\/; HttpOnly/)
    }
  })

  it('preview redirects to a local target in ASCII and refuses any other with a 400', () => {
    const enter = (target: string) =>
      enterPreview(
        new Request(`${site}/api/preview/?secret=dev-preview-secret&url=${encodeURIComponent(target)}`),
      )
    const odd = enter('/€?q=ü')
    expect(odd.status).toBe(307)
    expect(odd.headers.get('location')).toBe(`/%E2%82%AC?q=%C3%BC`)
    expect(odd.headers.get('set-cookie')).toMatch(/^pdfrest_preview=draft\.[\w-]{16}\.\d+\.[\w-]+;/)
    for (const target of ['//evil.test/', '/\\evil.test', 'https://evil.test/', ...normalisedAway])
      expect(enter(target).status, target).toBe(400)
  })

  it('exit-preview never sends the browser off the site, whatever the url', async () => {
    const piece = fc.constantFrom(
      '/',
      '\\',
      '.',
      '..',
      '%2e',
      '%2f',
      '%5c',
      '%09',
      '%0a',
      '@',
      'evil.example',
      ':',
    )
    const target = fc.oneof(
      fc
        .array(fc.oneof(piece, fc.string({ maxLength: 2 })), { maxLength: 10 })
        .map((parts) => parts.join('')),
      fc.string({ maxLength: 30 }),
    )
    await fc.assert(
      fc.asyncProperty(target, async (raw) => {
        const url = new URL('http://evil.example/api/exit-preview/')
        url.searchParams.set('url', raw)
        const location = (await exitPreview(new Request(url))).headers.get('location') ?? ''
        return (
          new URL(location, site).origin === site &&
          new URL(location, 'http://other.test/').host === 'other.test'
        )
      }),
      { numRuns: 300 },
    )
  })

  it('shows drafts only for a preview cookie the site signed', async () => {
    const entered = enterPreview(new Request(`${site}/api/preview/?secret=dev-preview-secret&url=/`))
    const value = /^pdfrest_preview=([^;]+);/.exec(entered.headers.get('set-cookie') ?? '')?.[1]
    expect(await isDraftPreview(value)).toBe(true)
    for (const forged of ['draft', 'draft.', 'draft.AAAA', value?.replace(/^draft/, 'published'), undefined])
      expect(await isDraftPreview(forged), String(forged)).toBe(false)
  })

  it('a preview grant expires after its hour, and exit-preview revokes it for every copy of the cookie', async () => {
    const granted = signPreviewGrant('draft', Date.now() - (PREVIEW_MAX_AGE_SECONDS + 1) * 1000)
    expect(readPreviewGrant(granted)).toBeUndefined()
    expect(await isDraftPreview(granted)).toBe(false)

    const entered = enterPreview(new Request(`${site}/api/preview/?secret=dev-preview-secret&url=/`))
    const value = /^pdfrest_preview=([^;]+);/.exec(entered.headers.get('set-cookie') ?? '')?.[1]
    const other = /^pdfrest_preview=([^;]+);/.exec(
      enterPreview(new Request(`${site}/api/preview/?secret=dev-preview-secret&url=/`)).headers.get(
        'set-cookie',
      ) ?? '',
    )?.[1]
    expect(value).not.toBe(other)
    expect(await isDraftPreview(value)).toBe(true)
    await exitPreview(
      new Request(`${site}/api/exit-preview/`, { headers: { cookie: `pdfrest_preview = ${value}` } }),
    )
    expect(await isDraftPreview(value)).toBe(false)
    // Another editor's grant is not touched.
    expect(await isDraftPreview(other)).toBe(true)
  })

  it("takes the draft page's form as a post, so the secret is in no address, and says so when it is wrong", async () => {
    const post = (body: string, headers: Record<string, string> = {}) =>
      enterPreviewByForm(
        new Request(`${site}/api/preview/`, {
          method: 'POST',
          headers: { 'content-type': 'application/x-www-form-urlencoded', ...headers },
          body,
        }),
      )
    const draft = '/learning/preview/4c2a7e9b-3d1f-4b8a-9e6c-5f0d2b7a1c3e/'
    const entered = await post(new URLSearchParams({ secret: 'dev-preview-secret', url: draft }).toString())
    expect(entered.status).toBe(303)
    expect(entered.headers.get('location')).toBe(draft)
    const value = /^pdfrest_preview=([^;]+);/.exec(entered.headers.get('set-cookie') ?? '')?.[1]
    expect(await isDraftPreview(value)).toBe(true)
    expect(entered.headers.get('cache-control')).toBe('private, no-store')

    const refused = await post(new URLSearchParams({ secret: 'not-the-secret', url: draft }).toString())
    expect(refused.status).toBe(303)
    expect(refused.headers.get('location')).toBe(`${draft}?preview=refused`)
    expect(refused.headers.get('set-cookie')).toBeNull()
    expect(refused.headers.get('location')).not.toContain('secret')

    // Only to this site's paths, only from this site's pages, only as a form.
    expect(
      (await post(new URLSearchParams({ secret: 'dev-preview-secret', url: '//evil.test/' }).toString()))
        .status,
    ).toBe(400)
    expect((await post('secret=dev-preview-secret&url=/', { 'sec-fetch-site': 'cross-site' })).status).toBe(
      403,
    )
    expect((await post('{}', { 'content-type': 'application/json' })).status).toBe(415)
  })
})
