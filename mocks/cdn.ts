import { HttpResponse, http, type RequestHandler } from 'msw'
import { z } from 'zod'
import { applyServiceMode } from './controls.ts'
import { defineSlice } from './state.ts'

/** The token the site's mocked stack sends (server-functions/content/cdn-purge.server.ts). */
const MOCK_TOKEN = 'mock-cdn-token'

export type CdnPurge = { api: 'cloudflare' | 'fastly' | 'netlify'; tags: string[]; at: string }

/** Every purge the mock CDN accepted, oldest first. */
export const cdnPurges = defineSlice('cdn', (): CdnPurge[] => [])

const tag = z.string().min(1).max(1024)
const cloudflareBody = z.object({ tags: z.array(tag).min(1).max(30) })
const fastlyBody = z.object({ surrogate_keys: z.array(tag).min(1).max(256) })
const netlifyBody = z.object({ site_id: z.string().min(1), cache_tags: z.array(tag).min(1).max(100) })

const cloudflareError = (status: number, code: number, message: string) =>
  HttpResponse.json({ success: false, errors: [{ code, message }], messages: [], result: null }, { status })

/**
 * A CDN's purge-by-tag endpoint, answering in the shape of the API the request is written for:
 * Fastly (a `Fastly-Key` header, `surrogate_keys`), Netlify (`site_id` and `cache_tags`) or
 * Cloudflare (`tags`). A wrong token is refused as each of them refuses it.
 */
export function cdnHandlers(purgeUrl: string): RequestHandler[] {
  return [
    http.post(purgeUrl, async ({ request }) => {
      const down = await applyServiceMode('cdn')
      if (down) return down
      const body: unknown = await request.json().catch(() => undefined)
      const at = new Date().toISOString()
      const fastlyKey = request.headers.get('fastly-key')
      if (fastlyKey !== null) {
        if (fastlyKey !== MOCK_TOKEN)
          return HttpResponse.json({ msg: 'Provided credentials are missing or invalid' }, { status: 401 })
        const parsed = fastlyBody.safeParse(body)
        if (!parsed.success)
          return HttpResponse.json({ msg: 'Bad request', detail: 'surrogate_keys' }, { status: 400 })
        cdnPurges().push({ api: 'fastly', tags: parsed.data.surrogate_keys, at })
        return HttpResponse.json(
          Object.fromEntries(parsed.data.surrogate_keys.map((key, index) => [key, `mock-${index}`])),
        )
      }
      if (request.headers.get('authorization') !== `Bearer ${MOCK_TOKEN}`) {
        return cloudflareError(401, 10000, 'Authentication error')
      }
      const netlify = netlifyBody.safeParse(body)
      if (netlify.success) {
        cdnPurges().push({ api: 'netlify', tags: netlify.data.cache_tags, at })
        return new HttpResponse(null, { status: 202 })
      }
      const cloudflare = cloudflareBody.safeParse(body)
      if (!cloudflare.success)
        return cloudflareError(
          400,
          1012,
          'Request must contain one of "purge_everything", "files", "tags", "hosts" or "prefixes"',
        )
      cdnPurges().push({ api: 'cloudflare', tags: cloudflare.data.tags, at })
      return HttpResponse.json({ success: true, errors: [], messages: [], result: { id: 'mock-zone' } })
    }),
  ]
}
