import { brotliDecompressSync } from 'node:zlib'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { purgeContentCache } from '../content/cache.server.ts'
import { APP_LAYOUT_ID, DOCUMENT_LAYOUT_ID } from '#domain/navigation/app-routes.ts'
import {
  BEST_BROTLI_QUALITY,
  brotliAroundNonce,
  QUICK_BROTLI_QUALITY,
  withNonce,
} from './brotli-around-nonce.server.ts'
import {
  isStorable,
  PAGE_FRESH_MS,
  pageCacheKey,
  pageQueryParams,
  PAGE_CACHE_MAX_BYTES,
  pageCacheSize,
  purgePageCache,
  splitOn,
  cachedPage,
  joinedBody,
  cachedPageResponse,
  renderToPageCache,
  REFRESH_HEADER,
  REFRESH_TIMEOUT_MS,
  type RenderAgain,
} from './page-cache.server.ts'

/** The cache step, then the render step, as the request pipeline takes them. */
async function withPageCache(request: Request, nonce: string, render: () => Promise<Response>) {
  const hit = cachedPage(request, nonce, renderAgain)
  return hit ? cachedPageResponse(hit) : renderToPageCache(request, nonce, render)
}

const page = (body = '<html>page</html>', init: ResponseInit = {}) =>
  new Response(body, {
    status: 200,
    headers: {
      'content-type': 'text/html; charset=utf-8',
      'cache-control': 'public, max-age=0, s-maxage=60',
    },
    ...init,
  })
const get = (path: string, headers: Record<string, string> = {}) =>
  new Request(`http://site.test${path}`, { headers })

const NONCE = 'bm9uY2Utb2YtdGhlLXRlc3Q='

/** The server entry's own pipeline, as a stale hit's background refresh calls it. */
const renderAgain = vi.fn<RenderAgain>(async () => new Response('ok'))

beforeEach(() => {
  purgePageCache()
  renderAgain.mockClear()
  vi.spyOn(globalThis, 'fetch').mockResolvedValue(new Response('ok'))
})
afterEach(() => vi.useRealTimers())

