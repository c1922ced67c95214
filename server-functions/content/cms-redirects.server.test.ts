import { beforeEach, describe, expect, it, vi } from 'vitest'
import { mockControls } from '#mocks/controls.ts'
import { startMockServerFor } from '#mocks/test-server.ts'
import { createDocument, strapiHandlers } from '#mocks/strapi.ts'
import { MOCK_CDN_PURGE_URL, serverEnv } from '../env.server.ts'
import { cdnHandlers } from '#mocks/cdn.ts'
import { purgeContentCache } from './cache.server.ts'
import { findCmsRedirect, matchRedirect, normalisePath, parseRedirects } from './cms-redirects.server.ts'
import { revalidate } from './revalidate.server.ts'

const { strapi } = serverEnv().services
startMockServerFor([...strapiHandlers(strapi.url, strapi.key ?? ''), ...cdnHandlers(MOCK_CDN_PURGE_URL)])
beforeEach(() => {
  purgeContentCache()
  vi.spyOn(console, 'error').mockImplementation(() => undefined)
  vi.spyOn(console, 'warn').mockImplementation(() => undefined)
})

const webhook = (body: object) =>
  revalidate(
    new Request('http://site.test/api/revalidate/', {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-revalidate-secret': serverEnv().revalidateSecret },
      body: JSON.stringify(body),
    }),
    '192.0.2.30',
  )

describe('CMS redirects', () => {
  it('sends a published redirect, permanent or not, and keeps or replaces the query', async () => {
    expect(await findCmsRedirect('/pdf-api-pricing', '?ref=ad')).toEqual({
      location: '/pricing/?ref=ad',
      status: 308,
    })
    expect(await findCmsRedirect('/launch-offer/', '?ref=ad')).toEqual({
      location: '/pricing/#plans',
      status: 307,
    })
    expect(await findCmsRedirect('/not-yet/', '')).toBeUndefined()
    expect(await findCmsRedirect('/nowhere/', '')).toBeUndefined()
  })

  it('picks up a redirect published later once the webhook arrives', async () => {
    expect(await findCmsRedirect('/old-guide/', '')).toBeUndefined()
    createDocument('redirects', { from: '/old-guide/', to: '/learning/tutorials/' })
    expect(await findCmsRedirect('/old-guide/', ''), 'cached until the webhook').toBeUndefined()
    expect(
      (await webhook({ event: 'entry.publish', model: 'redirect', entry: { from: '/old-guide/' } })).status,
    ).toBe(200)
    // Without the Permanent switch a redirect is temporary, as a new one starts in Strapi.
    expect(await findCmsRedirect('/old-guide/', '')).toEqual({
      location: '/learning/tutorials/',
      status: 307,
    })
  })

  it('ignores entries an editor got wrong and never loops', () => {
    const parsed = parseRedirects([
      { from: '/a/', to: '/b/', permanent: true },
      { from: 'no-slash', to: '/b/' },
      { from: '/c/', to: 'javascript:alert(1)' },
      { from: '/d/', to: 'http://insecure.example/' },
      { from: '/e', to: '/e/' },
      { from: '/f/', to: 'https://docs.pdfrest.com/' },
      { from: '/g/' },
      'garbage',
    ])
    expect(parsed.map((redirect) => redirect.from)).toEqual(['/a/', '/f/'])
    expect(matchRedirect(parsed, '/f', '?x=1')).toEqual({
      location: 'https://docs.pdfrest.com/',
      status: 307,
    })
    expect(normalisePath('/a?b')).toBe('/a/')
  })

  it('answers nothing (and logs) when Strapi is down and nothing is cached', async () => {
    mockControls().strapi = 'down'
    expect(await findCmsRedirect('/pdf-api-pricing/', '')).toBeUndefined()
    expect(console.error).toHaveBeenCalled()
  })
})
