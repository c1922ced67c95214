import { pageCacheAnswers } from './metrics.server.ts'
import { currentRequest } from './request-context.server.ts'
import { inSpan, tracer, tracingEnabled } from './tracing.server.ts'

export type PageCacheState = 'hit' | 'stale' | 'miss'

/** What the page cache did for this request: counted, and kept for the request's log line. */
export function notePageCache(state: PageCacheState): void {
  pageCacheAnswers.inc({ state })
  const request = currentRequest()
  if (request) request.cache = state
}

/** The cache step's lookup as a child span of the request (synchronous: a hit is answered in the same turn). */
export function inLookupSpan<T>(lookup: () => T): T {
  if (!tracingEnabled()) return lookup()
  return tracer.startActiveSpan('page-cache lookup', (span) => {
    try {
      return lookup()
    } finally {
      span.end()
    }
  })
}

/** A render for the page cache as a child span: the upstream calls it makes are its children. */
export function inRenderSpan<T>(render: () => Promise<T>): Promise<T> {
  if (!tracingEnabled()) return render()
  return inSpan('page-cache render', {}, render)
}
