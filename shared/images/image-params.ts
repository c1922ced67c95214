import { z } from 'zod/mini'
import {
  type ImageFit,
  type ImageFormat,
  type ImageQuality,
  imageDefaults,
  imageFits,
  imageFormats,
  imageQualities,
  imageUrl,
  isAllowedSize,
} from './image-url.ts'

/** The largest picture the route encodes (3072 × 2048): the cost of one encode is bounded by it. */
export const MAX_OUTPUT_PIXELS = 3072 * 2048

// Digits exactly as the route writes them: no sign, no leading zero, no spaces, no hex or decimals.
const size = z.pipe(
  z.string().check(z.regex(/^[1-9]\d{0,4}$/)),
  z.transform((text) => Number(text)),
)
const quality = z.pipe(
  z.string().check(z.regex(/^\d{2}$/)),
  z.transform((text) => Number(text)),
)

/** The image route's query: each parameter once, nothing else. URLs come from `image-url.ts`. */
export const imageQuerySchema = z.strictObject({
  url: z.string().check(z.minLength(1), z.maxLength(2048)),
  w: size,
  h: z.optional(size),
  f: z._default(z.enum(imageFormats), imageDefaults.f),
  q: z._default(quality, imageDefaults.q),
  fit: z._default(z.enum(imageFits), imageDefaults.fit),
})

export type ImageQuery = {
  url: string
  w: number
  h?: number
  f: ImageFormat
  q: ImageQuality
  fit: ImageFit
}

export type ParsedImageQuery =
  { ok: true; query: ImageQuery; canonical: string } | { ok: false; message: string }

const qualityOf = (value: number) => imageQualities.find((offered) => offered === value)

/** The query checked against the offered sizes, formats and qualities, with its canonical URL. */
export function parseImageQuery(searchParams: URLSearchParams): ParsedImageQuery {
  const names = [...searchParams.keys()]
  if (new Set(names).size !== names.length) return { ok: false, message: 'Invalid image parameters.' }
  const parsed = imageQuerySchema.safeParse(Object.fromEntries(searchParams))
  if (!parsed.success) return { ok: false, message: 'Invalid image parameters.' }
  const { url, w, h, f, fit } = parsed.data
  const q = qualityOf(parsed.data.q)
  if (q === undefined) return { ok: false, message: 'Invalid image parameters.' }
  if (!isAllowedSize(w) || !isAllowedSize(h) || w * (h ?? 1) > MAX_OUTPUT_PIXELS)
    return { ok: false, message: 'That size is not offered.' }
  const query: ImageQuery = { url, w, h, f, q, fit }
  return { ok: true, query, canonical: imageUrl(url, query) }
}
