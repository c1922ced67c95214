import { randomBytes } from 'node:crypto'
import { brotliDecompressSync } from 'node:zlib'
import { describe, expect, it } from 'vitest'
import {
  BEST_BROTLI_QUALITY,
  brotliAroundNonce,
  QUICK_BROTLI_QUALITY,
  uncompressedMetaBlock,
  windowBits,
  withNonce,
} from './brotli-around-nonce.server.ts'
import { splitOn } from './page-cache.server.ts'

const nonceOf = () => randomBytes(16).toString('base64')

/** A page like the site's: repeated markup, text with UTF-8, the nonce in many script tags. */
function page(nonce: string): Buffer {
  const rows = Array.from(
    { length: 400 },
    (_, index) =>
      `<li class="tool">Tool ${index} — “convert” ⌘ <a href="/apitools/tool-${index}/">more</a></li>`,
  )
  const scripts = Array.from(
    { length: 12 },
    (_, index) => `<script nonce="${nonce}">window.x${index}=1</script>`,
  )
  return Buffer.from(
    `<!doctype html><html><head><meta property="csp-nonce" nonce="${nonce}">${scripts.slice(0, 6).join('')}</head><body><ul>${rows.join('')}</ul>${scripts.slice(6).join('')}</body></html>`,
  )
}

/** The window a brotli stream declares in its first bits (RFC 7932 §9.1). */
function streamWindowBits(stream: Buffer): number {
  const bits = (stream[0] ?? 0) | ((stream[1] ?? 0) << 8)
  if ((bits & 1) === 0) return 16
  const n = (bits >> 1) & 7
  if (n !== 0) return 17 + n
  const m = (bits >> 4) & 7
  return m === 0 ? 17 : 8 + m
}

describe('brotli around the nonce', () => {
  it.each([QUICK_BROTLI_QUALITY, BEST_BROTLI_QUALITY])(
    'compresses a page once at quality %i; every replay decodes to the page with its own nonce',
    async (quality) => {
      const stored = nonceOf()
      const parts = splitOn(page(stored), stored)
      expect(parts.length).toBe(14)
      const compressed = await brotliAroundNonce(parts, Buffer.byteLength(stored), quality)
      expect(compressed).toBeDefined()
      if (!compressed) return
      for (let replay = 0; replay < 20; replay += 1) {
        const nonce = nonceOf()
        const sent = Buffer.concat(withNonce(compressed, Buffer.from(nonce)))
        expect(brotliDecompressSync(sent).equals(page(nonce))).toBe(true)
        expect(sent.length).toBeLessThan(page(nonce).length / 5)
      }
    },
  )

  it('works for a page without a nonce, and one that starts or ends with it', async () => {
    for (const body of ['no nonce here', 'NONCE at the start', 'at the end NONCE', 'NONCE']) {
      const parts = splitOn(Buffer.from(body), 'NONCE')
      const compressed = await brotliAroundNonce(parts, 5, BEST_BROTLI_QUALITY)
      if (!compressed) throw new Error(`not compressed: ${body}`)
      const sent = Buffer.concat(withNonce(compressed, Buffer.from('abcde')))
      expect(brotliDecompressSync(sent).toString()).toBe(body.replaceAll('NONCE', 'abcde'))
    }
  })

  it('takes the smallest window that holds the page, not the 4 MB default', async () => {
    expect(windowBits(10)).toBe(10)
    expect(windowBits(1008)).toBe(10)
    expect(windowBits(1009)).toBe(11)
    expect(windowBits(100_000)).toBe(17)
    expect(windowBits(50_000_000)).toBe(24)
    const stored = nonceOf()
    const body = page(stored)
    const compressed = await brotliAroundNonce(splitOn(body, stored), 24, BEST_BROTLI_QUALITY)
    expect(body.length).toBeGreaterThan(30_000)
    expect(streamWindowBits(compressed?.pieces[0] ?? Buffer.alloc(0))).toBe(windowBits(body.length))
  })

  it('an uncompressed meta-block is three header bytes and the bytes themselves', () => {
    // ISLAST 0, MNIBBLES 4 (code 0), MLEN-1 = 23, ISUNCOMPRESSED 1, padding.
    expect([...uncompressedMetaBlock(Buffer.alloc(24)).subarray(0, 3)]).toEqual([0xb8, 0x00, 0x08])
  })
})
