import { describe, expect, it } from 'vitest'
import { fileEndpoints, type FileEndpoint } from '#domain/pdf-api/file-endpoints.ts'
import { buildOpenApi } from '#domain/pdf-api/openapi.ts'
import { makePdf } from './fixtures/tiny-pdf.ts'
import { createStandaloneMocks, standaloneServiceUrl } from './standalone.ts'
import { findUserByEmail } from './users.ts'

/**
 * The file service's reference pages against the mock that plays the API: each documented answer
 * field is what the mock answers, each documented error its words, and /openapi.json says the same.
 */
const origin = 'http://127.0.0.1:5251'
const handle = createStandaloneMocks(origin)
const api = standaloneServiceUrl(origin, 'pdfApi')
const apiKey = findUserByEmail('pro@example.com')?.account.apiKey ?? ''

const call = (path: string, init: RequestInit = {}) =>
  handle(new Request(`${api}${path}`, { ...init, headers: { 'Api-Key': apiKey, ...init.headers } }))

const documented = (slug: FileEndpoint['slug']) => {
  const endpoint = fileEndpoints.find((entry) => entry.slug === slug)
  if (!endpoint) throw new Error(slug)
  return endpoint
}

async function upload(): Promise<string> {
  const form = new FormData()
  form.append('file', new File([makePdf([['Invoice']])], 'invoice.pdf', { type: 'application/pdf' }))
  const answer: { files: { id: string }[] } = await (
    await call('/upload', { method: 'POST', body: form })
  ).json()
  return answer.files[0]?.id ?? ''
}

const keys = (value: object) => Object.keys(value).sort()
const fieldNames = (slug: FileEndpoint['slug']) =>
  documented(slug)
    .answer.fields.map((field) => field.name)
    .sort()
const errorExamples = (slug: FileEndpoint['slug']) => documented(slug).errors.map((error) => error.example)

describe('the file service as its reference pages describe it', () => {
  it('/upload answers the documented fields, and its documented error', async () => {
    const form = new FormData()
    form.append('file', new File([makePdf([['A']])], 'a.pdf', { type: 'application/pdf' }))
    const answer: { files: object[] } = await (await call('/upload', { method: 'POST', body: form })).json()
    expect(keys(answer)).toEqual(fieldNames('upload'))
    expect(keys(answer.files[0] ?? {})).toEqual(['id', 'name'])
    const refused = await call('/upload', { method: 'POST', body: new FormData() })
    expect(refused.status).toBe(400)
    expect(errorExamples('upload')).toContain((await refused.json()).error)
  })

  it('/resource/{id} answers the file by default, every documented info field, and the address with format=url', async () => {
    const id = await upload()
    const file = await call(`/resource/${id}`)
    expect(file.headers.get('content-type')).toBe('application/pdf')
    const info: object = await (await call(`/resource/${id}?format=info`)).json()
    expect(keys(info)).toEqual(fieldNames('resource'))
    const address: object = await (await call(`/resource/${id}?format=url`)).json()
    expect(address).toEqual({ url: expect.stringContaining(`/resource/${id}`) })
    const wrongFormat = await call(`/resource/${id}?format=pdf`)
    expect(wrongFormat.status).toBe(400)
    const missing = await call('/resource/00000000-0000-4000-8000-000000000000?format=info')
    expect(missing.status).toBe(404)
    expect(errorExamples('resource')).toEqual([
      (await wrongFormat.json()).error,
      (await missing.json()).error,
    ])
  })

  it('/delete deletes by a comma-separated ids string in JSON, as the samples send it', async () => {
    const [first, second] = [await upload(), await upload()]
    const response = await call('/delete', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ ids: `${first},${second}` }),
    })
    const answer: object = await response.json()
    expect(keys(answer)).toEqual(fieldNames('delete'))
    expect(answer).toEqual({
      deletionResponses: { [first]: 'successfully deleted', [second]: 'successfully deleted' },
    })
    const refused = await call('/delete', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: '{}',
    })
    expect(refused.status).toBe(400)
    expect(errorExamples('delete')).toContain((await refused.json()).error)
  })

  it('/up answers the documented fields without a key', async () => {
    const answer: object = await (await handle(new Request(`${api}/up`))).json()
    expect(keys(answer)).toEqual(fieldNames('up'))
    expect(keys(documented('up').answer.example ?? {})).toEqual(fieldNames('up'))
  })

  it('/openapi.json declares the same paths, methods, fields and statuses', () => {
    const document = JSON.stringify(buildOpenApi({ siteUrl: 'https://pdfrest.test', groups: [] }))
    const parsed: {
      paths: Record<string, Record<string, { responses: object }>>
      components: { schemas: Record<string, { properties: object }> }
    } = JSON.parse(document)
    const schemaOf = { upload: 'UploadResult', resource: 'ResourceInfo', delete: 'Deletion', up: 'Up' }
    for (const endpoint of fileEndpoints) {
      const operation = parsed.paths[endpoint.path]?.[endpoint.method.toLowerCase()]
      expect(operation, endpoint.path).toBeDefined()
      expect(keys(operation?.responses ?? {})).toEqual(
        ['200', ...endpoint.errors.map((error) => String(error.status))].sort(),
      )
      expect(keys(parsed.components.schemas[schemaOf[endpoint.slug]]?.properties ?? {})).toEqual(
        fieldNames(endpoint.slug),
      )
    }
  })
})
