import { Ajv2020 } from 'ajv/dist/2020.js'
import addFormats from 'ajv-formats'
import fc from 'fast-check'
import { afterAll, describe, expect, it } from 'vitest'
import { buildOpenApi } from '#domain/pdf-api/openapi.ts'
import { labToolGroups } from '#domain/pdf-api/tool-groups.ts'
import { labTools } from '#domain/pdf-api/tools.ts'
import { apiToolBuckets } from './fixtures/tools.ts'
import { storeZip } from './fixtures/store-zip.ts'
import { makePdf } from './fixtures/tiny-pdf.ts'
import { pdfApiHandlers } from './pdf-api.ts'
import { startMockServerFor } from './test-server.ts'
import { findUserByEmail } from './users.ts'

/*
 * The reference and the mock held together: every request here is built from the OpenAPI document
 * alone (its schemas, enums, limits, required lists and documented answers), never from a list kept
 * by hand. Valid requests must succeed with the documented answer; each broken one breaks one rule
 * and must get a documented status with the `{ error }` shape.
 */
const base = 'https://api.pdf.test'
startMockServerFor(pdfApiHandlers(base))

type Schema = { [key: string]: unknown }
const isSchema = (value: unknown): value is Schema => typeof value === 'object' && value !== null
const child = (value: unknown, ...keys: string[]): Schema => {
  let at: unknown = value
  for (const key of keys.filter(Boolean)) at = isSchema(at) ? at[key] : undefined
  if (!isSchema(at)) throw new Error(`no ${keys.join('.')}`)
  return at
}
const strings = (value: unknown): string[] =>
  Array.isArray(value) ? value.filter((item): item is string => typeof item === 'string') : []
const numberOf = (schema: Schema, key: string): number | undefined =>
  typeof schema[key] === 'number' ? schema[key] : undefined

const buckets = apiToolBuckets.map((bucket) => ({
  name: bucket.name,
  api_tools: bucket.api_tools.map((tool) => ({ slug: tool.slug, rank: tool.rank ?? 0 })),
}))
const document = buildOpenApi({ siteUrl: 'https://pdfrest.test', groups: labToolGroups(buckets) })
const ajv = new Ajv2020({ strict: false, allErrors: true })
addFormats(ajv)
ajv.addSchema({ $id: 'openapi', components: document.components })
const matches = (schema: unknown, body: unknown) =>
  ajv.validate({ $ref: 'openapi#', ...resolveRefs(schema) }, body)
function resolveRefs(schema: unknown): Schema {
  // `#/components/…` inside the document becomes a reference into the registered `openapi` schema.
  return JSON.parse(JSON.stringify(schema).replaceAll('"#/components/', '"openapi#/components/'))
}

const operations = Object.entries(child(document, 'paths'))
  .filter(([path]) => labTools.some((tool) => `/${tool.id}` === path))
  .map(([path, item]) => {
    const post = child(item, 'post')
    const form = child(post, 'requestBody', 'content', 'multipart/form-data', 'schema')
    return {
      path,
      post,
      properties: child(form, 'properties'),
      required: strings(form.required),
      // Cross-field rules (a custom profile needs its file, …): generated requests must keep them.
      rules: Array.isArray(form.allOf) ? { allOf: form.allOf } : {},
      statuses: Object.keys(child(post, 'responses')),
      pro: post['x-pro-tool'] === true,
    }
  })
type Operation = (typeof operations)[number]

const demoKey = (email: string) => {
  const user = findUserByEmail(email)
  if (!user) throw new Error(`no demo user ${email}`)
  return user.account.apiKey
}
const PNG = Uint8Array.from(
  Buffer.from(
    'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
    'base64',
  ),
)

/** The smallest Cross Industry Invoice: what its media type, application/xml, is read as. */
const INVOICE_XML =
  '<?xml version="1.0" encoding="UTF-8"?>\n<rsm:CrossIndustryInvoice xmlns:rsm="urn:un:unece:uncefact:data:standard:CrossIndustryInvoice:100"/>\n'

