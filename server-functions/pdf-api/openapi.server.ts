import { stringify } from 'yaml'
import { contentVersion } from '../content/cache.server.ts'
import { getGlobalRecord } from '../content/strapi.server.ts'
import { serverEnv } from '../env.server.ts'
import { buildOpenApi, type OpenApiDocument } from '#domain/pdf-api/openapi.ts'
import { labToolGroups, type ToolGroup } from '#domain/pdf-api/tool-groups.ts'

/**
 * The document as served: tags from the CMS buckets (cached, stale on a CMS outage). Building and
 * writing it out takes tens of milliseconds (YAML the most), so each text is made once per content
 * version and grouping, then served as it is; a publish (a new version) or a change of the CMS
 * buckets read after a refresh makes the next request build it again.
 */
type Built = { key: string; document: OpenApiDocument; json?: string; yaml?: string }
let built: Built | undefined

/** What the document depends on: the content version and how the buckets group the endpoints. */
function keyOf(groups: ToolGroup[]): string {
  const grouping = groups.map((group) => [group.name, ...group.tools.map((tool) => tool.id)])
  return `${contentVersion()}:${JSON.stringify(grouping)}`
}

/** The texts made for the current key so far, and the document they are made from. */
async function current(): Promise<Built> {
  const global = await getGlobalRecord()
  const groups = labToolGroups(global.api_tool_buckets)
  const key = keyOf(groups)
  if (built?.key !== key) built = { key, document: buildOpenApi({ siteUrl: serverEnv().siteUrl, groups }) }
  return built
}

const headers = (type: string) => ({
  'content-type': type,
  'Cache-Control': 'public, max-age=300',
  'Access-Control-Allow-Origin': '*',
})

export async function openApiJsonResponse(): Promise<Response> {
  const entry = await current()
  entry.json ??= JSON.stringify(entry.document, null, 2)
  return new Response(entry.json, { headers: headers('application/json; charset=utf-8') })
}

export async function openApiYamlResponse(): Promise<Response> {
  const entry = await current()
  entry.yaml ??= stringify(entry.document)
  return new Response(entry.yaml, { headers: headers('application/yaml; charset=utf-8') })
}
