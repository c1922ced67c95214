import type { StaticDataRouteOption } from '@tanstack/react-router'

/**
 * Blocks whose interactive parts have no island yet: a page that shows one is hydrated as before.
 * An entry leaves this list when its block gets an island (docs/decisions/021-documents-and-islands.md).
 */
export const blocksWithoutIslands: ReadonlySet<string> = new Set([
  'blocks.code-sample',
  'blocks.pricing-table',
])

type PageMatch = {
  staticData: StaticDataRouteOption
  loaderData?: unknown
  status?: string
  _notFound?: boolean
}

/** Loader data is CMS pages' blocks at most a few levels down (page, page.blocks, tool.page.blocks). */
const MAX_DEPTH = 6

function showsBlockWithoutIsland(value: unknown, depth: number): boolean {
  if (depth > MAX_DEPTH || typeof value !== 'object' || value === null) return false
  if (Array.isArray(value)) return value.some((item) => showsBlockWithoutIsland(item, depth + 1))
  // A prepared block is `{ uid, key, block }` (blocks/define-block.ts); a raw entry has `__component`.
  const component: unknown = 'block' in value ? Reflect.get(value, 'uid') : Reflect.get(value, '__component')
  if (typeof component === 'string') return blocksWithoutIslands.has(component)
  return Object.values(value).some((item) => showsBlockWithoutIsland(item, depth + 1))
}

/**
 * Whether a server-rendered page is a document (HTML and islands, no client router, no hydration):
 * a route of the page is flagged `staticData.document`, or the page is the error or not-found page,
 * and none of its loaders' data shows a block that still needs hydration.
 */
export function isDocumentPage(matches: readonly PageMatch[]): boolean {
  const flagged = matches.some(
    (match) =>
      match.staticData.document === true ||
      match.status === 'notFound' ||
      match.status === 'error' ||
      match._notFound === true,
  )
  return flagged && !matches.some((match) => showsBlockWithoutIsland(match.loaderData, 0))
}