describe('which requests the page cache may serve', () => {
  it('takes anonymous GET and HEAD pages, keyed by path and the query the page reads', () => {
    expect(pageCacheKey(get('/pricing/?x=1'))).toBe('http:/pricing/')
    expect(pageCacheKey(get('/pricing/?utm_source=ad&gclid=abc'))).toBe('http:/pricing/')
    expect(pageCacheKey(new Request('http://site.test/pricing/', { method: 'HEAD' }))).toBe('http:/pricing/')
    expect(pageCacheKey(get('/learning/solutions/?utm_medium=x&tag=ocr&page=2&page=3&x=1'))).toBe(
      'http:/learning/solutions/?page=2&tag=ocr',
    )
    expect(pageCacheKey(get('/learning/tutorials/?tag=ocr'))).toBe('http:/learning/tutorials/?tag=ocr')
    expect(pageCacheKey(get('/'))).toBe('http:/')
    // A page rendered for https (with HSTS) is never replayed over http, nor the reverse.
    expect(pageCacheKey(new Request('https://site.test/'))).toBe('https:/')
  })

  it('passes by a page asked for with its sign-in or recovery modal open, or carrying a form post flash', () => {
    expect(pageCacheKey(get('/pricing/?auth=sign-in'))).toBeNull()
    expect(pageCacheKey(get('/?auth=recovery'))).toBeNull()
    expect(pageCacheKey(get('/pricing/', { cookie: 'pdfrest_auth_flash=x.mac' }))).toBeNull()
  })

  it('never answers a request for the Markdown copy of a page with the cached HTML', async () => {
    await withPageCache(get('/documentation/pdf/'), NONCE, async () => page())
    expect(cachedPage(get('/documentation/pdf/'), NONCE, renderAgain)).toBeDefined()
    const markdown = get('/documentation/pdf/', { accept: 'text/markdown' })
    expect(pageCacheKey(markdown)).toBeNull()
    expect(cachedPage(markdown, NONCE, renderAgain)).toBeUndefined()
    expect(
      pageCacheKey(get('/documentation/pdf/', { accept: 'text/html, text/markdown;q=0.5' })),
    ).not.toBeNull()
  })

  it("never answers a client that takes no HTML with the cached page: it gets the framework's 406", async () => {
    await withPageCache(get('/pricing/'), NONCE, async () => page())
    for (const accept of ['application/json', 'image/png', 'text/plain'])
      expect(cachedPage(get('/pricing/', { accept }), NONCE, renderAgain), accept).toBeUndefined()
    for (const accept of ['*/*', 'text/html', 'application/json, */*;q=0.1'])
      expect(cachedPage(get('/pricing/', { accept }), NONCE, renderAgain), accept).toBeDefined()
    expect(cachedPage(get('/pricing/'), NONCE, renderAgain)).toBeDefined()
  })

  it('never takes sessions, previews, personal routes, assets, server functions or non-GET', () => {
    expect(pageCacheKey(get('/', { cookie: 'a=b; pdfrest_session=sealed' }))).toBeNull()
    expect(pageCacheKey(get('/', { cookie: 'pdfrest_preview=1' }))).toBeNull()
    for (const path of [
      '/account/',
      '/admin/users/',
      '/apilab/',
      '/api/health/',
      '/_serverFn/x',
      '/assets/a.js',
      '/passwordreset/',
      '/auth/callback/',
    ]) {
      expect(pageCacheKey(get(path))).toBeNull()
    }
    expect(pageCacheKey(new Request('http://site.test/', { method: 'POST' }))).toBeNull()
  })

  it('stores only complete public HTML without cookies', () => {
    expect(isStorable(page())).toBe(true)
    expect(isStorable(page('x', { status: 404 }))).toBe(false)
    expect(isStorable(page('x', { headers: { 'content-type': 'text/html', 'set-cookie': 'a=b' } }))).toBe(
      false,
    )
    expect(
      isStorable(
        page('x', { headers: { 'content-type': 'text/html', 'cache-control': 'private, no-store' } }),
      ),
    ).toBe(false)
    expect(isStorable(page('{}', { headers: { 'content-type': 'application/json' } }))).toBe(false)
  })
})

