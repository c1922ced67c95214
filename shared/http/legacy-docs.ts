import { fileEndpoints } from '#domain/pdf-api/file-endpoints.ts'
import { labTools } from '#domain/pdf-api/tools.ts'
import { guides } from '#shared/docs/guides.ts'

/** The reference's own pages: the endpoints, the file service's and the guides. */
const byId = new Set([
  ...labTools.map((tool) => tool.id),
  ...fileEndpoints.map((endpoint) => endpoint.slug),
  ...guides.map((guide) => guide.slug),
])

/**
 * Where an old `/documentation/…` address lands: the endpoint page whose id, tool slug or name a
 * segment names (the deepest segment first: `/documentation/api-reference/compress/` → Compress PDF),
 * else the overview. The reference's own pages return undefined.
 */
export function legacyDocumentationTarget(rest: string): string | undefined {
  const segments = rest.split('/').filter(Boolean)
  if (segments.length === 0) return undefined
  if (segments.length === 1 && byId.has(segments[0] ?? '')) return undefined
  for (const segment of segments.toReversed()) {
    const wanted = segment.toLowerCase().replace(/\.html?$/, '')
    if (wanted.length < 3) continue
    const names = (tool: (typeof labTools)[number]) => [
      tool.id,
      tool.cmsSlug,
      tool.name.toLowerCase().replace(/\W+/g, '-'),
    ]
    const tool =
      labTools.find((entry) => names(entry).includes(wanted)) ??
      labTools.find((entry) => names(entry).some((name) => name.startsWith(wanted))) ??
      labTools.find((entry) => names(entry).some((name) => name.includes(wanted)))
    if (tool) return `/documentation/${tool.id}/`
  }
  return '/documentation/'
}
