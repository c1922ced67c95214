import { fileEndpointPath, fileEndpoints } from '#domain/pdf-api/file-endpoints.ts'
import { paramDoc } from '#domain/pdf-api/param-docs.ts'
import { labTools, referencePath } from '#domain/pdf-api/tools.ts'
import { endpointSynonyms, fileEndpointSynonyms } from '#domain/pdf-api/catalogue/synonyms.ts'
import type { SearchDoc } from '#domain/search/search-engine.ts'
import { guidePath, guides } from '#shared/docs/guides.ts'

/**
 * The API reference in the search: one entry per endpoint, titled by its path so that the path
 * typed whole (`compressed-pdf`, `/pdf`) puts it first, and one per parameter, linked to its row,
 * with its endpoint beside it (`output` is a parameter of many).
 */
export function referenceDocs(): SearchDoc[] {
  return labTools.flatMap((tool): SearchDoc[] => {
    const params = tool.params.map(paramDoc)
    const endpoint: SearchDoc = {
      id: `endpoint:${tool.id}`,
      kind: 'endpoint',
      title: `/${tool.id}`,
      url: referencePath(tool),
      description: `POST /${tool.id}: ${params.map((param) => param.field).join(', ') || 'file only'}`,
      group: tool.name,
      pro: tool.pro,
      keywords: ['post', ...tool.id.split('-')],
      synonyms: [...(endpointSynonyms[tool.id] ?? [])],
    }
    const parameters = params.map((param): SearchDoc => ({
      id: `param:${tool.id}:${param.field}`,
      kind: 'endpoint',
      title: param.field,
      url: `${referencePath(tool)}#param-${param.field.replace('[]', '')}`,
      description: `${param.label}, a parameter of ${tool.name}`,
      group: `POST /${tool.id}`,
      keywords: [param.label],
    }))
    return [endpoint, ...parameters]
  })
}

/** The file service's endpoints, titled by their paths like the tools'. */
export function fileEndpointDocs(): SearchDoc[] {
  return fileEndpoints.map((endpoint) => ({
    id: `endpoint:${endpoint.slug}`,
    kind: 'endpoint',
    title: endpoint.path,
    url: fileEndpointPath(endpoint),
    description: `${endpoint.method} ${endpoint.path}: ${endpoint.summary}`,
    group: endpoint.name,
    keywords: [endpoint.method.toLowerCase(), endpoint.slug, ...endpoint.fields.map((field) => field.name)],
    synonyms: [...fileEndpointSynonyms[endpoint.slug]],
  }))
}

/** The reference's guides (SDKs, the test server), as pages like the reference overview. */
export function guideDocs(): SearchDoc[] {
  return guides.map((guide) => ({
    id: `page:${guidePath(guide)}`,
    kind: 'page',
    title: guide.title,
    url: guidePath(guide),
    description: guide.description,
    keywords: [guide.navTitle, ...guide.keywords],
  }))
}
