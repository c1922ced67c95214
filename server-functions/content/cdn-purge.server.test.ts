import { beforeEach, describe, expect, it, vi } from 'vitest'
import { cdnHandlers, cdnPurges } from '#mocks/cdn.ts'
import { mockControls } from '#mocks/controls.ts'
import { startMockServerFor } from '#mocks/test-server.ts'
import { type CdnPurgeConfig, MOCK_CDN_PURGE_URL } from '../env.server.ts'
import { purgeCall, purgeCdnWith } from './cdn-purge.server.ts'

startMockServerFor(cdnHandlers(MOCK_CDN_PURGE_URL))
beforeEach(() => {
  vi.spyOn(console, 'warn').mockImplementation(() => undefined)
})

const mocked = (api: CdnPurgeConfig['api']): CdnPurgeConfig => ({
  api,
  url: MOCK_CDN_PURGE_URL,
  token: undefined,
  siteId: api === 'netlify' ? 'site-1' : undefined,
  mocked: true,
})

describe('CDN purge by tag', () => {
  it('speaks Cloudflare, Fastly and Netlify', async () => {
    for (const api of ['cloudflare', 'fastly', 'netlify'] as const)
      expect(await purgeCdnWith(mocked(api), ['site', 'strapi:pages:home'])).toEqual({
        status: 'purged',
        tags: ['site', 'strapi:pages:home'],
      })
    expect(cdnPurges().map(({ api, tags }) => ({ api, tags }))).toEqual([
      { api: 'cloudflare', tags: ['site', 'strapi:pages:home'] },
      { api: 'fastly', tags: ['site', 'strapi:pages:home'] },
      { api: 'netlify', tags: ['site', 'strapi:pages:home'] },
    ])
  })

  it('writes each API’s own request', async () => {
    const fastly = purgeCall({ ...mocked('fastly'), token: 'secret' }, ['a'])
    expect(fastly.headers['fastly-key']).toBe('secret')
    expect(fastly.json).toEqual({ surrogate_keys: ['a'] })
    const netlify = purgeCall({ ...mocked('netlify'), token: 'secret' }, ['a'])
    expect(netlify.headers.authorization).toBe('Bearer secret')
    expect(netlify.json).toEqual({ site_id: 'site-1', cache_tags: ['a'] })
  })

  it('sends many tags in batches the CDN accepts', async () => {
    const tags = Array.from({ length: 45 }, (_, index) => `strapi:pages:p${index}`)
    expect((await purgeCdnWith(mocked('cloudflare'), tags)).status).toBe('purged')
    expect(cdnPurges().map((purge) => purge.tags.length)).toEqual([30, 15])
  })

  it('reports a refused token or an unreachable CDN, and is off without a CDN', async () => {
    expect(await purgeCdnWith({ ...mocked('cloudflare'), token: 'wrong' }, ['site'])).toMatchObject({
      status: 'failed',
      message: 'the CDN answered 401',
    })
    mockControls().cdn = 'down'
    expect(await purgeCdnWith(mocked('fastly'), ['site'])).toMatchObject({ status: 'failed' })
    expect(await purgeCdnWith(undefined, ['site'])).toEqual({ status: 'off' })
    expect(cdnPurges()).toEqual([])
  })
})
