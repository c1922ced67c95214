import { lookup } from 'node:dns/promises'
import { isIP } from 'node:net'
import type { ResizeOptions } from 'sharp'
import { serverEnv } from '../env.server.ts'
import { openService } from '../http/service-client.server.ts'
import { createEncoderProcess } from './encoder-process.server.ts'
import { type ImageCache, createImageCache } from './image-cache.server.ts'
import { type ImageQuery, MAX_OUTPUT_PIXELS, parseImageQuery } from '#shared/images/image-params.ts'
import { createTaskQueue } from './task-queue.server.ts'

const MAX_SOURCE_BYTES = 15 * 1024 * 1024
const MAX_INPUT_PIXELS = 40_000_000
const RETRY_AFTER_SECONDS = 5

/** Loopback, private, link-local, CGNAT and unique-local addresses: never fetched. */
export function isPrivateAddress(address: string): boolean {
  if (isIP(address) === 6) {
    const lower = address.toLowerCase()
    if (lower === '::1' || lower === '::') return true
    if (lower.startsWith('::ffff:')) return isPrivateAddress(lower.slice(7))
    return /^(fc|fd|fe8|fe9|fea|feb)/.test(lower)
  }
  const parts = address.split('.').map(Number)
  const [a = 0, b = 0] = parts
  return (
    a === 0 ||
    a === 10 ||
    a === 127 ||
    (a === 169 && b === 254) ||
    (a === 172 && b >= 16 && b <= 31) ||
    (a === 192 && b === 168) ||
    (a === 100 && b >= 64 && b <= 127) ||
    a >= 224
  )
}

/** The CMS and blog origins are the only sources; relative `/uploads/…` paths belong to the CMS. */
function sourceUrl(raw: string): URL | undefined {
  const { strapi, ghost } = serverEnv().services
  const allowed = new Set([new URL(strapi.url).origin, new URL(ghost.url).origin])
  try {
    const url = raw.startsWith('/') && !raw.startsWith('//') ? new URL(raw, strapi.url) : new URL(raw)
    return url.protocol.startsWith('http') && allowed.has(url.origin) ? url : undefined
  } catch {
    return undefined
  }
}

/**
 * A service configured by address or as localhost (a CMS on this machine or in the private
 * network) is trusted as configured: no name is resolved, so nothing can rebind it.
 */
export function configuredByAddress(serviceUrl: string): boolean {
  const { hostname } = new URL(serviceUrl)
  return hostname === 'localhost' || isIP(hostname.replace(/^\[|\]$/g, '')) !== 0
}

async function resolvesPublicly(url: URL): Promise<boolean> {
  const { strapi, ghost } = serverEnv().services
  // Mocked services live inside this process (MSW): there is no address to check.
  const mockedHosts = [strapi, ghost]
    .filter((service) => service.mocked)
    .map((service) => new URL(service.url).host)
  if (mockedHosts.includes(url.host)) return true
  const byAddress = [strapi, ghost].filter((service) => configuredByAddress(service.url))
  if (byAddress.some((service) => new URL(service.url).host === url.host)) return true
  try {
    const addresses = await lookup(url.hostname, { all: true })
    return addresses.length > 0 && addresses.every((entry) => !isPrivateAddress(entry.address))
  } catch {
    return false
  }
}

const problem = (status: number, message: string, headers: Record<string, string> = {}) =>
  Response.json({ error: message }, { status, headers: { 'Cache-Control': 'no-store', ...headers } })

type Encoded = { ok: true; bytes: Uint8Array } | { ok: false; response: Response }

const IMAGE_CACHE_CONTROL = 'public, max-age=86400, s-maxage=604800, stale-while-revalidate=604800'

function imageResponse(bytes: Uint8Array, query: ImageQuery, from: 'memory' | 'disk' | 'miss'): Response {
  return new Response(new Uint8Array(bytes), {
    headers: {
      'content-type': `image/${query.f}`,
      'Cache-Control': IMAGE_CACHE_CONTROL,
      'x-image-cache': from,
    },
  })
}

/** Width alone keeps the aspect ratio, within the pixel cap; a box is used as asked (already capped). */
function resizeOptions(query: ImageQuery): ResizeOptions {
  // `contain` pads: transparent, not sharp's default opaque black (JPEG, without alpha, gets white).
  const background = query.f === 'jpeg' ? '#ffffff' : { r: 0, g: 0, b: 0, alpha: 0 }
  if (query.h === undefined)
    return {
      width: query.w,
      height: Math.floor(MAX_OUTPUT_PIXELS / query.w),
      fit: 'inside',
      withoutEnlargement: true,
      background,
    }
  return {
    width: query.w,
    height: query.h,
    fit: query.fit,
    withoutEnlargement: query.fit !== 'fill',
    background,
  }
}

