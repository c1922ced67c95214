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
export type Manifest = z.infer<typeof manifestSchema>

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

/**
 * The modals an island opens on demand (`data-opens` on its trigger), with the modules it imports
 * for each: the loader fetches them with the island's own chunks on the first intent, instead of one
 * dynamic import after another once the island runs.
 */
export const islandModals: Record<string, Record<string, string[]>> = {
  auth: {
    'sign-in': ['app/components/auth/auth-dialog.tsx', 'app/components/auth/sign-in-panel.tsx'],
    'sign-up': ['app/components/auth/auth-dialog.tsx', 'app/components/auth/sign-up-panel.tsx'],
  },
}

/** Each island's static chunks (key `island`), and with them each of its modals' (`island:modal`). */
export function islandPreloads(manifest: Manifest, url: (key: string) => string): Record<string, string[]> {
  const preloads: Record<string, string[]> = {}
  for (const key of Object.keys(manifest)) {
    const name = islandSource.exec(key)?.[1]
    if (!name) continue
    preloads[name] = [...staticChunks(manifest, [ISLANDS_ENTRY_SOURCE, key])].map(url)
    for (const [modal, modules] of Object.entries(islandModals[name] ?? {}))
      preloads[`${name}:${modal}`] = [...staticChunks(manifest, [ISLANDS_ENTRY_SOURCE, key, ...modules])].map(
        url,
      )
  }
  return preloads
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
  cached = { entry: url(ISLANDS_ENTRY_SOURCE), preloads: islandPreloads(manifest, url) }
  return cached
}
