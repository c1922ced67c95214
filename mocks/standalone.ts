import { getResponse } from 'msw'
import {
  mapServices,
  MOCK_GHOST_ADMIN_KEY,
  MOCK_RECAPTCHA_SITE_KEY,
  mockKey,
  parseEnv,
  type ServerEnv,
  type ServiceName,
  serviceNames,
  services,
} from '#server/env.server.ts'
import { MOCK_CDN_TOKEN } from '#server/content/cdn-purge.server.ts'
import { handleMockContent } from '#mocks/control-routes/content.server.ts'
import { handleMockControl } from '#mocks/control-routes/switches.server.ts'
import { mockMailboxResponse } from '#mocks/control-routes/mailbox.server.ts'
import { mockHandlers } from './handlers.ts'
import { countHit } from './hits.ts'

/** Where a service lives on the standalone mock server: its name, then the path the real one has. */
export function standaloneServiceUrl(base: string, name: ServiceName): string {
  return `${base}/${name}${new URL(services[name].mockUrl).pathname.replace(/\/$/, '')}`
}

/**
 * The variables that point a site instance at the standalone mock server, as they would point it at
 * the real services (so the instance itself mocks nothing). Each instance of a cluster gets the same.
 */
export function standaloneSiteEnv(base: string): Record<string, string> {
  const variables: Record<string, string> = {}
  for (const name of serviceNames) {
    const spec = services[name]
    variables[spec.url] = standaloneServiceUrl(base, name)
    if (spec.key) variables[spec.key] = mockKey(name)
  }
  return {
    ...variables,
    // The mock Ghost checks Admin API tokens against its own key, as Ghost checks its integration's.
    GHOST_ADMIN_KEY: MOCK_GHOST_ADMIN_KEY,
    RECAPTCHA_SITE_KEY: MOCK_RECAPTCHA_SITE_KEY,
    CDN_PURGE_URL: `${base}/cdn/purge`,
    CDN_PURGE_API: 'cloudflare',
    CDN_PURGE_TOKEN: MOCK_CDN_TOKEN,
  }
}

/** The mock server's own environment: every service mocked, at its standalone address. */
function standaloneEnv(base: string): ServerEnv {
  const env = parseEnv({ MOCKS: 'true', NODE_ENV: 'development' })
  return {
    ...env,
    services: mapServices((name) => ({
      mocked: true,
      url: standaloneServiceUrl(base, name),
      key: mockKey(name),
    })),
    cdnPurge: {
      api: 'cloudflare',
      url: `${base}/cdn/purge`,
      token: undefined,
      siteId: undefined,
      mocked: true,
    },
  }
}

const notFound = () => Response.json({ error: 'Not Found' }, { status: 404 })

/**
 * The mocked services behind one HTTP origin, for several site instances (or the dev server and a
 * production build) to share one mocked world: the same MSW handlers and state as the in-process
 * mocks. The remote control that a site serves under /api/mocks/ is here under /_mocks/.
 */
export function createStandaloneMocks(base: string): (request: Request) => Promise<Response> {
  const handlers = mockHandlers(standaloneEnv(base))
  const names = new Set<string>(serviceNames)
  return async (request) => {
    const { pathname } = new URL(request.url)
    const [, first = '', second = ''] = pathname.split('/')
    if (first === '_mocks') {
      if (second === 'reset' && request.method === 'POST') return handleMockControl(request, 'reset')
      if (second === 'hits') return handleMockControl(request, 'hits')
      if (second === 'cdn') return handleMockControl(request, 'cdn')
      if (second === 'mailbox') return mockMailboxResponse(request)
      if (second === 'content' && request.method === 'POST') return handleMockContent(request)
      if (second === '') return handleMockControl(request, 'switches')
      return notFound()
    }
    if (names.has(first)) countHit(first)
    // Requests arrive with the mock server's own origin, which is the base the handlers were built on.
    const answer = await getResponse(
      handlers,
      new Request(`${base}${pathname}${new URL(request.url).search}`, request),
    )
    return answer ?? notFound()
  }
}
