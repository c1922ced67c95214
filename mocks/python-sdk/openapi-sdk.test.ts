import { Ajv2020 } from 'ajv/dist/2020.js'
import addFormats from 'ajv-formats'
import { describe, expect, it } from 'vitest'
import { buildOpenApi } from '#domain/pdf-api/openapi.ts'
import { labToolGroups } from '#domain/pdf-api/tool-groups.ts'
import { sdkOperations } from './operations.ts'

/**
 * `/openapi.json` against pdfRest's Python SDK: each request the SDK sends (operations.ts, written
 * from the SDK) must be a path, a method and a JSON body the document accepts, and every answer
 * field the SDK reads must be documented. One check per fact; the count is logged.
 */
const document = buildOpenApi({ siteUrl: 'https://pdfrest.test', groups: labToolGroups([]) })
const ajv = new Ajv2020({ strict: false, allErrors: true })
addFormats(ajv)
ajv.addSchema({ $id: 'openapi', components: document.components })

type Node = { [key: string]: unknown }
const isNode = (value: unknown): value is Node => typeof value === 'object' && value !== null
const at = (value: unknown, ...path: string[]): unknown =>
  path.reduce<unknown>((node, key) => (isNode(node) ? node[key] : undefined), value)
const resolved = (schema: unknown): object =>
  JSON.parse(JSON.stringify(schema ?? {}).replaceAll('"#/components/', '"openapi#/components/'))
const accepts = (schema: unknown, value: unknown) =>
  ajv.validate({ $ref: 'openapi#', ...resolved(schema) }, value)
const schemaOf = (name: string) => at(document, 'components', 'schemas', name)
const documents = (name: string, ...fields: string[]) =>
  fields.every((field) => at(schemaOf(name), 'properties', field) !== undefined)
const uuid = '1b4e28ba-2fa1-4d3b-a3f5-ef19b5a7633b'
const withUuids = (body: Record<string, unknown>) =>
  JSON.parse(JSON.stringify(body).replace(/"\$[A-Za-z0-9]+"/g, `"${uuid}"`))

const answerSchemas: Record<string, string> = {
  info: 'PdfInfo',
  extractText: 'ExtractedText',
  markdown: 'Markdown',
  summary: 'Summary',
  translation: 'Translation',
}

type Check = { name: string; holds: () => boolean }
const checks: Check[] = [
  ...sdkOperations.flatMap((operation): Check[] => {
    const post = at(document, 'paths', operation.endpoint, 'post')
    const answer = answerSchemas[operation.answer]
    return [
      { name: `${operation.method}: POST ${operation.endpoint} is a path`, holds: () => isNode(post) },
      {
        name: `${operation.method}: the JSON body is accepted`,
        holds: () =>
          accepts(
            at(post, 'requestBody', 'content', 'application/json', 'schema'),
            withUuids(operation.body),
          ),
      },
      {
        name: `${operation.method}: the answer the SDK reads is documented`,
        holds: () =>
          answer ? documents(answer, 'inputId') : documents('FileResult', 'outputId', 'outputUrl'),
      },
    ]
  }),
  {
    name: 'GET /up answers UpResponse',
    holds: () => documents('Up', 'status', 'product', 'releaseDate', 'version'),
  },
  { name: 'POST /delete takes ids', holds: () => isNode(at(document, 'paths', '/delete', 'post')) },
  {
    name: 'POST /upload takes a JSON url list',
    holds: () =>
      accepts(
        at(document, 'paths', '/upload', 'post', 'requestBody', 'content', 'application/json', 'schema'),
        { url: ['https://example.com/a.pdf'] },
      ),
  },
  {
    name: "/resource/{id}'s format defaults to file",
    holds: () =>
      JSON.stringify(at(document, 'paths', '/resource/{id}', 'get', 'parameters')).includes(
        '"default":"file"',
      ),
  },
  {
    name: 'the file info answers what PdfRestFile requires',
    holds: () =>
      accepts(schemaOf('ResourceInfo'), {
        id: uuid,
        name: 'a.pdf',
        url: 'https://api.pdfrest.com/resource/x',
        type: 'application/pdf',
        size: 1,
        modified: '2024-01-01T00:00:00+00:00',
      }) && documents('ResourceInfo', 'scheduledDeletionTimeUtc'),
  },
  {
    name: 'errors document message, which PdfRestErrorResponse reads',
    holds: () => documents('Error', 'message'),
  },
  {
    name: "pdf-info's pdfa is a boolean and all_queries_processed is answered",
    holds: () =>
      at(schemaOf('PdfInfo'), 'properties', 'pdfa', 'type') === 'boolean' &&
      documents('PdfInfo', 'all_queries_processed'),
  },
]

describe("/openapi.json against pdfRest's Python SDK", () => {
  it('agrees on every path, body and answer the SDK uses', () => {
    const failing = checks.filter((check) => !check.holds()).map((check) => check.name)
    console.info(`[openapi-sdk] ${checks.length - failing.length} of ${checks.length} checks agree`)
    expect(failing).toEqual([])
  })
})
