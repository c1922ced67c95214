import { setupServer } from 'msw/node'
import sharp from 'sharp'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { strapiHandlers } from '#mocks/strapi.ts'
import { serverEnv } from '../env.server.ts'
import { imageSrcSet, imageUrl, imageWidths, isAllowedSize } from '#shared/images/image-url.ts'
import { MAX_OUTPUT_PIXELS } from '#shared/images/image-params.ts'
import { configuredByAddress, imageRouteStats, isPrivateAddress, serveImage } from './image.server.ts'
import { createTaskQueue } from './task-queue.server.ts'

const { strapi } = serverEnv().services
const server = setupServer(...strapiHandlers(strapi.url, strapi.key ?? ''))
beforeAll(() => server.listen({ onUnhandledFrame: 'bypass' }))
afterAll(() => server.close())

const get = (query: string) => serveImage(new Request(`http://site.test/api/image/?${query}`))

describe('image route', () => {
  it('resizes a CMS image to WebP at an offered width', async () => {
    const response = await get(
      `url=${encodeURIComponent('/uploads/icons/compress-pdf.svg')}&w=64&h=64&fit=contain`,
    )
    expect(response.status).toBe(200)
    expect(response.headers.get('content-type')).toBe('image/webp')
    const meta = await sharp(Buffer.from(await response.arrayBuffer())).metadata()
    expect(meta.format).toBe('webp')
    expect(meta.width).toBeLessThanOrEqual(64)
  })

  it('draws an SVG icon at the asked size on a transparent background, never padded with black', async () => {
    // The mock's icons are 48x48; cards ask for 64 at 2x (128).
    const response = await get(
      `url=${encodeURIComponent('/uploads/icons/compress-pdf.svg')}&w=128&h=128&fit=contain`,
    )
    expect(response.status).toBe(200)
    const { data, info } = await sharp(Buffer.from(await response.arrayBuffer()))
      .ensureAlpha()
      .raw()
      .toBuffer({ resolveWithObject: true })
    expect([info.width, info.height]).toEqual([128, 128])
    const alphaAt = (x: number, y: number) => data[(y * info.width + x) * info.channels + 3]
    // Corners and edges are see-through, and the drawing reaches past the old 48 px.
    for (const [x, y] of [
      [0, 0],
      [127, 0],
      [0, 127],
      [127, 127],
      [64, 2],
    ] as const)
      expect(alphaAt(x, y)).toBe(0)
    let opaque = 0
    let outsideOldSize = 0
    for (let y = 0; y < info.height; y++)
      for (let x = 0; x < info.width; x++)
        if ((alphaAt(x, y) ?? 0) > 0) {
          opaque++
          if (x > 88 || y > 88) outsideOldSize++
        }
    expect(opaque).toBeGreaterThan(0)
    expect(outsideOldSize).toBeGreaterThan(0)
  })

  it('pads a raster with transparency when it is smaller than the box', async () => {
    const response = await get(
      `url=${encodeURIComponent('/uploads/media/api-lab.png')}&w=1024&h=1024&fit=contain`,
    )
    expect(response.status).toBe(200)
    const { data, info } = await sharp(Buffer.from(await response.arrayBuffer()))
      .ensureAlpha()
      .raw()
      .toBuffer({ resolveWithObject: true })
    expect(data[3]).toBe(0)
    expect(info.width).toBeGreaterThan(0)
  })

  it('refuses foreign hosts, private addresses, odd sizes and bad parameters', async () => {
    expect((await get(`url=${encodeURIComponent('https://evil.example/a.png')}&w=320`)).status).toBe(400)
    expect((await get(`url=${encodeURIComponent('http://127.0.0.1/a.png')}&w=320`)).status).toBe(400)
    expect((await get(`url=${encodeURIComponent('/uploads/icons/compress-pdf.svg')}&w=333`)).status).toBe(400)
    expect((await get(`url=${encodeURIComponent('/uploads/icons/compress-pdf.svg')}&f=gif`)).status).toBe(400)
    expect((await get('w=320')).status).toBe(400)
  })

  it('serves only the canonical spelling: others are redirected to it or refused', async () => {
    const icon = encodeURIComponent('/uploads/icons/compress-pdf.svg')
    for (const odd of ['0x400', '640.0', '%20640', '+640', '0640', '640e0', ' 640']) {
      expect((await get(`url=${icon}&w=${odd}`)).status, odd).toBe(400)
    }
    expect((await get(`url=${icon}&w=640&w=320`)).status).toBe(400)
    expect((await get(`url=${icon}&w=640&x=1`)).status).toBe(400)
    expect((await get(`url=${icon}&w=640&q=77`)).status).toBe(400)
    expect((await get(`url=${icon}&w=640&fit=outside&h=640`)).status).toBe(400)
    const reordered = await get(`w=640&url=/uploads/icons/compress-pdf.svg&f=webp&q=75`)
    expect(reordered.status).toBe(308)
    expect(reordered.headers.get('location')).toBe(`/api/image/?url=${icon}&w=640`)
    // A fit without a height changes nothing: it is left out of the canonical URL.
    expect((await get(`url=${icon}&w=640&fit=contain`)).headers.get('location')).toBe(
      `/api/image/?url=${icon}&w=640`,
    )
  })

  it('caps the output: no box larger than the pixel limit, and no taller image than it allows', async () => {
    expect(
      (await get(`url=${encodeURIComponent('/uploads/media/a.png')}&w=3072&h=3072&fit=fill`)).status,
    ).toBe(400)
    const response = await get(`url=${encodeURIComponent('/uploads/media/a.png')}&w=3072&h=2048&fit=fill`)
    expect(response.status).toBe(200)
    const meta = await sharp(Buffer.from(await response.arrayBuffer())).metadata()
    expect(meta.width * meta.height).toBeLessThanOrEqual(MAX_OUTPUT_PIXELS)
  })

  it('answers a repeat from the cache without encoding again', async () => {
    const query = `url=${encodeURIComponent('/uploads/media/repeat.png')}&w=320`
    expect((await get(query)).headers.get('x-image-cache')).toBe('miss')
    const repeat = await get(query)
    expect(repeat.status).toBe(200)
    expect(repeat.headers.get('x-image-cache')).toBe('memory')
    expect(imageRouteStats().cache.diskItems).toBeGreaterThan(0)
  })

  it('answers 503 with Retry-After once the encode queue is full', async () => {
    const responses = await Promise.all(
      Array.from({ length: 30 }, (_, n) =>
        get(`url=${encodeURIComponent(`/uploads/media/flood-${n}.png`)}&w=640`),
      ),
    )
    const statuses = responses.map((response) => response.status)
    expect(statuses).toContain(200)
    expect(statuses).toContain(503)
    expect(responses.find((response) => response.status === 503)?.headers.get('retry-after')).toBe('5')
    expect(imageRouteStats().queue).toEqual({ running: 0, waiting: 0 })
  })

  it('trusts a CMS configured by address or as localhost, never one named by DNS', () => {
    expect(configuredByAddress('http://127.0.0.1:1337')).toBe(true)
    expect(configuredByAddress('http://localhost:1337')).toBe(true)
    expect(configuredByAddress('http://[::1]:1337')).toBe(true)
    expect(configuredByAddress('http://10.0.0.5')).toBe(true)
    expect(configuredByAddress('https://cms.pdfrest.com')).toBe(false)
    expect(configuredByAddress('https://strapi.mock.pdfrest.test')).toBe(false)
  })

  it('knows private and loopback addresses', () => {
    for (const address of [
      '127.0.0.1',
      '10.1.2.3',
      '172.20.0.1',
      '192.168.1.1',
      '169.254.169.254',
      '100.64.0.1',
      '::1',
      'fd00::1',
      '::ffff:10.0.0.1',
    ]) {
      expect(isPrivateAddress(address), address).toBe(true)
    }
    expect(isPrivateAddress('93.184.216.34')).toBe(false)
  })

  it('offers the image breakpoints at densities 1 and 2 in srcset', () => {
    expect(imageWidths).toEqual([320, 640, 768, 1024, 1280, 1536, 2048, 2560, 3072])
    expect(isAllowedSize(64)).toBe(true)
    expect(imageSrcSet('/uploads/a.png', 640).split(', ')).toHaveLength(5)
    expect(imageUrl('/uploads/a.png', { w: 320 })).toBe('/api/image/?url=%2Fuploads%2Fa.png&w=320')
    expect(imageUrl('/uploads/a.png', { fit: 'contain', h: 64, q: 75, w: 64, f: 'webp' })).toBe(
      '/api/image/?url=%2Fuploads%2Fa.png&w=64&h=64&fit=contain',
    )
  })
})

describe('task queue', () => {
  it('runs at most its concurrency, queues at most its limit and refuses the rest', async () => {
    const queue = createTaskQueue({ concurrency: 1, maxWaiting: 2 })
    let release = () => {}
    const blocked = new Promise<void>((resolve) => {
      release = resolve
    })
    const order: number[] = []
    const runs = [0, 1, 2].map((n) =>
      queue.tryRun(async () => {
        await blocked
        order.push(n)
      }),
    )
    expect(queue.tryRun(async () => undefined)).toBeUndefined()
    expect(queue.stats()).toEqual({ running: 1, waiting: 2 })
    release()
    await Promise.all(runs)
    expect(order).toEqual([0, 1, 2])
    expect(queue.stats()).toEqual({ running: 0, waiting: 0 })
  })
})
