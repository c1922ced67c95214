import { Validator } from '@seriousme/openapi-schema-validator'
import { describe, expect, it } from 'vitest'
import { buildOpenApi } from './openapi.ts'
import { labToolGroups } from './tool-groups.ts'
import { labTools } from './tools.ts'

const buckets = [
  { name: 'Optimize', api_tools: [{ slug: 'compress-pdf', rank: 1 }] },
  {
    name: 'Secure',
    api_tools: [
      { slug: 'encrypt-pdf', rank: 2 },
      { slug: 'pdf-redaction', rank: 1 },
    ],
  },
]
const document = buildOpenApi({ siteUrl: 'https://pdfrest.example', groups: labToolGroups(buckets) })

type Node = { [key: string]: unknown }
const isNode = (value: unknown): value is Node => typeof value === 'object' && value !== null
const at = (value: unknown, ...path: string[]): unknown =>
  path.reduce<unknown>((node, key) => (isNode(node) ? node[key] : undefined), value)

describe('buildOpenApi', () => {
  it('is a valid OpenAPI 3.1 document', async () => {
    const validator = new Validator()
    const result = await validator.validate(structuredClone(document))
    expect(result.errors).toBeUndefined()
    expect(result.valid).toBe(true)
    expect(validator.version).toBe('3.1')
  })

  it('has every catalogue tool as a POST endpoint, tagged with its bucket', () => {
    for (const tool of labTools)
      expect(at(document, 'paths', `/${tool.id}`, 'post', 'summary')).toBe(tool.name)
    expect(at(document, 'paths', '/compressed-pdf', 'post', 'tags')).toEqual(['Optimize'])
    expect(at(document, 'paths', '/pdf-with-redacted-text-preview', 'post', 'tags')).toEqual(['Secure'])
    expect(at(document, 'paths', '/merged-pdf', 'post', 'tags')).toEqual(['More'])
  })

  it('declares the API key header, both hosts and the plan limits', () => {
    expect(at(document, 'components', 'securitySchemes', 'ApiKeyAuth')).toMatchObject({
      type: 'apiKey',
      in: 'header',
      name: 'Api-Key',
    })
    expect(at(document, 'servers')).toEqual([
      { url: 'https://api.pdfrest.com', description: 'Global' },
      expect.objectContaining({ url: 'https://eu-api.pdfrest.com' }),
    ])
    expect(at(document, 'info', 'description')).toContain('| Enterprise | 14000 | 1 GB | yes |')
  })

  it('gives parameters their kinds, limits and defaults, and lists as repeated fields', () => {
    const schema = at(document, 'paths', '/pdf-to-png', 'post') ?? at(document, 'paths', '/png', 'post')
    const form = at(schema, 'requestBody', 'content', 'multipart/form-data', 'schema')
    expect(at(form, 'properties', 'resolution')).toMatchObject({
      type: 'integer',
      minimum: 12,
      maximum: 2400,
      default: 300,
    })
    expect(at(form, 'properties', 'color_model')).toMatchObject({
      enum: ['rgb', 'rgba', 'gray'],
      default: 'rgb',
    })
    expect(at(form, 'properties', 'pages[]')).toMatchObject({ type: 'array' })
    expect(at(form, 'required')).toEqual(['file'])
    const merge = at(
      document,
      'paths',
      '/merged-pdf',
      'post',
      'requestBody',
      'content',
      'multipart/form-data',
      'schema',
    )
    expect(at(merge, 'properties', 'file')).toMatchObject({ type: 'array', minItems: 2, maxItems: 10 })
    const encrypt = at(
      document,
      'paths',
      '/encrypted-pdf',
      'post',
      'requestBody',
      'content',
      'multipart/form-data',
      'schema',
    )
    expect(at(encrypt, 'required')).toEqual(['file', 'new_open_password'])
    expect(at(encrypt, 'properties', 'new_open_password')).toMatchObject({
      format: 'password',
      maxLength: 128,
    })
  })

  it('answers errors in the API shape, with 403 only on Pro tools', () => {
    const markdown = at(document, 'paths', '/markdown', 'post', 'responses')
    expect(Object.keys(isNode(markdown) ? markdown : {})).toEqual(['200', '400', '401', '403', '413'])
    expect(at(markdown, '403', 'content', 'application/json', 'example')).toEqual({
      error: 'This tool requires a paid plan with Pro tools.',
      message: 'This tool requires a paid plan with Pro tools.',
    })
    const compress = at(document, 'paths', '/compressed-pdf', 'post', 'responses')
    expect(Object.keys(isNode(compress) ? compress : {})).toEqual(['200', '400', '401', '413'])
    expect(
      at(document, 'paths', '/pdf-info', 'post', 'responses', '200', 'content', 'application/json', 'schema'),
    ).toEqual({
      $ref: '#/components/schemas/PdfInfo',
    })
  })

  it('every pattern it declares compiles as a JSON Schema regex would', () => {
    const patterns: string[] = []
    JSON.stringify(document, (key, value: unknown) => {
      if (key === 'pattern' && typeof value === 'string') patterns.push(value)
      return value
    })
    expect(patterns.length).toBeGreaterThan(3)
    for (const pattern of patterns) expect(() => new RegExp(pattern, 'u')).not.toThrow()
  })
})
