import { AsyncLocalStorage } from 'node:async_hooks'

/** What a request's log lines and its one summary line share: its id and what the page cache did. */
export type RequestContext = {
  /** The trace id when tracing is on, else a random one in the same form (32 hex digits). */
  id: string
  cache?: 'hit' | 'stale' | 'miss'
  /** An upstream call made for this request failed (5xx, no answer, timeout): the answer is degraded. */
  upstreamFailed?: boolean
}

const storage = new AsyncLocalStorage<RequestContext>()

export function runInRequest<T>(context: RequestContext, work: () => T): T {
  return storage.run(context, work)
}

/** The request this code runs for, if any (a background refresh or boot runs for none). */
export function currentRequest(): RequestContext | undefined {
  return storage.getStore()
}