describe('serving', () => {
  it('renders once, then serves hits; a content purge renders again', async () => {
    const render = vi.fn(async () => page())
    expect((await withPageCache(get('/'), NONCE, render)).headers.get('x-page-cache')).toBe('miss')
    const hit = await withPageCache(get('/'), NONCE, render)
    expect(hit.headers.get('x-page-cache')).toBe('hit')
    expect(await hit.text()).toBe('<html>page</html>')
    expect(render).toHaveBeenCalledTimes(1)
    purgeContentCache('nothing-really')
    await withPageCache(get('/'), NONCE, render)
    expect(render).toHaveBeenCalledTimes(2)
  })

  it('renders a page once however many visitors ask for it at the same time, each with their nonce', async () => {
    let resolve = () => {}
    const slowRender = new Promise<void>((done) => {
      resolve = done
    })
    const render = vi.fn(async (nonce: string) => {
      await slowRender
      return page(`<script nonce="${nonce}"></script>`)
    })
    const nonces = ['a1', 'b2', 'c3', 'd4', 'e5']
    const answers = nonces.map((nonce) => withPageCache(get('/busy/'), nonce, () => render(nonce)))
    resolve()
    const bodies = await Promise.all((await Promise.all(answers)).map((answer) => answer.text()))
    expect(render).toHaveBeenCalledTimes(1)
    expect(bodies).toEqual(nonces.map((nonce) => `<script nonce="${nonce}"></script>`))
  })

  it('serves stale after the fresh window and refreshes in the background once', async () => {
    vi.useFakeTimers({ toFake: ['Date'] })
    const render = vi.fn(async () => page())
    await withPageCache(get('/learning/'), NONCE, render)
    vi.setSystemTime(Date.now() + PAGE_FRESH_MS + 1)
    const stale = await withPageCache(get('/learning/'), NONCE, render)
    await withPageCache(get('/learning/'), NONCE, render)
    expect(stale.headers.get('x-page-cache')).toBe('stale')
    await vi.waitFor(() => expect(renderAgain).toHaveBeenCalledTimes(1))
    expect(render).toHaveBeenCalledTimes(1)
  })

  it('refreshes in this process on the configured origin, never at the Host a visitor sent', async () => {
    vi.useFakeTimers({ toFake: ['Date'] })
    await withPageCache(get('/learning/solutions/?tag=ocr&utm_source=x'), NONCE, async () => page())
    vi.setSystemTime(Date.now() + PAGE_FRESH_MS + 1)
    const hostile = new Request('http://127.0.0.1:9/learning/solutions/?tag=ocr&utm_source=x', {
      headers: { host: '127.0.0.1:9', 'x-forwarded-host': 'evil.example' },
    })
    expect(cachedPage(hostile, NONCE, renderAgain)?.headers).toContainEqual(['x-page-cache', 'stale'])
    await vi.waitFor(() => expect(renderAgain).toHaveBeenCalledTimes(1))
    const [again] = renderAgain.mock.calls[0] ?? []
    // No SITE_URL in unit tests: the configured origin is http://localhost:3000.
    expect(again?.url).toBe('http://localhost:3000/learning/solutions/?tag=ocr')
    expect(again?.headers.get(REFRESH_HEADER)).toBeTruthy()
    expect(again?.headers.get('host')).toBeNull()
    expect(fetch).not.toHaveBeenCalled()
  })

  it('gives up on a refresh that never answers, so the next stale hit tries again', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined)
    vi.useFakeTimers({ toFake: ['Date', 'setTimeout', 'clearTimeout'] })
    await withPageCache(get('/learning/'), NONCE, async () => page())
    vi.setSystemTime(Date.now() + PAGE_FRESH_MS + 1)
    renderAgain.mockImplementation(() => new Promise<Response>(() => undefined))
    cachedPage(get('/learning/'), NONCE, renderAgain)
    await vi.waitFor(() => expect(renderAgain).toHaveBeenCalledTimes(1))
    cachedPage(get('/learning/'), NONCE, renderAgain)
    await vi.advanceTimersByTimeAsync(REFRESH_TIMEOUT_MS - 1)
    cachedPage(get('/learning/'), NONCE, renderAgain)
    expect(renderAgain, 'one refresh at a time').toHaveBeenCalledTimes(1)
    await vi.advanceTimersByTimeAsync(1)
    expect(console.warn).toHaveBeenCalledWith(
      '[page-cache] refresh of http:/learning/ failed:',
      expect.stringContaining(`${REFRESH_TIMEOUT_MS} ms`),
    )
    cachedPage(get('/learning/'), NONCE, renderAgain)
    await vi.waitFor(() => expect(renderAgain).toHaveBeenCalledTimes(2))
    renderAgain.mockImplementation(async () => new Response('ok'))
  })

  it('serves the stored page when rendering fails, and passes bypassed requests straight through', async () => {
    await withPageCache(get('/pricing/'), NONCE, async () => page('<html>good</html>'))
    purgeContentCache('nothing-really')
    const failing = await withPageCache(
      get('/pricing/'),
      NONCE,
      async () => new Response('down', { status: 503 }),
    )
    expect(failing.status).toBe(200)
    expect(await failing.text()).toBe('<html>good</html>')
    const personal = await withPageCache(get('/pricing/', { cookie: 'pdfrest_session=x' }), NONCE, async () =>
      page('<html>mine</html>'),
    )
    expect(await personal.text()).toBe('<html>mine</html>')
    expect(personal.headers.get('x-page-cache')).toBeNull()
  })

  it('gives every replay a fresh nonce in the body and the headers, never the stored one', async () => {
    const rendered = (nonce: string) =>
      page(
        `<html><meta property="csp-nonce" content="${nonce}"><script nonce="${nonce}">1</script><p>é</p><script nonce="${nonce}">2</script></html>`,
        {
          headers: {
            'content-type': 'text/html; charset=utf-8',
            'content-security-policy': `script-src 'nonce-${nonce}' 'strict-dynamic'`,
          },
        },
      )
    const miss = await withPageCache(get('/tools/'), 'first-nonce', async () => rendered('first-nonce'))
    expect(await miss.text()).toContain('nonce="first-nonce"')
    for (const fresh of ['second-nonce', 'third+nonce/==']) {
      const hit = await withPageCache(get('/tools/'), fresh, async () => rendered('never-rendered'))
      expect(hit.headers.get('x-page-cache')).toBe('hit')
      expect(hit.headers.get('content-security-policy')).toBe(`script-src 'nonce-${fresh}' 'strict-dynamic'`)
      const html = await hit.text()
      expect(html).toBe(await rendered(fresh).text())
      expect(html).not.toContain('first-nonce')
    }
  })

  it('serves a stale page after a failed render with the failing request’s nonce', async () => {
    await withPageCache(get('/pricing/'), 'old', async () => page('<script nonce="old"></script>'))
    purgeContentCache('nothing-really')
    const failing = await withPageCache(
      get('/pricing/'),
      'new',
      async () => new Response('', { status: 503 }),
    )
    expect(await failing.text()).toBe('<script nonce="new"></script>')
  })
})

