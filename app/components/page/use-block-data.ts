import { getRouteApi } from '@tanstack/react-router'
import type { BlockData, PageBlockData } from '#blocks/block-data.ts'

const root = getRouteApi('__root__')

/**
 * A page's block data with the tool buckets from the layout: the header already carries them, and a
 * second copy in the page's own data was ~10 KB more HTML to send and parse on every page.
 */
export function useBlockData(data: PageBlockData): BlockData {
  const buckets = root.useLoaderData({ select: (layout) => layout.global.api_tool_buckets })
  return { ...data, buckets }
}
