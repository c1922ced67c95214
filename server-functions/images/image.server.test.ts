import { setupServer } from 'msw/node'
import sharp from 'sharp'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { strapiHandlers } from '#mocks/strapi.ts'
import { serverEnv } from '../env.server.ts'
import { imageSrcSet, imageUrl, imageWidths, isAllowedSize } from './image-url.ts'
import { configuredByAddress, isPrivateAddress, serveImage } from './image.server.ts'

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

  it('offers the SPEC breakpoints at densities 1 and 2 in srcset', () => {
    expect(imageWidths).toEqual([320, 640, 768, 1024, 1280, 1536, 2048, 2560, 3072])
    expect(isAllowedSize(64)).toBe(true)
    expect(imageSrcSet('/uploads/a.png', 640).split(', ')).toHaveLength(5)
    expect(imageUrl('/uploads/a.png', { w: 320 })).toBe('/api/image/?url=%2Fuploads%2Fa.png&w=320')
  })
})