describe('query strings', () => {
  it('a query the page does not read is served from, and never evicts, the page', async () => {
    const render = vi.fn(async () => page())
    await withPageCache(get('/pricing/'), NONCE, render)
    for (let n = 0; n < 600; n += 1) {
      const response = await withPageCache(get(`/pricing/?x=${n}&utm_source=${n}`), NONCE, render)
      expect(response.headers.get('x-page-cache')).toBe('hit')
    }
    expect(render).toHaveBeenCalledTimes(1)
  })

  it('pages kept for a query they read hold a bounded share, so other pages stay', async () => {
    const render = vi.fn(async () => page())
    await withPageCache(get('/learning/'), NONCE, render)
    for (let n = 0; n < 600; n += 1) await withPageCache(get(`/learning/solutions/?page=${n}`), NONCE, render)
    expect(cachedPage(get('/learning/'), NONCE, renderAgain)).toBeDefined()
    expect(cachedPage(get('/learning/solutions/?page=599'), NONCE, renderAgain)).toBeDefined()
    expect(cachedPage(get('/learning/solutions/?page=0'), NONCE, renderAgain)).toBeUndefined()
  })

  it('answers HEAD from the cache but never stores a HEAD render', async () => {
    const render = vi.fn(async () => page())
    const head = () => new Request('http://site.test/pricing/', { method: 'HEAD' })
    await withPageCache(head(), NONCE, render)
    expect(cachedPage(head(), NONCE, renderAgain)).toBeUndefined()
    await withPageCache(get('/pricing/'), NONCE, render)
    expect(cachedPage(head(), NONCE, renderAgain)?.headers).toContainEqual(['x-page-cache', 'hit'])
  })

  it('lists the query parameters of every cached page that validates its search', async () => {
    const { readdirSync, readFileSync } = await import('node:fs')
    const { join } = await import('node:path')
    const routes = readdirSync('app/routes', { recursive: true, encoding: 'utf8' })
      .filter((file) => file.endsWith('.tsx'))
      .map((file) => readFileSync(join('app/routes', file), 'utf8'))
      .filter((source) => source.includes('validateSearch'))
    for (const source of routes) {
      const id = source.match(/createFileRoute\('([^']+)'\)/)?.[1] ?? ''
      // A route's id names its pathless layout, which is no part of its address.
      const path = [APP_LAYOUT_ID, DOCUMENT_LAYOUT_ID].reduce(
        (address, layout) => (address.startsWith(`${layout}/`) ? address.slice(layout.length) : address),
        id,
      )
      if (pageCacheKey(get(path)) === null) continue
      expect(Object.keys(pageQueryParams), path).toContain(path)
    }
  })
})

