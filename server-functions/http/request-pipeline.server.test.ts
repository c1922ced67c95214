import { beforeEach, describe, expect, it, vi } from 'vitest'
import {
  type CachedPage,
  cachedPage,
  cachedPageResponse,
  pageCacheKey,
  purgePageCache,
  renderToPageCache,
} from './page-cache.server.ts'
import { gateRequest } from './request-gate.server.ts'
import { type PipelineSteps, runRequestPipeline } from './request-pipeline.server.ts'
import { applyResponseHeaders, baselineHeaders } from './security-headers.server.ts'

const NONCE = 'cGlwZWxpbmUtbm9uY2U='
const get = (path: string, headers: Record<string, string> = {}) =>
  new Request(`http://site.test${path}`, { headers })

/** A page as the site renders it: its own headers, kept by the cache when it may be shared. */
const renderPage = (request: Request) =>
  renderToPageCache(request, NONCE, async () =>
    applyResponseHeaders(
      new Response(`<html><script nonce="${NONCE}"></script></html>`, {
        headers: { 'content-type': 'text/html; charset=utf-8' },
      }),
      { pathname: new URL(request.url).pathname, secure: false, hasSession: false, nonce: NONCE },
    ),
  )

/** The real steps, each wrapped so the test sees when it runs; `calls` lists them in order. */
function spiedSteps(render: (request: Request) => Promise<Response> = renderPage) {
  const calls: string[] = []
  const steps = {
    gate: vi.fn<PipelineSteps['gate']>((request, handle) => {
      calls.push('gate')
      return gateRequest(request, handle)
    }),
    baseline: vi.fn(() => {
      calls.push('headers')
      return baselineHeaders()
    }),
    cacheKey: pageCacheKey,
    lookup: vi.fn((request: Request, key: string) => {
      calls.push('cache')
      return cachedPage(request, NONCE, renderPage, key)
    }),
    answerCachedPage: vi.fn((_request: Request, page: CachedPage) => cachedPageResponse(page)),
    render: vi.fn((request: Request) => {
      calls.push('render')
      return render(request)
    }),
  } satisfies PipelineSteps
  return { steps, calls }
}

/** How many times a header is written: a cache hit is written from its plain pairs. */
const countInPairs = (page: CachedPage, name: string) =>
  page.headers.filter(([header]) => header.toLowerCase() === name.toLowerCase()).length

beforeEach(() => {
  purgePageCache()
  vi.spyOn(globalThis, 'fetch').mockResolvedValue(new Response('ok'))
})