/** A file the part's schema documents: a PDF where it says PDF, a ZIP for an archive, else by role. */
function fileFor(name: string, schema: Schema): File {
  const description = String(schema.description ?? '')
  if (name === 'file' && /ZIP archive/.test(description))
    return new File([storeZip([{ name: 'a.pdf', bytes: makePdf([['Zipped']]) }])], 'bundle.zip', {
      type: 'application/zip',
    })
  if (name === 'file' && schema.contentMediaType === 'application/xml')
    return new File([INVOICE_XML], 'invoice.xml', { type: 'application/xml' })
  if (name === 'file')
    return new File([makePdf([['Contract test input']])], 'input.pdf', { type: 'application/pdf' })
  if (/image/.test(description)) return new File([PNG], 'logo.png', { type: 'image/png' })
  if (/\bPDF\b/.test(description))
    return new File([makePdf([['Contract test extra']])], `${name}.pdf`, { type: 'application/pdf' })
  return new File(['pdfRest contract test'], `${name}.txt`, { type: 'text/plain' })
}

const numberText = (min: number, max: number, integer: boolean) =>
  integer
    ? fc.integer({ min, max }).map(String)
    : fc
        .integer({ min: Math.ceil(min * 100), max: Math.floor(max * 100) })
        .map((value) => String(value / 100))

/** A valid value of one non-file property, from its schema alone. */
function valueOf(schema: Schema): fc.Arbitrary<string | string[]> {
  const examples = strings(schema.examples)
  const enumValues = strings(schema.enum)
  if (enumValues.length) return fc.constantFrom(...enumValues)
  if (schema.type === 'integer' || schema.type === 'number')
    return numberText(
      numberOf(schema, 'minimum') ?? 0,
      numberOf(schema, 'maximum') ?? 1000,
      schema.type === 'integer',
    )
  if (schema.type === 'array') {
    const items = child(schema, 'items')
    return fc.array(valueOf(items).map(String), { minLength: 1, maxLength: 3 })
  }
  if (schema.contentMediaType === 'application/json' && examples.length) return fc.constantFrom(...examples)
  if (schema.format === 'uri')
    return fc.webUrl({ validSchemes: ['https'] }).filter((url) => url.length <= 2048)
  const min = Math.max(numberOf(schema, 'minLength') ?? 1, 1)
  const max = Math.min(numberOf(schema, 'maxLength') ?? 40, 40)
  if (typeof schema.pattern === 'string') {
    const pattern = new RegExp(schema.pattern)
    return fc
      .stringMatching(pattern)
      .map((text) => text.trim())
      .filter(
        (text) =>
          text.length >= min && text.length <= (numberOf(schema, 'maxLength') ?? 1000) && pattern.test(text),
      )
  }
  return fc.stringMatching(new RegExp(`^[A-Za-z0-9]{${min},${max}}$`))
}

const isFileSchema = (schema: Schema): boolean =>
  schema.type === 'array'
    ? isSchema(schema.items) && isFileSchema(schema.items)
    : typeof schema.contentMediaType === 'string' && schema.contentMediaType !== 'application/json'

type Request = { fields: [string, string][]; files: [string, File][] }

/** A valid request: every required property, and any of the optional ones. */
function validRequest(operation: Operation): fc.Arbitrary<Request> {
  const entries = Object.entries(operation.properties).filter(([name]) => name !== 'url')
  const parts = entries.map(([name, schema]) => {
    if (!isSchema(schema)) throw new Error(`${operation.path} ${name} has no schema`)
    const isFile = isFileSchema(schema)
    const needed = operation.required.includes(name) || name === 'file'
    const value: fc.Arbitrary<Request> = isFile
      ? fc.constant({
          fields: [],
          files: Array.from(
            { length: Math.max(1, numberOf(schema, 'minItems') ?? 1) },
            (): [string, File] => [name, fileFor(name, isSchema(schema.items) ? schema.items : schema)],
          ),
        })
      : valueOf(schema).map((raw) => ({
          fields: [raw].flat().map((item): [string, string] => [name, item]),
          files: [],
        }))
    return needed ? value : fc.option(value, { nil: undefined })
  })
  return fc
    .tuple(...parts)
    .map((chosen) => ({
      fields: chosen.flatMap((part) => part?.fields ?? []),
      files: chosen.flatMap((part) => part?.files ?? []),
    }))
    .filter((request) =>
      matches(
        operation.rules,
        Object.fromEntries([...request.fields, ...request.files.map(([name]) => [name, 'file'])]),
      ),
    )
}