describe('cachedPage (asked by the server before any rendering)', () => {
  it('answers only what the cache holds, fresh or stale, with the nonce it is given', async () => {
    expect(cachedPage(get('/pricing/'), 'n1', renderAgain)).toBeUndefined()
    await withPageCache(get('/pricing/'), 'old', async () => page('<script nonce="old"></script>'))
    const hit = cachedPage(get('/pricing/'), 'n1', renderAgain)
    expect(hit?.status).toBe(200)
    expect(hit && new TextDecoder().decode(joinedBody(hit))).toBe('<script nonce="n1"></script>')
    expect(hit?.headers.filter(([name]) => name === 'x-page-cache')).toEqual([['x-page-cache', 'hit']])
    expect(cachedPage(get('/pricing/', { cookie: 'pdfrest_session=x' }), 'n2', renderAgain)).toBeUndefined()
    expect(cachedPage(new Request('https://site.test/pricing/'), 'n3', renderAgain)).toBeUndefined()
    vi.useFakeTimers({ toFake: ['Date'] })
    vi.setSystemTime(Date.now() + PAGE_FRESH_MS + 1)
    expect(cachedPage(get('/pricing/'), 'n4', renderAgain)?.headers).toContainEqual(['x-page-cache', 'stale'])
    await vi.waitFor(() => expect(renderAgain).toHaveBeenCalledTimes(1))
    purgeContentCache('nothing-really')
    expect(cachedPage(get('/pricing/'), 'n5', renderAgain)).toBeUndefined()
  })
})

describe('splitOn', () => {
  it('cuts a body at every occurrence of the token', () => {
    const parts = splitOn(Buffer.from('aXbXXc'), 'X').map((part) => part.toString())
    expect(parts).toEqual(['a', 'b', '', 'c'])
    expect(splitOn(Buffer.from('abc'), 'X').map((part) => part.toString())).toEqual(['abc'])
    expect(splitOn(Buffer.from('abc'), '').map((part) => part.toString())).toEqual(['abc'])
  })
})

describe('the brotli copy of a cached page', () => {
  it('is made once after the page is stored, and each replay decodes with its own nonce', async () => {
    const html = (nonce: string) =>
      `<html><head><script nonce="${nonce}">1</script></head><body>${'<p>text</p>'.repeat(200)}<script nonce="${nonce}">2</script></body></html>`
    await withPageCache(get('/pricing/'), NONCE, async () => page(html(NONCE)))
    const other = 'b3RoZXItbm9uY2Utb2YtaXQ='
    // At brotli's best level the copy takes longer, behind other tests' copies in zlib's thread pool.
    await vi.waitFor(
      () => expect(cachedPage(get('/pricing/'), other, renderAgain)?.brotliChunks).toBeDefined(),
      { timeout: 15_000 },
    )
    const replay = cachedPage(get('/pricing/'), other, renderAgain)
    expect(brotliDecompressSync(Buffer.concat(replay?.brotliChunks ?? [])).toString()).toBe(html(other))
    expect(Buffer.from(joinedBody(replay ?? { status: 0, headers: [], chunks: [] })).toString()).toBe(
      html(other),
    )
  })
})

describe('the brotli copy when a page is stored', () => {
  const html = (nonce: string) =>
    `<html><head><script nonce="${nonce}">1</script></head><body>${'<p>a longer text, said again</p>'.repeat(300)}</body></html>`
  const other = 'b3RoZXItbm9uY2Utb2YtaXQ='

  it('is there for the very first replay, so no hit is ever compressed per request', async () => {
    await withPageCache(get('/pricing/'), NONCE, async () => page(html(NONCE)))
    const replay = cachedPage(get('/pricing/'), other, renderAgain)
    expect(replay?.brotliChunks).toBeDefined()
    expect(brotliDecompressSync(Buffer.concat(replay?.brotliChunks ?? [])).toString()).toBe(html(other))
  })

  it('becomes brotli’s best in the background; a page with a query keeps the quick one', async () => {
    const best = await brotliAroundNonce(splitOn(Buffer.from(html(NONCE)), NONCE), 24, BEST_BROTLI_QUALITY)
    const quick = await brotliAroundNonce(splitOn(Buffer.from(html(NONCE)), NONCE), 24, QUICK_BROTLI_QUALITY)
    const bytes = (chunks: Uint8Array[] | undefined) => Buffer.concat(chunks ?? []).length
    const sent = (pieces: typeof best) => bytes(pieces ? withNonce(pieces, Buffer.from(other)) : [])
    expect(sent(best)).toBeLessThan(sent(quick))
    await withPageCache(get('/pricing/'), NONCE, async () => page(html(NONCE)))
    await withPageCache(get('/learning/tutorials/?page=2'), NONCE, async () => page(html(NONCE)))
    await vi.waitFor(
      () => expect(bytes(cachedPage(get('/pricing/'), other, renderAgain)?.brotliChunks)).toBe(sent(best)),
      { timeout: 15_000 },
    )
    expect(bytes(cachedPage(get('/learning/tutorials/?page=2'), other, renderAgain)?.brotliChunks)).toBe(
      sent(quick),
    )
  })
})

