import { setupServer } from 'msw/node'
import type { ServerEnv } from '#server/env.server.ts'
import { mockHandlers } from './handlers.ts'
import { countBytes, countHit } from './hits.ts'
import { serviceNames } from '#server/env.server.ts'

declare global {
  var pdfrestMswStarted: boolean | undefined
}

/**
 * Starts MSW inside this server process for every mocked service. Guarded on globalThis so the
 * dev server's module re-evaluation never starts a second interceptor.
 */
export function startMockServer(env: ServerEnv): void {
  if (globalThis.pdfrestMswStarted) return
  globalThis.pdfrestMswStarted = true
  const server = setupServer(...mockHandlers(env))
  const serviceByHost = new Map(serviceNames.map((name) => [new URL(env.services[name].url).host, name]))
  server.events.on('request:start', ({ request }) => {
    const service = serviceByHost.get(new URL(request.url).host)
    if (service) countHit(service)
  })
  server.events.on('response:mocked', ({ request, response }) => {
    const service = serviceByHost.get(new URL(request.url).host)
    if (!service) return
    const url = new URL(request.url)
    const path = `${url.pathname}${url.search}`
    const declared = Number(response.headers.get('content-length'))
    if (declared > 0) countBytes(service, declared, path)
    else
      void response
        .clone()
        .arrayBuffer()
        .then((body) => countBytes(service, body.byteLength, path))
  })
  // Real services (and the site's own origin) pass through untouched.
  server.listen({ onUnhandledFrame: 'bypass' })
}