/** Fetches the source and encodes it: the expensive part, run only from the queue. */
async function fetchAndEncode(source: URL, query: ImageQuery): Promise<Encoded> {
  const fail = (status: number, message: string): Encoded => ({
    ok: false,
    response: problem(status, message),
  })
  if (!(await resolvesPublicly(source))) return fail(400, 'That image source is not allowed.')
  // Redirects are refused: a public URL must not bounce the server to another host.
  const answer = await openService(
    { name: 'image source', url: source.origin },
    `${source.pathname}${source.search}`,
    {
      redirect: 'manual',
      headers: { accept: 'image/*' },
    },
  )
  if (!answer.ok) return fail(502, 'The image could not be fetched.')
  const upstream = answer.response
  if (upstream.status >= 300 && upstream.status < 400) return fail(400, 'Redirected images are not served.')
  if (!upstream.ok) return fail(upstream.status === 404 ? 404 : 502, 'The image could not be fetched.')
  const declared = Number(upstream.headers.get('content-length') ?? '')
  if (declared > MAX_SOURCE_BYTES) return fail(413, 'The source image is too large.')
  const bytes = Buffer.from(await upstream.arrayBuffer())
  if (bytes.length > MAX_SOURCE_BYTES) return fail(413, 'The source image is too large.')
  const encoded = await imageRoute().encoder.encode({
    input: new Uint8Array(bytes),
    resize: resizeOptions(query),
    format: query.f,
    quality: query.q,
    limitInputPixels: MAX_INPUT_PIXELS,
  })
  if (encoded.ok) return { ok: true, bytes: encoded.output }
  return encoded.reason === 'unreadable'
    ? fail(415, 'That file is not an image we can process.')
    : fail(502, 'The image could not be prepared.')
}

type ImageRoute = {
  cache: ImageCache
  queue: ReturnType<typeof createTaskQueue>
  encoder: ReturnType<typeof createEncoderProcess>
  underway: Map<string, Promise<Encoded | undefined>>
}
let route: ImageRoute | undefined

function imageRoute(): ImageRoute {
  if (route) return route
  const { images } = serverEnv()
  route = {
    cache: createImageCache({
      dir: images.cacheDir,
      memoryBytes: images.memoryBytes,
      diskBytes: images.diskBytes,
    }),
    queue: createTaskQueue({ concurrency: images.concurrency, maxWaiting: images.queue }),
    encoder: createEncoderProcess(),
    underway: new Map(),
  }
  return route
}

/** Test hook: the cache and queue sizes of this process. */
export function imageRouteStats() {
  const { cache, queue } = imageRoute()
  return { cache: cache.stats(), queue: queue.stats() }
}

/** One encode per canonical URL at a time: everyone asking meanwhile gets its result. */
function encodeOnce(key: string, source: URL, query: ImageQuery): Promise<Encoded | undefined> {
  const { cache, queue, underway } = imageRoute()
  const running = underway.get(key)
  if (running) return running
  const queued = queue.tryRun(async () => {
    const encoded = await fetchAndEncode(source, query)
    if (encoded.ok) await cache.set(key, encoded.bytes)
    return encoded
  })
  if (!queued) return Promise.resolve(undefined)
  const shared = queued.finally(() => underway.delete(key))
  underway.set(key, shared)
  return shared
}

/**
 * GET /api/image/?url=&w=&h=&f=&q=&fit= : a resized, re-encoded CMS image. Only the canonical
 * spelling is served (any other is redirected to it, or refused); a repeat is a cache lookup, and
 * encodes wait in a bounded queue, so a flood of them is answered 503 instead of stalling the site.
 */
export async function serveImage(request: Request): Promise<Response> {
  const url = new URL(request.url)
  const parsed = parseImageQuery(url.searchParams)
  if (!parsed.ok) return problem(400, parsed.message)
  if (`${url.pathname}${url.search}` !== parsed.canonical)
    return new Response(null, {
      status: 308,
      headers: { location: parsed.canonical, 'Cache-Control': 'public, max-age=86400' },
    })
  const { query } = parsed
  const source = sourceUrl(query.url)
  if (!source) return problem(400, 'That image source is not allowed.')
  const key = parsed.canonical
  const kept = await imageRoute().cache.get(key)
  if (kept) return imageResponse(kept.bytes, query, kept.from)
  const encoded = await encodeOnce(key, source, query)
  if (!encoded)
    return problem(503, 'Too many images are being prepared. Please try again shortly.', {
      'Retry-After': String(RETRY_AFTER_SECONDS),
    })
  if (!encoded.ok) return encoded.response.clone()
  return imageResponse(encoded.bytes, query, 'miss')
}
