import { randomText } from '#server/http/random-pool.server.ts'
import { SpanKind, SpanStatusCode, context, propagation, trace } from '@opentelemetry/api'
import { accessLog } from './log.server.ts'
import { requestDuration, requestErrors } from './metrics.server.ts'
import { type RequestContext, runInRequest } from './request-context.server.ts'
import { routeKind, statusClass } from './route-kind.server.ts'
import { tracer, tracingEnabled } from './tracing.server.ts'

export const REQUEST_ID_HEADER = 'x-request-id'
/**
 * Where a failed upstream call fails the visitor even when the answer is not a 5xx: an action that
 * says "briefly unavailable", an app page without its data. A document is served from stale content
 * when a service fails (the content and page caches), so only its 5xx count against it.
 */
const actionKinds = new Set(['sign-in', 'lab', 'api', 'app'])
const methods = new Set(['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS'])

const headerGetter = {
  get: (headers: Headers, name: string) => headers.get(name) ?? undefined,
  keys: (headers: Headers) => [...headers.keys()],
}

type Handle = (request: Request, context: RequestContext) => Response | Promise<Response>

/**
 * One request as an operator sees it: a server span (continuing the caller's `traceparent`), its
 * latency by route kind, status class and method, and one JSON log line (kind, status, duration, cache
 * state, request id). The request id is the trace id (a random one of the same form without tracing);
 * `handle` puts it in the answer's `x-request-id` header. A cache hit stays synchronous.
 */
export function observeRequest(request: Request, handle: Handle): Response | Promise<Response> {
  const started = performance.now()
  const { pathname } = new URL(request.url)
  const kind = routeKind(pathname)
  const method = methods.has(request.method) ? request.method : 'OTHER'
  if (!tracingEnabled()) {
    const context: RequestContext = { id: randomText(16, 'hex') }
    return settle(
      runInRequest(context, () => handle(request, context)),
      (response) => record(response, context, kind, method, started),
    )
  }
  const parent = propagation.extract(context.active(), request.headers, headerGetter)
  const span = tracer.startSpan(
    `${method} ${kind}`,
    { kind: SpanKind.SERVER, attributes: { 'http.request.method': method, 'pdfrest.route_kind': kind } },
    parent,
  )
  const requestContext: RequestContext = { id: span.spanContext().traceId }
  const answer = context.with(trace.setSpan(parent, span), () =>
    runInRequest(requestContext, () => handle(request, requestContext)),
  )
  return settle(
    answer,
    (response) => {
      span.setAttribute('http.response.status_code', response.status)
      if (requestContext.cache) span.setAttribute('pdfrest.page_cache', requestContext.cache)
      if (response.status >= 500) span.setStatus({ code: SpanStatusCode.ERROR })
      span.end()
      record(response, requestContext, kind, method, started)
    },
    (error) => {
      span.setStatus({
        code: SpanStatusCode.ERROR,
        message: error instanceof Error ? error.message : String(error),
      })
      span.end()
    },
  )
}

/** Runs `done` on the answer in the same turn when it is one already (a cache hit). */
function settle(
  answer: Response | Promise<Response>,
  done: (response: Response) => void,
  failed?: (error: unknown) => void,
): Response | Promise<Response> {
  if (!(answer instanceof Promise)) {
    done(answer)
    return answer
  }
  return answer.then(
    (response) => {
      done(response)
      return response
    },
    (error: unknown) => {
      failed?.(error)
      throw error
    },
  )
}

function record(response: Response, context: RequestContext, kind: string, method: string, started: number) {
  const seconds = (performance.now() - started) / 1000
  const status = response.status
  requestDuration.observe({ kind, status_class: statusClass(status), method }, seconds)
  if (status >= 500 || (context.upstreamFailed && actionKinds.has(kind))) requestErrors.inc({ kind })
  accessLog().info({
    trace_id: context.id,
    kind,
    method,
    status,
    duration_ms: Math.round(seconds * 10_000) / 10,
    cache: context.cache ?? 'none',
    ...(context.upstreamFailed ? { upstream_failed: true } : {}),
  })
}
