import type { CachedPage } from './page-cache.server.ts'

/**
 * The steps every request to the site takes, in this order, each at most once:
 *
 * 1. **gate**: methods and bodies are bounded before anything reads or renders (request-gate.server.ts);
 * 2. **headers**: whatever the gate or the steps after it answer (a refusal, a cache hit, a file, a
 *    page) leaves with the baseline headers, added here and nowhere else; an error leaves `no-store`,
 *    whatever set it;
 * 3. **cache**: an anonymous page is answered from the full-page cache without rendering; a personal
 *    request (session, preview, personal path) never reaches this step;
 * 4. **render**: everything else: the production server's files, then the framework.
 *
 * The production server (scripts/serve.ts) and the dev server both enter through the server entry
 * (app/server.ts), which hands this function the real steps.
 */
export type PipelineSteps = {
  gate: (
    request: Request,
    handle: (request: Request) => Response | Promise<Response>,
  ) => Response | Promise<Response>
  baseline: () => Record<string, string>
  /** The cache key of a request, null when it must never be answered from or stored in the cache. */
  cacheKey: (request: Request) => string | null
  lookup: (request: Request, key: string) => CachedPage | undefined
  /** Writes a hit; the production server streams its pooled buffers instead of a web Response. */
  answerCachedPage: (request: Request, page: CachedPage) => Response
  render: (request: Request) => Promise<Response>
}

/** A cache hit is answered in the same turn (no promise): it is most of the traffic. */
export function runRequestPipeline(request: Request, steps: PipelineSteps): Response | Promise<Response> {
  let hit: Response | undefined
  const answer = steps.gate(request, (gated) => {
    const key = steps.cacheKey(gated)
    const page = key === null ? undefined : steps.lookup(gated, key)
    if (!page) return steps.render(gated)
    hit = steps.answerCachedPage(gated, withBaselinePairs(page, steps.baseline()))
    return hit
  })
  // A hit carries them already, in the plain form the HTTP server writes without reading them back.
  const finish = (response: Response) =>
    response === hit ? response : withBaselineHeaders(response, steps.baseline())
  return answer instanceof Promise ? answer.then(finish) : finish(answer)
}

/** The page with the baseline headers it lacks, as plain pairs. */
export function withBaselinePairs(page: CachedPage, baseline: Record<string, string>): CachedPage {
  const present = new Set(page.headers.map(([name]) => name.toLowerCase()))
  const missing = Object.entries(baseline).filter(([name]) => !present.has(name.toLowerCase()))
  return missing.length === 0 ? page : { ...page, headers: [...page.headers, ...missing] }
}

/**
 * A response with the baseline headers it lacks (a copy when its headers are immutable). An error
 * (4xx, 5xx) is never stored, by a browser or any cache in between: a shared cache would hand one
 * visitor's 406, 404 or 503 to everyone for as long as its policy said.
 */
export function withBaselineHeaders(response: Response, baseline: Record<string, string>): Response {
  // One the answer already has is its own.
  const added = Object.entries(baseline).filter(([name]) => !response.headers.has(name))
  const cacheControl = response.headers.get('cache-control') ?? ''
  if (response.status >= 400 && !/\bno-store\b/i.test(cacheControl))
    added.push(['Cache-Control', /\bprivate\b/i.test(cacheControl) ? 'private, no-store' : 'no-store'])
  if (added.length === 0) return response
  try {
    for (const [name, value] of added) response.headers.set(name, value)
    return response
  } catch {
    // Response.redirect() and fetch() answers have immutable headers.
    const headers = new Headers(response.headers)
    for (const [name, value] of added) headers.set(name, value)
    return new Response(response.body, { status: response.status, statusText: response.statusText, headers })
  }
}
