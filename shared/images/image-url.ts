/**
 * Image route URLs (docs/product.md#images), client-safe and free of zod: `CmsImage` builds them on every page, and
 * the query schema in `image-params.ts` would otherwise be built in the browser for nothing.
 */

/** The image breakpoints (xs 320 … 2xl 1536) at densities 1 and 2: the only widths served. */
export const imageBreakpoints = [320, 640, 768, 1024, 1280, 1536] as const
export const imageWidths: number[] = [
  ...new Set([...imageBreakpoints, ...imageBreakpoints.map((width) => width * 2)]),
].sort((a, b) => a - b)

export const IMAGE_ROUTE = '/api/image/'

/** Small fixed sizes for icons and avatars, also allowed. */
export const fixedImageSizes = [16, 24, 32, 48, 64, 96, 128] as const

/**
 * WebP is what pages use; PNG and JPEG for anything that cannot show it. AVIF is not offered: one
 * large AVIF encode took seconds of CPU and left ~70 MB of native memory behind (decision 019).
 */
export const imageFormats = ['webp', 'png', 'jpeg'] as const
/** `outside` is not offered: it can make the output larger than the box asked for. */
export const imageFits = ['cover', 'contain', 'inside', 'fill'] as const
export const imageQualities = [60, 75, 90] as const
export const imageDefaults = { f: 'webp', q: 75, fit: 'cover' } as const

export type ImageFormat = (typeof imageFormats)[number]
export type ImageFit = (typeof imageFits)[number]
export type ImageQuality = (typeof imageQualities)[number]
export type ImageOptions = { w: number; h?: number; f?: ImageFormat; q?: ImageQuality; fit?: ImageFit }

export function isAllowedSize(size: number | undefined): boolean {
  if (size === undefined) return true
  return imageWidths.includes(size) || fixedImageSizes.some((fixed) => fixed === size || fixed * 2 === size)
}

/**
 * The one spelling of an image URL: parameters in a fixed order, defaults left out, `fit` only with
 * a height. The route redirects any other spelling here, so a CDN stores each image once.
 */
export function imageUrl(src: string, { w, h, f, q, fit }: ImageOptions): string {
  const params = new URLSearchParams({ url: src, w: String(w) })
  if (h !== undefined) params.set('h', String(h))
  if (f !== undefined && f !== imageDefaults.f) params.set('f', f)
  if (q !== undefined && q !== imageDefaults.q) params.set('q', String(q))
  if (h !== undefined && fit !== undefined && fit !== imageDefaults.fit) params.set('fit', fit)
  return `${IMAGE_ROUTE}?${params}`
}

/** `srcset` over the breakpoints up to twice the displayed width (densities 1 and 2). */
export function imageSrcSet(src: string, displayWidth: number): string {
  return imageWidths
    .filter((width) => width <= displayWidth * 2)
    .map((width) => `${imageUrl(src, { w: width })} ${width}w`)
    .join(', ')
}
