import { fieldSchema, objectSchema } from './answer-fields.ts'
import { fileEndpoints, type FileEndpoint, resourceUrlFields } from './file-endpoints.ts'

type JsonObject = ReturnType<typeof objectSchema>

/** The answer schema of each file endpoint, by the name /openapi.json has always given it. */
const schemaNames: Record<FileEndpoint['slug'], string> = {
  upload: 'UploadResult',
  resource: 'ResourceInfo',
  delete: 'Deletion',
  up: 'Up',
}

const endpoint = (slug: FileEndpoint['slug']) => {
  const found = fileEndpoints.find((entry) => entry.slug === slug)
  if (!found) throw new Error(`No file endpoint ${slug}`)
  return found
}

const describe = (slug: FileEndpoint['slug'], name: string) =>
  endpoint(slug).fields.find((field) => field.name === name)?.description ?? name

/** Each request body a file endpoint reads, in JSON Schema. */
function requestBody(slug: FileEndpoint['slug']): JsonObject | undefined {
  const url = { type: 'string', format: 'uri', maxLength: 2048 }
  switch (slug) {
    case 'upload':
      return {
        required: true,
        content: {
          'multipart/form-data': {
            schema: {
              type: 'object',
              properties: {
                file: {
                  type: 'array',
                  description: describe('upload', 'file'),
                  items: { type: 'string', contentMediaType: 'application/octet-stream' },
                },
              },
              required: ['file'],
            },
          },
          'application/json': {
            schema: {
              type: 'object',
              description: 'Files to fetch from the web and store, by address.',
              properties: {
                url: {
                  description: describe('upload', 'url'),
                  oneOf: [url, { type: 'array', minItems: 1, maxItems: 10, items: url }],
                },
              },
              required: ['url'],
            },
          },
          'application/octet-stream': {
            schema: {
              type: 'string',
              contentMediaType: 'application/octet-stream',
              description: 'One file as the raw body, named by the Content-Filename header.',
            },
          },
        },
      }
    case 'delete': {
      const schema = objectSchema(endpoint('delete').fields)
      return {
        required: true,
        content: { 'application/json': { schema }, 'multipart/form-data': { schema } },
      }
    }
    default:
      return undefined
  }
}

/** `/upload`, `/resource/{id}`, `/delete` and `/up`, with their answers' schemas. */
export function fileEndpointsOpenApi(
  errorResponse: (description: string, example: string) => JsonObject,
  referenceUrl: (endpoint: FileEndpoint) => string,
): { paths: JsonObject; schemas: JsonObject } {
  const paths: JsonObject = {}
  const schemas: JsonObject = {}
  for (const entry of fileEndpoints) {
    const schemaName = schemaNames[entry.slug]
    schemas[schemaName] = {
      ...(entry.slug === 'resource'
        ? { description: "A stored file, as pdfRest's Python SDK reads it (PdfRestFile)." }
        : {}),
      ...objectSchema(entry.answer.fields),
    }
    const ref = { $ref: `#/components/schemas/${schemaName}` }
    const answer = { 'application/json': { schema: ref } }
    // format=file answers the bytes, format=url the address alone.
    const resourceAnswer = {
      'application/octet-stream': {
        schema: { type: 'string', contentMediaType: 'application/octet-stream' },
      },
      'application/json': { schema: { oneOf: [ref, { $ref: '#/components/schemas/ResourceUrl' }] } },
    }
    const parameters = entry.fields
      .filter((field) => field.in === 'path' || field.in === 'query')
      .map((field) => ({
        name: field.name,
        in: field.in,
        required: field.required,
        schema: fieldSchema(field),
        description: field.description,
      }))
    const body = requestBody(entry.slug)
    paths[entry.path] = {
      [entry.method.toLowerCase()]: {
        operationId: { upload: 'upload', resource: 'getResource', delete: 'deleteFiles', up: 'up' }[
          entry.slug
        ],
        summary: entry.name,
        description: entry.summary,
        tags: ['Files'],
        externalDocs: { description: `${entry.name} reference`, url: referenceUrl(entry) },
        ...(entry.keyRequired ? {} : { security: [] }),
        ...(parameters.length ? { parameters } : {}),
        ...(body ? { requestBody: body } : {}),
        responses: {
          '200': {
            description: entry.answer.text,
            content: entry.slug === 'resource' ? resourceAnswer : answer,
          },
          ...Object.fromEntries(
            entry.errors.map((error) => [String(error.status), errorResponse(error.when, error.example)]),
          ),
        },
      },
    }
  }
  schemas.ResourceUrl = objectSchema(resourceUrlFields)
  return { paths, schemas }
}
