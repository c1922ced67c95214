import type { LabTool } from './lab-tool.ts'
import { labTools } from './tools.ts'

export type ToolGroup = { name: string; tools: LabTool[] }

type BucketLike = { name: string; api_tools: { slug: string; rank: number }[] }

/**
 * The catalogue's endpoints grouped by the CMS tool buckets, in each bucket's rank order; endpoints
 * no bucket lists go under "More". Used by the API lab's picker, the reference's sidebar and the
 * OpenAPI tags, so the three group alike.
 */
export function labToolGroups(buckets: BucketLike[]): ToolGroup[] {
  const placed = new Set<string>()
  const groups = buckets.map((bucket) => {
    const tools = [...bucket.api_tools]
      .sort((a, b) => a.rank - b.rank)
      .flatMap((cmsTool) => labTools.filter((tool) => tool.cmsSlug === cmsTool.slug && !placed.has(tool.id)))
    for (const tool of tools) placed.add(tool.id)
    return { name: bucket.name, tools }
  })
  const rest = labTools.filter((tool) => !placed.has(tool.id))
  return [...groups, ...(rest.length ? [{ name: 'More', tools: rest }] : [])].filter(
    (group) => group.tools.length > 0,
  )
}
