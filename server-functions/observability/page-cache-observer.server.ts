import { pageCacheAnswers } from './metrics.server.ts'
import { currentRequest } from './request-context.server.ts'
import { inSpan, tracingEnabled } from './tracing.server.ts'

export type PageCacheState = 'hit' | 'stale' | 'miss'

/** What the page cache did for this request: counted, and kept for the request's log line. */
export function notePageCache(state: PageCacheState): void {
  pageCacheAnswers.inc({ state })
  const request = currentRequest()
  if (request) request.cache = state
}

/**
 * A render for the page cache as a child span: the upstream calls it makes are its children. A hit
 * has no span of its own (the request's span says `pdfrest.page_cache`): a microsecond lookup's span
 * cost a traced hit more than the lookup.
 */
export function inRenderSpan<T>(render: () => Promise<T>): Promise<T> {
  if (!tracingEnabled()) return render()
  return inSpan('page-cache render', {}, render)
}
