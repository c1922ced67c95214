import { randomInt } from 'node:crypto'
import {
  type BrotliCompress,
  type BrotliOptions,
  brotliDecompressSync,
  constants,
  createBrotliCompress,
} from 'node:zlib'

/**
 * Brotli's best, for a site's own pages: run once per cached page, off the request path (zlib's thread
 * pool, not the event loop), and every visitor gets the smaller page. `/`: 21,509 bytes at quality 5,
 * 19,668 at 11 (about 0.7 s of one core, once per page and build); decision 067.
 */
export const BEST_BROTLI_QUALITY = 11
/**
 * For entries a visitor can multiply (a page's query values): within ~10% of the best ratio at a
 * tenth of the work, so unique queries cannot turn the cache into a compression queue.
 */
export const QUICK_BROTLI_QUALITY = 5
const MAX_NONCE_BYTES = 65_536

/**
 * The smallest window (in bits) that holds the whole page. Brotli's streaming encoder otherwise takes a
 * 4 MB window whatever the input, and at quality 11 its match finder sizes itself by the window: about
 * 33 MB per compression for a 100 KB page, where a window that fits needs 2 MB and compresses the same.
 */
export function windowBits(size: number): number {
  for (let bits = constants.BROTLI_MIN_WINDOW_BITS; bits < constants.BROTLI_MAX_WINDOW_BITS; bits += 1)
    if ((1 << bits) - 16 >= size) return bits
  return constants.BROTLI_MAX_WINDOW_BITS
}

/**
 * A page compressed once with brotli, with a gap wherever its CSP nonce goes: each replay sends the
 * pieces with its own nonce between them, as an uncompressed meta-block (RFC 7932 §9.2), so a cached
 * page never costs a compression per request nor shares a nonce between visitors.
 */
export type BrotliPieces = { pieces: Buffer[]; nonceLength: number }

/** The bytes of an uncompressed, not-last meta-block holding `bytes` (RFC 7932 §9.2: ISLAST 0, MNIBBLES 4, MLEN-1, ISUNCOMPRESSED 1). */
export function uncompressedMetaBlock(bytes: Buffer): Buffer {
  const header = ((bytes.length - 1) << 3) | (1 << 19)
  return Buffer.concat([Buffer.from([header & 0xff, (header >> 8) & 0xff, (header >> 16) & 0xff]), bytes])
}

/** The pieces with `nonce` between each two, ready to send. */
export function withNonce({ pieces }: BrotliPieces, nonce: Buffer): Buffer[] {
  const gap = uncompressedMetaBlock(nonce)
  return pieces.flatMap((piece, index) => (index === 0 ? [piece] : [gap, piece]))
}

/** Everything the encoder has written so far. */
function drain(encoder: BrotliCompress): Buffer {
  const chunks: Buffer[] = []
  for (let chunk: unknown = encoder.read(); chunk !== null; chunk = encoder.read()) {
    if (Buffer.isBuffer(chunk)) chunks.push(chunk)
  }
  return Buffer.concat(chunks)
}

function written(encoder: BrotliCompress, data: Buffer, operation: number): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    encoder.once('error', reject)
    encoder.write(data)
    encoder.flush(operation, () => {
      encoder.off('error', reject)
      resolve(drain(encoder))
    })
  })
}

/**
 * Bytes the page never holds in a row (UTF-8 continuation bytes, at most three follow each other), new
 * for each gap: the encoder finds nothing in them to match, so it sends them as plain literals, and no
 * later match can copy them.
 */
function standIn(length: number): Buffer {
  return Buffer.from(Array.from({ length }, () => 0x80 + randomInt(64)))
}

/**
 * Compresses the parts of a page (the page cut at each occurrence of its nonce) into pieces that a
 * nonce of `nonceLength` bytes joins. One encoder runs over the page, flushing at each gap, with a
 * stand-in of the nonce's length in the gap, so distances stay right; literal context modelling is
 * off, so the bytes before a piece do not change how it decodes. The result is checked by decoding it
 * once with another nonce; undefined when it does not come back exact (the page is then compressed
 * per request).
 */
export async function brotliAroundNonce(
  parts: Buffer[],
  nonceLength: number,
  quality: number,
): Promise<BrotliPieces | undefined> {
  if (nonceLength < 1 || nonceLength > MAX_NONCE_BYTES) return undefined
  const size = parts.reduce((total, part) => total + part.length, 0) + nonceLength * (parts.length - 1)
  const options: BrotliOptions & { readableHighWaterMark: number } = {
    params: {
      [constants.BROTLI_PARAM_QUALITY]: quality,
      [constants.BROTLI_PARAM_DISABLE_LITERAL_CONTEXT_MODELING]: 1,
      [constants.BROTLI_PARAM_SIZE_HINT]: size,
      [constants.BROTLI_PARAM_LGWIN]: windowBits(size),
    },
    // Read in each flush's callback: the whole page may wait in the buffer without back-pressure.
    readableHighWaterMark: size + 1024,
  }
  const encoder = createBrotliCompress(options)
  try {
    const pieces: Buffer[] = []
    for (const [index, part] of parts.entries()) {
      const last = index === parts.length - 1
      pieces.push(
        await written(
          encoder,
          part,
          last ? constants.BROTLI_OPERATION_FINISH : constants.BROTLI_OPERATION_FLUSH,
        ),
      )
      if (!last) await written(encoder, standIn(nonceLength), constants.BROTLI_OPERATION_FLUSH)
    }
    const result = { pieces, nonceLength }
    const probe = Buffer.alloc(nonceLength)
    const decoded = brotliDecompressSync(Buffer.concat(withNonce(result, probe)))
    return decoded.equals(
      Buffer.concat(parts.flatMap((part, index) => (index === 0 ? [part] : [probe, part]))),
    )
      ? result
      : undefined
  } catch {
    return undefined
  } finally {
    encoder.destroy()
  }
}
