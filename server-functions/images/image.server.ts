import { lookup } from 'node:dns/promises'
import { isIP } from 'node:net'
import sharp from 'sharp'
import { serverEnv } from '../env.server.ts'
import { type ImageQuery, imageQuerySchema } from './image-params.ts'
import { isAllowedSize } from './image-url.ts'

const MAX_SOURCE_BYTES = 15 * 1024 * 1024

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

const problem = (status: number, message: string) =>
  Response.json({ error: message }, { status, headers: { 'Cache-Control': 'no-store' } })

/** GET /api/image/?url=&w=&h=&f=&q=&fit= : a resized, re-encoded CMS image. */
export async function serveImage(request: Request): Promise<Response> {
  const parsed = imageQuerySchema.safeParse(Object.fromEntries(new URL(request.url).searchParams))
  if (!parsed.success) return problem(400, 'Invalid image parameters.')
  const query: ImageQuery = parsed.data
  if (!isAllowedSize(query.w) || !isAllowedSize(query.h)) return problem(400, 'That size is not offered.')
  const source = sourceUrl(query.url)
  if (!source) return problem(400, 'That image source is not allowed.')
  if (!(await resolvesPublicly(source))) return problem(400, 'That image source is not allowed.')

  let upstream: Response
  try {
    // Redirects are refused: a public URL must not bounce the server to another host.
    upstream = await fetch(source, { redirect: 'manual', signal: AbortSignal.timeout(5_000) })
  } catch {
    return problem(502, 'The image could not be fetched.')
  }
  if (upstream.status >= 300 && upstream.status < 400)
    return problem(400, 'Redirected images are not served.')
  if (!upstream.ok) return problem(upstream.status === 404 ? 404 : 502, 'The image could not be fetched.')
  const bytes = Buffer.from(await upstream.arrayBuffer())
  if (bytes.length > MAX_SOURCE_BYTES) return problem(413, 'The source image is too large.')

  try {
    // A vector is drawn at the asked size (its density scaled), never a small raster padded out.
    const source = await sharp(bytes, { limitInputPixels: 40_000_000 }).metadata()
    const vector = source.format === 'svg'
    const scale =
      vector && source.width && source.height
        ? Math.min(Math.max((query.w ?? 0) / source.width, (query.h ?? 0) / source.height, 1), 50)
        : 1
    const output = await sharp(bytes, {
      limitInputPixels: 40_000_000,
      ...(vector ? { density: 72 * scale } : {}),
    })
      .resize({
        width: query.w,
        height: query.h,
        fit: query.fit,
        withoutEnlargement: query.fit !== 'fill' && !vector,
        // `contain` pads: transparent, not sharp's default opaque black (JPEG, without alpha, gets white).
        background: query.f === 'jpeg' ? '#ffffff' : { r: 0, g: 0, b: 0, alpha: 0 },
      })
      .toFormat(query.f, { quality: query.q })
      .toBuffer()
    return new Response(new Uint8Array(output), {
      headers: {
        'content-type': `image/${query.f}`,
        'Cache-Control': 'public, max-age=86400, s-maxage=604800, stale-while-revalidate=604800',
      },
    })
  } catch {
    return problem(415, 'That file is not an image we can process.')
  }
}
