import { brotliCompressSync, constants, gzipSync } from 'node:zlib'

/** The encodings static assets are stored in (`compress-assets.ts`) and measured in (the bench). */
export const brotliAsset = (source: Buffer): Buffer =>
  brotliCompressSync(source, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } })
export const gzipAsset = (source: Buffer): Buffer => gzipSync(source, { level: 9 })