describe('a refresh of a cached page', () => {
  const html = (nonce: string, text = 'text') =>
    `<html><head><script nonce="${nonce}">1</script></head><body>${`<p>${text}</p>`.repeat(200)}</body></html>`
  const other = 'b3RoZXItbm9uY2Utb2YtaXQ='

  async function storedWithBrotli() {
    await withPageCache(get('/pricing/'), NONCE, async () => page(html(NONCE)))
    await vi.waitFor(
      () => expect(cachedPage(get('/pricing/'), other, renderAgain)?.brotliChunks).toBeDefined(),
      { timeout: 15_000 },
    )
  }

  /** The stale hit's background refresh, rendering `body` with its own nonce. */
  async function refreshedTo(body: (nonce: string) => string) {
    vi.useFakeTimers({ toFake: ['Date'] })
    vi.setSystemTime(Date.now() + PAGE_FRESH_MS + 1)
    const refreshed = new Promise<void>((resolve) =>
      renderAgain.mockImplementationOnce(async (request) => {
        const answer = await renderToPageCache(request, 'cmVmcmVzaC1ub25jZS0xMjM=', async () =>
          page(body('cmVmcmVzaC1ub25jZS0xMjM=')),
        )
        resolve()
        return answer
      }),
    )
    cachedPage(get('/pricing/'), other, renderAgain)
    await refreshed
    return cachedPage(get('/pricing/'), other, renderAgain)
  }

  it('that rendered the same page keeps its brotli copy instead of compressing it again', async () => {
    await storedWithBrotli()
    const replay = await refreshedTo((nonce) => html(nonce))
    expect(replay?.headers).toContainEqual(['x-page-cache', 'hit'])
    expect(replay?.brotliChunks).toBeDefined()
    expect(brotliDecompressSync(Buffer.concat(replay?.brotliChunks ?? [])).toString()).toBe(html(other))
  })

  it('that rendered a changed page never replays the old copy', async () => {
    await storedWithBrotli()
    const replay = await refreshedTo((nonce) => html(nonce, 'changed'))
    expect(Buffer.from(joinedBody(replay ?? { status: 0, headers: [], chunks: [] })).toString()).toBe(
      html(other, 'changed'),
    )
    if (replay?.brotliChunks)
      expect(brotliDecompressSync(Buffer.concat(replay.brotliChunks)).toString()).toBe(html(other, 'changed'))
  })
})

describe('the bound in bytes', () => {
  it('keeps the cached pages under PAGE_CACHE_MAX_BYTES, the oldest going first, and counts them', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined)
    const body = 'x'.repeat(Math.floor(PAGE_CACHE_MAX_BYTES / 3))
    for (const path of ['/a/', '/b/', '/c/', '/d/']) {
      await withPageCache(get(path), NONCE, async () => page(`<html>${body}</html>`))
    }
    const size = pageCacheSize()
    expect(size.bytes).toBeLessThanOrEqual(PAGE_CACHE_MAX_BYTES)
    expect(cachedPage(get('/a/'), NONCE, renderAgain)).toBeUndefined()
    expect(cachedPage(get('/d/'), NONCE, renderAgain)).toBeDefined()
    expect(warn.mock.calls.some((call) => String(call[0]).includes('at its bound'))).toBe(true)
    purgePageCache()
    expect(pageCacheSize()).toMatchObject({ entries: 0, bytes: 0 })
    warn.mockRestore()
  })
})
