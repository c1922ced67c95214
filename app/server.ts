import { createServerEntry, createStartHandler, defaultStreamHandler } from '@tanstack/react-start/server'
import { boot } from '#server/boot.server.ts'
import { CLIENT_GONE_STATUS, clientWentAway } from '#server/http/client-gone.server.ts'
import { createNonce } from '#server/http/content-security-policy.server.ts'
import {
  type CachedPage,
  cachedPage,
  cachedPageResponse,
  pageCacheKey,
} from '#server/http/page-cache.server.ts'
import { settleRedirect } from '#server/http/redirect-location.server.ts'
import { gateRequest } from '#server/http/request-gate.server.ts'
import { runRequestPipeline } from '#server/http/request-pipeline.server.ts'
import { baselineHeaders } from '#server/http/security-headers.server.ts'
import { sharedStore } from '#server/store/store.server.ts'
import { REQUEST_ID_HEADER, observeRequest } from '#server/observability/request-observer.server.ts'
import { renderServedAuthModal } from '~/components/auth/served-auth-modal.tsx'
import { serveAuthModal } from '~/components/shell/served-auth-modal-slot.ts'

// The island's own sign-in and sign-up modal, which documents render for the island to hydrate.
serveAuthModal(renderServedAuthModal)

// Started at import so the production server fails fast on a bad environment. The mocks load only
// when a service is mocked, and only here: this entry is where the site and its stand-ins meet.
const ready = boot({
  startMocks: async (env) => {
    const { startMockServer } = await import('#mocks/server.ts')
    startMockServer(env)
  },
})

// Once booted, a request need not wait a turn for it (a cache hit is answered synchronously).
let booted = false
ready.then(
  () => (booted = true),
  // The production server reports a failed boot and exits; the dev server answers with the error.
  () => undefined,
)

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

/** The site's own render: the framework, with every Location header settled. */
async function renderSite(request: Request): Promise<Response> {
  return settleRedirect(request, await handler.fetch(request))
}

/** What the HTTP server in front adds: how it writes a cache hit, and what it answers before the site (files). */
export type HttpServerSteps = {
  answerCachedPage: (request: Request, page: CachedPage) => Response
  render: (request: Request, renderSite: (request: Request) => Promise<Response>) => Promise<Response>
}

const plainHttp: HttpServerSteps = {
  answerCachedPage: (_request, page) => cachedPageResponse(page),
  render: (request, site) => site(request),
}

/**
 * Every request, through the one pipeline (gate, headers, cache, render). The production server
 * (scripts/serve.ts) passes its own file server and cache-hit writer; the dev server uses plain ones.
 */
export function handleRequest(
  request: Request,
  http: HttpServerSteps = plainHttp,
): Response | Promise<Response> {
  if (!booted) return ready.then(() => handleRequest(request, http))
  // Its span, latency, log line and id (observability/request-observer.server.ts); the id leaves with the baseline.
  return observeRequest(request, (observed, { id }) =>
    runRequestPipeline(observed, {
      gate: gateRequest,
      baseline: () => ({ ...baselineHeaders(), [REQUEST_ID_HEADER]: id }),
      cacheKey: pageCacheKey,
      // A stale hit's background refresh goes through this same pipeline, in this process.
      lookup: (hit, key) => cachedPage(hit, createNonce(), async (again) => handleRequest(again, http), key),
      answerCachedPage: http.answerCachedPage,
      render: (rendered) => http.render(rendered, renderSite),
    }),
  )
}

export default createServerEntry({ fetch: (request) => handleRequest(request) })

/** Closes the shared store's connections, for the production server's shutdown. */
export function closeSharedState(): Promise<void> {
  return sharedStore().close()
}

export { ready }
export { startOperatorSignals } from '#server/observability/operator-signals.server.ts'
