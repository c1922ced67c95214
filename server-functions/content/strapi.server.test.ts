import { HttpResponse, http } from 'msw'
import { afterAll, afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { mockControls } from '#mocks/controls.ts'
import { createDocument, strapiHandlers, updateDraft } from '#mocks/strapi.ts'
import { startMockServerFor } from '#mocks/test-server.ts'
import { serverEnv } from '../env.server.ts'
import { SERVICE_TIMEOUT_MS } from '../http/service-client.server.ts'
import { startInMemoryTracing } from '../observability/in-memory-tracing.server.ts'
import { registry } from '../observability/metrics.server.ts'
import { inSpan } from '../observability/tracing.server.ts'
import { purgeContentCache } from './cache.server.ts'
import {
  emptyGlobalRecord,
  getGlobalRecord,
  getPageDocument,
  listSlugs,
  readRedirectEntries,
} from './strapi.server.ts'

const { strapi } = serverEnv().services
const server = startMockServerFor(strapiHandlers(strapi.url, strapi.key ?? ''))
const asked: URL[] = []
const sentTraceparents: (string | null)[] = []
server.events.on('request:start', ({ request }) => {
  asked.push(new URL(request.url))
  sentTraceparents.push(request.headers.get('traceparent'))
})
const tracing = startInMemoryTracing()
afterAll(() => tracing.stop())

async function strapiCalls(outcome: string): Promise<number> {
  const metric = await registry.getSingleMetric('pdfrest_upstream_calls_total')?.get()
  const series = metric?.values.find(
    ({ labels }) => labels.service === 'strapi' && labels.outcome === outcome,
  )
  return series?.value ?? 0
}

const seoOnly = { populate: { seo: true } }

beforeEach(() => {
  purgeContentCache()
  asked.length = 0
  sentTraceparents.length = 0
  tracing.exporter.reset()
  vi.spyOn(console, 'error').mockImplementation(() => undefined)
  vi.spyOn(console, 'warn').mockImplementation(() => undefined)
})

describe('the Strapi reads', () => {
  it('reads the global record once, then from the content cache', async () => {
    const global = await getGlobalRecord()
    expect(global.nav.length).toBeGreaterThan(0)
    expect(global.api_tool_buckets.length).toBeGreaterThan(0)
    await getGlobalRecord()
    expect(asked.filter((url) => url.pathname.endsWith('/api/pdfrest-global'))).toHaveLength(1)
  })

  it('falls back to the empty global record, with one log line, when Strapi is down', async () => {
    mockControls().strapi = 'down'
    expect(await getGlobalRecord()).toEqual(emptyGlobalRecord)
    expect(console.error).toHaveBeenCalledWith(
      '[strapi] could not load pdfrest-global:',
      expect.stringContaining('pdfrest-global'),
    )
  })

  it('reads a document by slug with the populate its caller gives, null when there is none', async () => {
    const pricing = await getPageDocument({ collection: 'pages', slug: 'pricing' }, seoOnly)
    expect(pricing?.title).toBeTruthy()
    const read = asked.find((url) => url.pathname.endsWith('/api/pages'))
    expect(read?.searchParams.get('populate[seo]')).toBe('true')
    expect(read?.searchParams.get('filters[slug][$eq]')).toBe('pricing')
    expect(await getPageDocument({ collection: 'pages', slug: 'no-such-page' }, seoOnly)).toBeNull()
  })

  it('reads drafts only in preview, past the cache', async () => {
    await getPageDocument({ collection: 'pages', slug: 'pricing' }, seoOnly)
    updateDraft('pages', 'pricing', { title: 'Pricing (draft)' })
    const draft = await getPageDocument(
      { collection: 'pages', slug: 'pricing' },
      { ...seoOnly, preview: true },
    )
    expect(draft?.title).toBe('Pricing (draft)')
    const published = await getPageDocument({ collection: 'pages', slug: 'pricing' }, seoOnly)
    expect(published?.title).not.toBe('Pricing (draft)')
  })

  it('throws a service error naming the read when Strapi answers something else', async () => {
    mockControls().strapi = 'garbage'
    await expect(getPageDocument({ collection: 'pages', slug: 'home' }, seoOnly)).rejects.toThrow(
      /strapi pages\/home/,
    )
  })

  it('lists the published slugs of a collection', async () => {
    const slugs = await listSlugs('pages')
    expect(slugs.map((entry) => entry.slug)).toContain('pricing')
    expect(slugs.every((entry) => entry.slug.length > 0)).toBe(true)
  })

  it('reads every page of the redirects collection', async () => {
    const seeded = (await readRedirectEntries()).length
    for (let n = 0; n < 150; n += 1) createDocument('redirects', { from: `/old-${n}/`, to: '/pricing/' })
    asked.length = 0
    expect(await readRedirectEntries()).toHaveLength(seeded + 150)
    expect(asked.length).toBeGreaterThanOrEqual(2)
  })
})

describe('a Strapi read through the one service call', () => {
  afterEach(() => {
    server.resetHandlers()
    vi.restoreAllMocks()
  })

  it('is cancelled at the service deadline when Strapi hangs: the request goes, not only the wait', async () => {
    const cancelled: string[] = []
    server.use(
      http.get(
        `${strapi.url}/api/pages`,
        ({ request }) =>
          new Promise<Response>((resolve) => {
            request.signal.addEventListener('abort', () => {
              cancelled.push(new URL(request.url).searchParams.get('filters[slug][$eq]') ?? '')
              resolve(HttpResponse.error())
            })
          }),
      ),
    )
    // The deadline the call asks for is the service's; it is shortened here so the test takes 50 ms, not 5 s.
    const asked: number[] = []
    const timeout = AbortSignal.timeout.bind(AbortSignal)
    vi.spyOn(AbortSignal, 'timeout').mockImplementation((ms) => {
      asked.push(ms)
      return timeout(50)
    })
    await expect(getPageDocument({ collection: 'pages', slug: 'hung' }, seoOnly)).rejects.toThrow(
      /^strapi pages\/hung: .*time/i,
    )
    expect(asked).toEqual([SERVICE_TIMEOUT_MS])
    // Strapi's client would cancel it only at its own 10 s; the handler sees it go now.
    await vi.waitFor(() => expect(cancelled).toEqual(['hung']), { timeout: 2_000 })
  })

  it('fails as every service call fails: a service error naming the read, one line in the service log', async () => {
    mockControls().strapi = 'down'
    await expect(getPageDocument({ collection: 'pages', slug: 'home' }, seoOnly)).rejects.toThrow(
      'strapi pages/home: answered 503',
    )
    expect(console.error).toHaveBeenCalledExactlyOnceWith('[strapi] SDK pages/home: answered 503')
    mockControls().strapi = 'garbage'
    await expect(listSlugs('pages')).rejects.toThrow(
      /^strapi pages slugs page 1: answered an unexpected body/,
    )
  })

  it('records one span and one count per read, and sends that span’s traceparent', async () => {
    const before = await strapiCalls('ok')
    const traceId = await inSpan('GET document', {}, async (span) => {
      await getPageDocument({ collection: 'pages', slug: 'pricing' }, seoOnly)
      return span.spanContext().traceId
    })
    const spans = tracing.exporter.getFinishedSpans().filter(({ name }) => name.startsWith('strapi'))
    expect(spans.map(({ name, attributes }) => [name, attributes['url.path']])).toEqual([
      ['strapi SDK', 'pages/pricing'],
    ])
    expect(await strapiCalls('ok')).toBe(before + 1)
    expect(sentTraceparents).toEqual([`00-${traceId}-${spans[0]?.spanContext().spanId}-01`])
  })
})
