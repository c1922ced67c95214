import { readFileSync } from 'node:fs'
import { resolve } from 'node:path'
import { z } from 'zod'

/** Where `vite build --config vite.islands.config.ts` writes its manifest (outside the public files). */
export const ISLANDS_MANIFEST = 'dist/islands-manifest.json'
/** The islands' entry, as the manifest names it and as the dev server serves it. */
export const ISLANDS_ENTRY_SOURCE = 'app/islands/islands.entry.ts'
/** The islands' chunks sit with the app's hashed, immutable assets. */
export const ISLANDS_BASE = '/assets/islands/'

const manifestSchema = z.record(
  z.string(),
  z.object({ file: z.string().min(1), imports: z.array(z.string()).optional() }),
)
type Manifest = z.infer<typeof manifestSchema>

/** What the island loader needs: the entry, and each island's chunks to fetch ahead on intent. */
export type IslandAssets = { entry: string; preloads: Record<string, string[]> }

const islandSource = /^app\/islands\/(.+)\.island\.tsx?$/

function staticChunks(manifest: Manifest, keys: string[], seen = new Set<string>()): Set<string> {
  for (const key of keys) {
    const chunk = manifest[key]
    if (!chunk || seen.has(key)) continue
    seen.add(key)
    staticChunks(manifest, chunk.imports ?? [], seen)
  }
  return seen
}

let cached: IslandAssets | undefined

/**
 * The URLs a document page's island loader uses: in a build, the hashed entry the islands' manifest
 * names and each island's static chunks (read once per process); under the dev server, the source
 * module and no preloads.
 */
export function islandAssets(): IslandAssets {
  if (import.meta.env.DEV) return { entry: `/${ISLANDS_ENTRY_SOURCE}`, preloads: {} }
  if (cached) return cached
  const path = resolve(process.env.ISLANDS_MANIFEST ?? ISLANDS_MANIFEST)
  const manifest = manifestSchema.parse(JSON.parse(readFileSync(path, 'utf8')))
  const entry = manifest[ISLANDS_ENTRY_SOURCE]
  if (!entry) throw new Error(`${path} has no entry for ${ISLANDS_ENTRY_SOURCE}`)
  const url = (key: string) => `${ISLANDS_BASE}${manifest[key]?.file ?? ''}`
  const preloads: Record<string, string[]> = {}
  for (const key of Object.keys(manifest)) {
    const name = islandSource.exec(key)?.[1]
    if (name) preloads[name] = [...staticChunks(manifest, [ISLANDS_ENTRY_SOURCE, key])].map(url)
  }
  cached = { entry: url(ISLANDS_ENTRY_SOURCE), preloads }
  return cached
}
