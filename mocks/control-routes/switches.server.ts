import { z } from 'zod'
import { controlsSchema, mockControls } from '#mocks/controls.ts'
import { cdnPurges } from '#mocks/cdn.ts'
import { mockBytes, mockHits, mockRequests } from '#mocks/hits.ts'
import { resetMockState } from '#mocks/state.ts'
import { purgeContentCache } from '#server/content/cache.server.ts'
import { serverEnv, serviceNames } from '#server/env.server.ts'
import { resetServiceBreakers } from '#server/http/service-breaker.server.ts'
import { purgePageCache } from '#server/http/page-cache.server.ts'
import { resetMockedServiceLimiters } from '#server/http/throttle.server.ts'
import { readControlJson } from './read-json.server.ts'

// `keepCache` leaves warmed content in place, to show a CMS outage after warm-up.
const switchesSchema = controlsSchema.partial().extend({ keepCache: z.boolean().optional() }).strict()

const json = (body: unknown, status = 200) =>
  Response.json(body, { status, headers: { 'Cache-Control': 'no-store' } })

/**
 * The mock stack's remote control (documented in mocks/README.md): read or flip failure switches,
 * or reset every mocked service to its seed. Exists only while something is mocked.
 */
export async function handleMockControl(
  request: Request,
  action: 'switches' | 'reset' | 'hits' | 'cdn',
): Promise<Response> {
  const env = serverEnv()
  // A mocked service's circuit is part of the world a test starts from; a real service's is not.
  const mocked = (service: string) =>
    serviceNames.some((name) => name === service && env.services[name].mocked)
  // Only outside production, or in production with MOCKS: the environment refuses any other mock.
  if (!env.anyMocked) return json({ error: 'Not Found' }, 404)
  if (action === 'hits') {
    const asked = new URL(request.url).searchParams
    if (asked.has('requests')) return json(mockRequests())
    return json(Object.fromEntries(asked.has('bytes') ? mockBytes() : mockHits()))
  }
  if (action === 'cdn') return json(cdnPurges())
  if (request.method === 'GET') return json(mockControls())
  if (action === 'reset') {
    resetMockState()
    purgeContentCache()
    purgePageCache()
    // The site's own sign-in and recovery throttles are part of the world a test starts from, but
    // only those in front of a mocked service: a real identity service keeps its protection.
    await resetMockedServiceLimiters((service) => env.services[service].mocked)
    resetServiceBreakers((service) => mocked(service))
    return json({ reset: true, controls: mockControls() })
  }
  const parsed = switchesSchema.safeParse(await readControlJson(request))
  if (!parsed.success) return json({ error: z.prettifyError(parsed.error) }, 400)
  const { keepCache, ...switches } = parsed.data
  Object.assign(mockControls(), switches)
  // A service switched back to `ok` answers at once, as a freshly reset one does.
  const backToOk = new Set(Object.entries(switches).flatMap(([name, mode]) => (mode === 'ok' ? [name] : [])))
  resetServiceBreakers((service) => backToOk.has(service) && mocked(service))
  // A switched service is seen at once, not after the content cache's freshness window.
  if (!keepCache) {
    purgeContentCache()
    purgePageCache()
  }
  return json(mockControls())
}
