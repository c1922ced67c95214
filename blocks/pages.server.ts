import type { PageBlockData } from './block-data.ts'
import { prefetchBlockData } from './block-loads.gen.server.ts'
import type { BlockProblem, PreparedBlock } from './block-types.ts'
import { pageBlocks } from './page-blocks.server.ts'
import { pagePopulate } from './populate.ts'
import { sanitizeBlockHtml } from '#server/content/sanitize-html.server.ts'
import { serverEnv } from '#server/env.server.ts'
import { errorText } from '#shared/http/error-text.ts'
import type { Seo } from '#shared/content/global.schema.ts'
import type { PageRequest } from '#shared/content/page-request.schema.ts'
import { getPageDocument } from '#server/content/strapi.server.ts'

/** What each content type populates: legal pages no blocks, API tools no SEO component. */
function populateFor({ collection }: PageRequest) {
  if (collection === 'legal-pages') return { seo: true }
  if (collection === 'api-tools') return { blocks: pagePopulate().blocks }
  return pagePopulate()
}

export type LoadedPage =
  | {
      status: 'found'
      title: string
      seo: Seo | null
      body: string | null
      blocks: PreparedBlock[]
      problems: BlockProblem[]
      data: PageBlockData
    }
  | { status: 'not-found' }
  | { status: 'unavailable' }

/**
 * A page with everything its blocks need, read in one parallel round: the document and what block
 * folders prefetch (the tool buckets come with the layout, once per page). Each block's load hook then
 * reads what it shows, from that cache when it was prefetched.
 */
export async function loadPage(
  request: PageRequest,
  options: { preview?: boolean } = {},
): Promise<LoadedPage> {
  const preview = options.preview ?? false
  const [document] = await Promise.all([
    getPageDocument(request, { populate: populateFor(request), preview }).catch((error: unknown) => {
      console.error(`[strapi] could not load ${request.collection}/${request.slug}:`, errorText(error))
      return undefined
    }),
    ...prefetchBlockData(),
  ])
  if (document === undefined) return { status: 'unavailable' }
  if (document === null) return { status: 'not-found' }
  const page = `${request.collection}/${request.slug}`
  const { blocks, problems } = await pageBlocks(document.blocks, { page, clean: sanitizeBlockHtml })
  return {
    status: 'found',
    title: document.title,
    seo: document.seo,
    body: document.body ? sanitizeBlockHtml(document.body) : null,
    blocks,
    problems,
    data: {
      mode: preview || serverEnv().nodeEnv === 'development' ? 'editor' : 'visitor',
    },
  }
}
