import { z } from 'zod/mini'

/** SPEC §9 image breakpoints (xs 320 … 2xl 1536) at densities 1 and 2: the only widths served. */
export const imageBreakpoints = [320, 640, 768, 1024, 1280, 1536] as const
export const imageWidths: number[] = [
  ...new Set([...imageBreakpoints, ...imageBreakpoints.map((width) => width * 2)]),
].sort((a, b) => a - b)
export const IMAGE_ROUTE = '/api/image/'

/** Small fixed sizes for icons and avatars, also allowed. */
export const fixedImageSizes = [16, 24, 32, 48, 64, 96, 128] as const

export const imageQuerySchema = z.object({
  url: z.string().check(z.minLength(1), z.maxLength(2048)),
  w: z.optional(z.coerce.number().check(z.int(), z.minimum(1), z.maximum(3072))),
  h: z.optional(z.coerce.number().check(z.int(), z.minimum(1), z.maximum(3072))),
  f: z._default(z.enum(['webp', 'avif', 'png', 'jpeg']), 'webp'),
  q: z._default(z.coerce.number().check(z.int(), z.minimum(30), z.maximum(95)), 75),
  fit: z._default(z.enum(['cover', 'contain', 'inside', 'outside', 'fill']), 'cover'),
})
export type ImageQuery = z.infer<typeof imageQuerySchema>

export function isAllowedSize(size: number | undefined): boolean {
  if (size === undefined) return true
  return imageWidths.includes(size) || fixedImageSizes.some((fixed) => fixed === size || fixed * 2 === size)
}

export function imageUrl(
  src: string,
  options: { w?: number; h?: number; f?: ImageQuery['f']; q?: number; fit?: ImageQuery['fit'] },
): string {
  const params = new URLSearchParams({ url: src })
  for (const [key, value] of Object.entries(options)) if (value !== undefined) params.set(key, String(value))
  return `${IMAGE_ROUTE}?${params}`
}

/** `srcset` over the breakpoints up to twice the displayed width (densities 1 and 2). */
export function imageSrcSet(src: string, displayWidth: number): string {
  return imageWidths
    .filter((width) => width <= displayWidth * 2)
    .map((width) => `${imageUrl(src, { w: width })} ${width}w`)
    .join(', ')
}
