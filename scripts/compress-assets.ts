import { readdir, readFile, writeFile } from 'node:fs/promises'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { brotliAsset, gzipAsset } from './asset-compression.ts'

/** Writes .br and .gz beside every compressible client asset, so serving them costs no CPU. */
const root = fileURLToPath(new URL('../dist/client/', import.meta.url))
const compressible = /\.(js|mjs|css|html|svg|json|txt|xml|webmanifest|ico)$/

let files = 0
let before = 0
let afterBrotli = 0
for (const entry of await readdir(root, { recursive: true, withFileTypes: true })) {
  if (!entry.isFile() || !compressible.test(entry.name)) continue
  const path = join(entry.parentPath, entry.name)
  const source = await readFile(path)
  if (source.length < 1024) continue
  const brotli = brotliAsset(source)
  await writeFile(`${path}.br`, brotli)
  await writeFile(`${path}.gz`, gzipAsset(source))
  files += 1
  before += source.length
  afterBrotli += brotli.length
}
console.log(`[compress-assets] ${files} files, ${before} bytes -> ${afterBrotli} bytes brotli`)
