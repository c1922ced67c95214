import { stringify } from 'yaml'
import { getGlobalRecord } from '../content/strapi.server.ts'
import { serverEnv } from '../env.server.ts'
import { buildOpenApi, type OpenApiDocument } from '#domain/pdf-api/openapi.ts'
import { labToolGroups } from '#domain/pdf-api/tool-groups.ts'

/** The document as served: tags from the CMS buckets (cached, stale on a CMS outage). */
export async function openApiDocument(): Promise<OpenApiDocument> {
  const global = await getGlobalRecord()
  return buildOpenApi({ siteUrl: serverEnv().siteUrl, groups: labToolGroups(global.api_tool_buckets) })
}

const headers = (type: string) => ({
  'content-type': type,
  'Cache-Control': 'public, max-age=300',
  'Access-Control-Allow-Origin': '*',
})

export async function openApiJsonResponse(): Promise<Response> {
  return new Response(JSON.stringify(await openApiDocument(), null, 2), {
    headers: headers('application/json; charset=utf-8'),
  })
}

export async function openApiYamlResponse(): Promise<Response> {
  return new Response(stringify(await openApiDocument()), {
    headers: headers('application/yaml; charset=utf-8'),
  })
}