const entry = (name: string, value: string): [string, string] => [name, value]

type Breakage = {
  rule: string
  status: number
  apiKey?: string
  change: (request: Request) => Request | null
}

/** One rule broken at a time: each comes from a required list, an enum, a limit or a pattern. */
function breakages(operation: Operation): Breakage[] {
  const out: Breakage[] = []
  const without = (name: string) => (request: Request) => ({
    fields: request.fields.filter(([field]) => field !== name),
    files: request.files.filter(([field]) => field !== name),
  })
  const replaced = (name: string, value: string) => (request: Request) => ({
    fields: [...request.fields.filter(([field]) => field !== name), entry(name, value)],
    files: request.files,
  })
  for (const name of operation.required)
    out.push({ rule: `required ${name}`, status: 400, change: without(name) })
  if (!operation.required.includes('file'))
    out.push({ rule: 'no file nor url', status: 400, change: without('file') })
  for (const [name, schema] of Object.entries(operation.properties)) {
    if (!isSchema(schema)) continue
    const enumValues = strings(schema.enum)
    if (enumValues.length)
      out.push({ rule: `enum ${name}`, status: 400, change: replaced(name, 'not-an-option') })
    const maximum = numberOf(schema, 'maximum')
    if (maximum !== undefined)
      out.push({ rule: `maximum ${name}`, status: 400, change: replaced(name, String(maximum + 1)) })
    const minimum = numberOf(schema, 'minimum')
    if (minimum !== undefined)
      out.push({ rule: `minimum ${name}`, status: 400, change: replaced(name, String(minimum - 1)) })
    const maxLength = numberOf(schema, 'maxLength')
    if (maxLength !== undefined && schema.format !== 'uri')
      out.push({ rule: `maxLength ${name}`, status: 400, change: replaced(name, 'a'.repeat(maxLength + 1)) })
    if (typeof schema.pattern === 'string' && !new RegExp(schema.pattern).test('§bad value§'))
      out.push({ rule: `pattern ${name}`, status: 400, change: replaced(name, '§bad value§') })
    if (schema.contentMediaType === 'application/json')
      out.push({
        rule: `json ${name}`,
        status: 400,
        change: replaced(name, '{"not":"the documented shape"}'),
      })
    const minLength = numberOf(schema, 'minLength') ?? 0
    if (minLength > 1 && schema.contentMediaType === undefined)
      out.push({ rule: `minLength ${name}`, status: 400, change: replaced(name, 'a'.repeat(minLength - 1)) })
    const maxItems = name === 'file' ? (numberOf(schema, 'maxItems') ?? 1) : undefined
    if (maxItems !== undefined)
      out.push({
        rule: 'too many files',
        status: 400,
        change: (request) => {
          const [first] = request.files.filter(([field]) => field === 'file')
          return first
            ? { ...request, files: [...request.files, ...Array.from({ length: maxItems }, () => first)] }
            : null
        },
      })
  }
  out.push({ rule: 'unknown parameter', status: 400, change: replaced('not_a_parameter', 'x') })
  out.push({
    rule: 'main file of the wrong kind',
    status: 400,
    change: (request) =>
      // An endpoint that converts any document or image (`/pdf`) has no wrong kind to send it.
      isTyped(labTools.find((tool) => `/${tool.id}` === operation.path))
        ? {
            ...request,
            files: request.files.map(([field, file]): [string, File] =>
              field === 'file' ? [field, new File(['plain words'], 'notes.bin')] : [field, file],
            ),
          }
        : null,
  })
  out.push({ rule: 'no API key', status: 401, apiKey: '', change: (request) => request })
  if (operation.pro)
    out.push({
      rule: 'Pro tool on Starter',
      status: 403,
      apiKey: demoKey('starter@example.com'),
      change: (request) => request,
    })
  return out
}