describe('the request pipeline', () => {
  it('takes the steps in order (gate, headers, cache, render), each once', async () => {
    const { steps, calls } = spiedSteps()
    const response = await runRequestPipeline(get('/pricing/'), steps)
    // The headers step wraps the cache and the render: it is applied to what they answer.
    expect(calls).toEqual(['gate', 'cache', 'render', 'headers'])
    expect(steps.baseline).toHaveBeenCalledTimes(1)
    expect(response.headers.get('x-page-cache')).toBe('miss')
    expect(response.headers.get('X-Content-Type-Options')).toBe('nosniff')
    expect(response.headers.get('Cross-Origin-Resource-Policy')).toBe('same-origin')
    expect(response.headers.get('Content-Security-Policy')).toContain(`'nonce-${NONCE}'`)
  })

  it('answers a cached page without rendering, with the baseline headers exactly once', async () => {
    await runRequestPipeline(get('/pricing/'), spiedSteps().steps)
    const { steps, calls } = spiedSteps()
    const response = await runRequestPipeline(get('/pricing/'), steps)
    expect(calls).toEqual(['gate', 'cache', 'headers'])
    expect(steps.baseline).toHaveBeenCalledTimes(1)
    expect(steps.render).not.toHaveBeenCalled()
    expect(steps.answerCachedPage).toHaveBeenCalledTimes(1)
    const written = steps.answerCachedPage.mock.calls[0]?.[1]
    if (!written) throw new Error('the hit was not written')
    expect(written.headers).toContainEqual(['x-page-cache', 'hit'])
    for (const name of Object.keys(baselineHeaders())) expect(countInPairs(written, name), name).toBe(1)
    expect(response.headers.get('X-Content-Type-Options')).toBe('nosniff')
  })

  it('answers a hit in the same turn, with no promise to wait for (most of the traffic)', async () => {
    await runRequestPipeline(get('/pricing/'), spiedSteps().steps)
    const answer = runRequestPipeline(get('/pricing/?utm_source=ad'), spiedSteps().steps)
    expect(answer).toBeInstanceOf(Response)
    expect(answer).not.toBeInstanceOf(Promise)
  })

  it('never lets a personal request reach the cache step', async () => {
    const { steps } = spiedSteps()
    await runRequestPipeline(get('/account/'), steps)
    await runRequestPipeline(get('/pricing/', { cookie: 'pdfrest_session=x' }), steps)
    await runRequestPipeline(get('/learning/', { cookie: 'pdfrest_preview=x' }), steps)
    expect(steps.lookup).not.toHaveBeenCalled()
    expect(steps.render).toHaveBeenCalledTimes(3)
  })

  it('refuses at the gate before the cache or the render, and the refusal still carries the baseline', async () => {
    await runRequestPipeline(get('/pricing/'), spiedSteps().steps)
    const { steps, calls } = spiedSteps()
    const response = await runRequestPipeline(
      new Request('http://site.test/pricing/', { method: 'POST', body: 'x' }),
      steps,
    )
    expect(response.status).toBe(405)
    expect(calls).toEqual(['gate', 'headers'])
    expect(response.headers.get('X-Content-Type-Options')).toBe('nosniff')
  })

  it("gives every rendered answer the baseline it lacks, keeping a route's own value", async () => {
    const own = async () =>
      new Response('{}', { headers: { 'Cross-Origin-Resource-Policy': 'cross-origin' } })
    const json = await runRequestPipeline(get('/api/health/'), spiedSteps(own).steps)
    expect(json.headers.get('Cross-Origin-Resource-Policy')).toBe('cross-origin')
    expect(json.headers.get('X-Content-Type-Options')).toBe('nosniff')
    const redirect = async () => Response.redirect('http://site.test/pricing/', 308)
    const moved = await runRequestPipeline(get('/plans/'), spiedSteps(redirect).steps)
    expect(moved.status).toBe(308)
    expect(moved.headers.get('X-Content-Type-Options')).toBe('nosniff')
  })

  // Every error status the site sends (gate, actions, webhooks, pages, the framework's 406, the
  // "taking a break" page), as a route might have labelled it.
  const errorStatuses = [400, 401, 403, 404, 405, 406, 408, 409, 413, 415, 429, 500, 502, 503]

  it.each(errorStatuses)('sends a %i as no-store, whatever its route said', async (status) => {
    const publicError = async () =>
      new Response('x', {
        status,
        headers: { 'Cache-Control': 'public, max-age=0, s-maxage=60, stale-if-error=86400' },
      })
    const answer = await runRequestPipeline(get('/pricing/?x'), spiedSteps(publicError).steps)
    expect(answer.headers.get('Cache-Control')).toBe('no-store')
    const unlabelled = async () => new Response('x', { status })
    const bare = await runRequestPipeline(get('/pricing/?y'), spiedSteps(unlabelled).steps)
    expect(bare.headers.get('Cache-Control')).toBe('no-store')
    const personal = async () =>
      new Response('x', { status, headers: { 'Cache-Control': 'private, max-age=60' } })
    const own = await runRequestPipeline(get('/account/'), spiedSteps(personal).steps)
    expect(own.headers.get('Cache-Control')).toBe('private, no-store')
  })

  it('keeps the policy of an answer that is not an error', async () => {
    const response = await runRequestPipeline(get('/pricing/'), spiedSteps().steps)
    expect(response.headers.get('Cache-Control')).toMatch(/^public, max-age=0, s-maxage=60/)
  })

  it('sends no HSTS for a site configured on plain http, whatever the request says', async () => {
    const response = await runRequestPipeline(new Request('https://site.test/'), spiedSteps().steps)
    expect(response.headers.get('Strict-Transport-Security')).toBeNull()
  })
})
