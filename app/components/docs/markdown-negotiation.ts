import { fileEndpoints } from '#domain/pdf-api/file-endpoints.ts'
import { labTools } from '#domain/pdf-api/tools.ts'
import { guides } from '#shared/docs/guides.ts'
import { prefersMarkdown } from '#shared/http/accept-markdown.ts'

/**
 * Which reference page a request wants as Markdown: an endpoint's or a guide's id, `null` for the
 * overview; undefined, not Markdown.
 */
export type MarkdownTarget = { id: string | null } | { missing: true }

const ids = new Set([
  ...labTools.map((tool) => tool.id),
  ...fileEndpoints.map((endpoint) => endpoint.slug),
  ...guides.map((guide) => guide.slug),
])

/**
 * The Markdown a path asks for: `/documentation.md` (or `/documentation/index.md`) and
 * `/documentation/{endpoint or guide}.md` always; `/documentation/` and `/documentation/{…}/` when
 * the Accept header prefers Markdown.
 */
export function markdownTarget(pathname: string, accept: string | null): MarkdownTarget | undefined {
  if (pathname === '/documentation.md' || pathname === '/documentation/index.md') return { id: null }
  const file = /^\/documentation\/([^/]+)\.md$/.exec(pathname)
  if (file) return ids.has(file[1] ?? '') ? { id: file[1] ?? null } : { missing: true }
  if (!prefersMarkdown(accept)) return undefined
  if (pathname === '/documentation/') return { id: null }
  const page = /^\/documentation\/([^/]+)\/$/.exec(pathname)?.[1]
  return page !== undefined && ids.has(page) ? { id: page } : undefined
}
