import { SpanStatusCode } from '@opentelemetry/api'
import { upstreamCalls, upstreamDuration } from './metrics.server.ts'
import { currentRequest } from './request-context.server.ts'
import { startUpstreamSpan } from './tracing.server.ts'

export type UpstreamOutcome = 'ok' | 'client_error' | 'error' | 'timeout'

/**
 * One call to an outside service as an operator sees it: a client span whose context travels in the
 * call's headers (`traceparent`), the call's latency, and its outcome counted per service. The
 * service client opens one around each call (service-client.server.ts) and closes it with the outcome.
 */
const outcomes: UpstreamOutcome[] = ['ok', 'client_error', 'error', 'timeout']
const seen = new Set<string>()

export function observeUpstreamCall(service: string, method: string, path: string) {
  // Every outcome's series exists from a service's first call: a rate needs the counter's 0 before its first timeout.
  if (!seen.has(service)) {
    seen.add(service)
    for (const outcome of outcomes) upstreamCalls.inc({ service, outcome }, 0)
  }
  const started = performance.now()
  const { span, headers } = startUpstreamSpan(service, method, path)
  let done = false
  return {
    /** `traceparent` (and `tracestate`) for the call's request. */
    headers,
    /** The service answered with `status` (5xx counts as an error, 4xx as the client's). */
    answered(status: number) {
      finish(outcomeOfStatus(status), status)
    },
    /** No answer: the deadline passed (timeout) or the connection failed (error). */
    failed(error: unknown) {
      finish(outcomeOfError(error), 0)
    },
  }

  function finish(outcome: UpstreamOutcome, status: number) {
    if (done) return
    done = true
    upstreamDuration.observe({ service }, (performance.now() - started) / 1000)
    upstreamCalls.inc({ service, outcome })
    if (status) span.setAttribute('http.response.status_code', status)
    const request = currentRequest()
    if (request && (outcome === 'error' || outcome === 'timeout')) request.upstreamFailed = true
    if (outcome === 'error' || outcome === 'timeout')
      span.setStatus({ code: SpanStatusCode.ERROR, message: outcome })
    span.setAttribute('pdfrest.outcome', outcome)
    span.end()
  }
}

/** The outcome of an answered call by its status. */
export function outcomeOfStatus(status: number): UpstreamOutcome {
  if (status >= 500) return 'error'
  return status >= 400 ? 'client_error' : 'ok'
}

/** A failure without an answer: a deadline that passed, or anything else (refused, reset, DNS). */
export function outcomeOfError(error: unknown): UpstreamOutcome {
  const name = error instanceof Error ? error.name : ''
  const text = error instanceof Error ? error.message : String(error)
  return name === 'TimeoutError' || /timed out/i.test(text) ? 'timeout' : 'error'
}