/** Whether an endpoint's main input has a kind that another file is not (an invoice's XML is). */
const isTyped = (tool: (typeof labTools)[number] | undefined) =>
  tool !== undefined && (tool.input !== 'any' || tool.inputType !== undefined)

let requests = 0
async function send(operation: Operation, request: Request, apiKey: string): Promise<Response> {
  const form = new FormData()
  for (const [name, file] of request.files) form.append(name, file, file.name)
  for (const [name, value] of request.fields) form.append(name, value)
  requests += 1
  return fetch(`${base}${operation.path}`, {
    method: 'POST',
    headers: apiKey ? { 'Api-Key': apiKey } : {},
    body: form,
  })
}

/** Decrypting needs a file encrypted with the password the request carries: made by the API itself. */
async function prepared(operation: Operation, request: Request, apiKey: string): Promise<Request> {
  const given = request.fields.find(([name]) => name === 'current_open_password')?.[1]
  const encrypt = operations.find((candidate) => candidate.path === '/encrypted-pdf')
  const file = request.files.find(([name]) => name === 'file')?.[1]
  if (operation.path !== '/decrypted-pdf' || !given || !encrypt || !file) return request
  // A new open password has at least 6 characters; the one to decrypt with is the same.
  const password = given.padEnd(6, 'x')
  const answer = await send(
    encrypt,
    { fields: [['new_open_password', password]], files: [['file', file]] },
    apiKey,
  )
  const outputId = child(await answer.json(), '').outputId
  const encrypted = await fetch(`${base}/resource/${String(outputId)}?format=file`)
  const bytes = new Uint8Array(await encrypted.arrayBuffer())
  return {
    fields: request.fields.map(([name, value]): [string, string] => [
      name,
      name === 'current_open_password' ? password : value,
    ]),
    files: request.files.map(([name, part]): [string, File] => [
      name,
      name === 'file' ? new File([bytes], 'encrypted.pdf', { type: 'application/pdf' }) : part,
    ]),
  }
}

const errorSchema = { $ref: '#/components/schemas/Error' }
const proKey = () => demoKey('pro@example.com')

describe('the mock PDF API against /openapi.json', () => {
  afterAll(() => {
    console.info(`[contract] ${requests} requests over ${operations.length} endpoints`)
  })

  it('covers every endpoint of the catalogue', () => {
    expect(operations.map((operation) => operation.path).sort()).toEqual(
      labTools.map((tool) => `/${tool.id}`).sort(),
    )
  })

  describe.each(operations)('POST $path', (operation) => {
    const success = child(operation.post, 'responses', '200', 'content', 'application/json', 'schema')

    it('accepts valid requests with the documented answer', async () => {
      await fc.assert(
        fc.asyncProperty(validRequest(operation), async (request) => {
          const response = await send(operation, await prepared(operation, request, proKey()), proKey())
          const body: unknown = await response.json()
          expect(response.status, JSON.stringify(body)).toBe(200)
          expect(matches(success, body), JSON.stringify(body)).toBe(true)
        }),
        { numRuns: 6 },
      )
    })

    it.each(breakages(operation))('refuses a request breaking $rule', async ({ status, apiKey, change }) => {
      expect(operation.statuses).toContain(String(status))
      await fc.assert(
        fc.asyncProperty(validRequest(operation), async (valid) => {
          const broken = change(valid)
          if (!broken) return
          const response = await send(operation, broken, apiKey ?? proKey())
          const body: unknown = await response.json()
          expect(response.status, JSON.stringify(body)).toBe(status)
          expect(matches(errorSchema, body)).toBe(true)
        }),
        { numRuns: 2 },
      )
    })
  })
})
