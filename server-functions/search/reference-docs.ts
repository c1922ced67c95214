import { paramDoc } from '#domain/pdf-api/param-docs.ts'
import { referencePath } from '#domain/pdf-api/openapi.ts'
import { labTools } from '#domain/pdf-api/tools.ts'
import type { SearchDoc } from '#domain/search/search-engine.ts'

/** The API reference in the search: one entry per endpoint and one per parameter, linked to its row. */
export function referenceDocs(): SearchDoc[] {
  return labTools.flatMap((tool): SearchDoc[] => {
    const params = tool.params.map(paramDoc)
    const endpoint: SearchDoc = {
      id: `endpoint:${tool.id}`,
      kind: 'endpoint',
      title: `POST /${tool.id}`,
      url: referencePath(tool),
      description: `${tool.name} reference: ${params.map((param) => param.field).join(', ') || 'file only'}`,
      pro: tool.pro,
      keywords: [tool.name, ...tool.id.split('-'), ...params.map((param) => param.field)],
    }
    const parameters = params.map((param): SearchDoc => ({
      id: `param:${tool.id}:${param.field}`,
      kind: 'endpoint',
      title: param.field,
      url: `${referencePath(tool)}#param-${param.field.replace('[]', '')}`,
      description: `${param.label}, a parameter of ${tool.name} (POST /${tool.id})`,
      keywords: [param.label, tool.name],
    }))
    return [endpoint, ...parameters]
  })
}
