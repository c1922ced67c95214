import type { ApiToolBucket } from '#server/content/global.schema.ts'
import { labTools } from '#server/pdf-api/tools.ts'
import { toolsByRank } from '~/components/shell/nav-data.ts'
import type { ToolGroup } from './tool-picker.tsx'

/** The lab's tools grouped by the CMS buckets, in the buckets' rank order; the rest under "More". */
export function labToolGroups(buckets: ApiToolBucket[]): ToolGroup[] {
  const placed = new Set<string>()
  const groups = buckets.map((bucket) => {
    const tools = toolsByRank(bucket.api_tools).flatMap((cmsTool) =>
      labTools.filter((tool) => tool.cmsSlug === cmsTool.slug && !placed.has(tool.id)),
    )
    for (const tool of tools) placed.add(tool.id)
    return { name: bucket.name, tools }
  })
  const rest = labTools.filter((tool) => !placed.has(tool.id))
  return [...groups, ...(rest.length ? [{ name: 'More', tools: rest }] : [])].filter(
    (group) => group.tools.length > 0,
  )
}
