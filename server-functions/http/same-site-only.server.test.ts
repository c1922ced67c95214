import { describe, expect, it } from 'vitest'
import { crossSiteRefusal } from './same-site-only.server.ts'

const reset = (headers: Record<string, string>) =>
  new Request('http://localhost:3000/api/mocks/reset/', { method: 'POST', headers })

describe('crossSiteRefusal', () => {
  it('refuses what another site makes a browser send', async () => {
    const refused: Record<string, string>[] = [
      { 'sec-fetch-site': 'cross-site', origin: 'https://evil.test' },
      { 'sec-fetch-site': 'same-site', origin: 'http://sub.localhost:3000' },
      { origin: 'https://evil.test' },
      { origin: 'null' },
    ]
    for (const headers of refused) {
      const refusal = crossSiteRefusal(reset(headers))
      expect(refusal?.status, JSON.stringify(headers)).toBe(403)
      expect(await refusal?.json()).toEqual({ error: 'This endpoint accepts requests from this site only.' })
    }
  })

  it('lets this site’s pages, typed addresses and non-browser clients through', () => {
    const allowed: Record<string, string>[] = [
      { 'sec-fetch-site': 'same-origin', origin: 'http://localhost:3000' },
      { 'sec-fetch-site': 'none' },
      { origin: 'http://localhost:3000' },
      {},
    ]
    for (const headers of allowed)
      expect(crossSiteRefusal(reset(headers)), JSON.stringify(headers)).toBeUndefined()
  })
})
