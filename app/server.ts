import { createServerEntry, createStartHandler, defaultStreamHandler } from '@tanstack/react-start/server'
import { boot } from '#server/boot.server.ts'
import { CLIENT_GONE_STATUS, clientWentAway } from '#server/http/client-gone.server.ts'
import { createNonce } from '#server/http/content-security-policy.server.ts'
import { type CachedPage, cachedPage } from '#server/http/page-cache.server.ts'
import { settleRedirect } from '#server/http/redirect-location.server.ts'
import { gateRequest } from '#server/http/request-gate.server.ts'
import { withBaselineHeaders } from '#server/http/security-headers.server.ts'
import { sharedStore } from '#server/store/store.server.ts'

// Started at import so the production server fails fast on a bad environment. The mocks load only
// when a service is mocked, and only here: this entry is where the site and its stand-ins meet.
const ready = boot({
  startMocks: async (env) => {
    const { startMockServer } = await import('#mocks/server.ts')
    startMockServer(env)
  },
})

const startHandler = createStartHandler(defaultStreamHandler)

/**
 * Start's handler as its default server entry builds it, except for a client that dropped its
 * connection mid-request (a browser leaving, Lighthouse between runs): Start would log Node's reset
 * as a server error. That one case gets an empty answer nobody reads; every other error is reported.
 */
const handler = createServerEntry({
  async fetch(request, options) {
    try {
      return await startHandler(request, options)
    } catch (error) {
      if (clientWentAway(request, error)) return new Response(null, { status: CLIENT_GONE_STATUS })
      throw error
    }
  },
})

export default createServerEntry({
  async fetch(request) {
    await ready
    // Methods and bodies are bounded before the framework reads or renders anything.
    const response = await gateRequest(request, async (gated) => handler.fetch(gated))
    return withBaselineHeaders(settleRedirect(request, response))
  },
})

/**
 * A full-page cache hit, for the production server to answer before the request pipeline runs
 * (scripts/serve.ts): anonymous pages are most of the traffic, and a hit needs only a fresh nonce.
 */
export function pageCacheHit(request: Request): CachedPage | undefined {
  return cachedPage(request, createNonce())
}

/** Closes the shared store's connections, for the production server's shutdown. */
export function closeSharedState(): Promise<void> {
  return sharedStore().close()
}

// The production server gives its static files the same baseline headers.
export { ready, withBaselineHeaders }
