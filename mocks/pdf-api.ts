import { createHash } from 'node:crypto'
import { HttpResponse, http, type RequestHandler } from 'msw'
import { blankPdfParams, blankPdfProblem } from '#domain/pdf-api/catalogue/blank-pdf.ts'
import { inputError, invoiceXmlError } from '#domain/pdf-api/param-docs.ts'
import type { LabTool } from '#domain/pdf-api/lab-tool.ts'
import {
  findLabTool,
  mainFileCount,
  paramProblem,
  paramProblems,
  valuesFromFields,
} from '#domain/pdf-api/tools.ts'
import { crossFieldProblems, extraFileProblem } from './pdf-api-rules.ts'
import { maxUploadBytes, tooLargeMessage, uploadLimits } from '#domain/plans/plan-limits.ts'
import { applyServiceMode } from './controls.ts'
import { isZip } from './fixtures/store-zip.ts'
import { countPdfPages, makePdf } from './fixtures/tiny-pdf.ts'
import { pdfApiFileHandlers } from './pdf-api-files.ts'
import { produceOutput } from './pdf-api-outputs.ts'
import { type StoredFile, apiError as error, store, storedFiles as files } from './pdf-api-store.ts'
import { invoiceNumber, isInvoiceXml, withInvoiceMark, zugferdStatus } from './pdf-api-zugferd.ts'
import { findUserByApiKey, type MockUser } from './users.ts'

export const WATERMARK_TEXT = 'Watermarked by pdfRest Starter, the free plan'
const MB = 1024 * 1024

const isPdf = (bytes: Uint8Array) => new TextDecoder().decode(bytes.slice(0, 5)) === '%PDF-'

type Parsed = { inputs: StoredFile[]; extras: Map<string, StoredFile>; fields: [string, string][] }

/**
 * Multipart (`file` parts, the endpoint's extra file parts, plus fields) or JSON (`id` of uploaded
 * files, the extra files' id fields, plus fields).
 */
async function parseRequest(request: Request, tool?: LabTool): Promise<Parsed> {
  const extraParts = new Map((tool?.extraFiles ?? []).map((extra) => [extra.field, extra.field]))
  const extraIds = new Map((tool?.extraFiles ?? []).map((extra) => [extra.idField, extra.field]))
  const inputs: StoredFile[] = []
  const extras = new Map<string, StoredFile>()
  const fields: [string, string][] = []
  const type = request.headers.get('content-type') ?? ''
  if (type.includes('multipart/form-data')) {
    const form = await request.formData()
    for (const [name, value] of form.entries()) {
      if (value instanceof File) {
        const bytes = new Uint8Array(await value.arrayBuffer())
        const extra = extraParts.get(name)
        if (extra) extras.set(extra, store(value.name, value.type, bytes, false))
        else if (/^file(\[\d*\])?$/.test(name)) inputs.push(store(value.name, value.type, bytes, false))
        // A JSON parameter sent as a part of its own (the n8n node sends render_options so, typed
        // application/json, beside file parts: createZugferd.operation.ts) is that parameter's text.
        else if (tool?.params.some((spec) => spec.name === name && spec.kind === 'json'))
          fields.push([name, new TextDecoder().decode(bytes)])
      } else if (name !== 'id') {
        fields.push([name, value])
      }
    }
    return { inputs, extras, fields }
  }
  const body: unknown = await request.json().catch(() => undefined)
  if (typeof body !== 'object' || body === null) return { inputs, extras, fields }
  const byId = (id: unknown) => (typeof id === 'string' ? files().get(id) : undefined)
  for (const [name, value] of Object.entries(body)) {
    const extra = extraIds.get(name)
    if (name === 'id') {
      for (const id of [value].flat()) {
        const file = byId(id)
        if (file) inputs.push(file)
      }
    } else if (extra) {
      const file = byId(value)
      if (file) extras.set(extra, file)
    } else if (tool?.params.some((spec) => spec.name === name && spec.kind === 'json')) {
      // A JSON parameter is whole, list or object (the n8n node sends shape_objects as either).
      fields.push([name, typeof value === 'string' ? value : JSON.stringify(value)])
    } else {
      // A JSON list is the same as repeated `name[]` multipart fields (merge's parallel `type`/`pages`,
      // split's page groups, restrictions: the Python SDK sends lists, models/_internal.py).
      const list = Array.isArray(value)
      for (const item of [value].flat())
        fields.push([list ? `${name}[]` : name, typeof item === 'string' ? item : JSON.stringify(item)])
    }
  }
  return { inputs, extras, fields }
}

const isDocument = (file: StoredFile) =>
  isPdf(file.bytes) || /\.(md|markdown|txt)$/i.test(file.name) || /^text\/(plain|markdown)/.test(file.type)

/** Whether the main input is the kind the endpoint reads. */
function readsInput(tool: LabTool, input: StoredFile): boolean {
  switch (tool.input) {
    case 'pdf':
      return isPdf(input.bytes)
    case 'zip':
      return isZip(input.bytes)
    case 'document':
      return isDocument(input)
    case 'any':
      return true
  }
}

/** A web page fetched for `/pdf?url=…`: the mock stands in a page naming the address. */
function webPage(address: string): StoredFile | null {
  if (address.length > 2048) return null
  try {
    const url = new URL(address)
    if (url.protocol !== 'https:' && url.protocol !== 'http:') return null
    const page = `<!doctype html><title>${url.hostname}</title><h1>${url.hostname}</h1><p>${url.pathname}</p>`
    return store(`${url.hostname}.html`, 'text/html', new TextEncoder().encode(page), false)
  } catch {
    return null
  }
}

function countCall(user: MockUser, pro: boolean, eu: boolean, inputBytes: number) {
  const { account } = user
  account.totalCalls += 1
  if (pro) account.proToolsCalls += 1
  if (eu) account.euCalls += 1
  const included = uploadLimits[account.plan].includedMb * MB
  if (inputBytes > included) account.fileSizeOverageMb += Math.ceil((inputBytes - included) / MB)
}

// "Encryption" in the mock: the password's hash trails the file (after %%EOF, which viewers ignore).
const PASSWORD_MARK = '%pdfRest-mock-password:'
const passwordHash = (password: string) => createHash('sha256').update(password).digest('hex')
function protectedBy(bytes: Uint8Array): string | null {
  const tail = new TextDecoder('latin1').decode(bytes.slice(-200))
  const at = tail.lastIndexOf(PASSWORD_MARK)
  return at === -1 ? null : tail.slice(at + PASSWORD_MARK.length).trim()
}
function withPassword(bytes: Uint8Array, password: string): Uint8Array {
  const mark = new TextEncoder().encode(`${PASSWORD_MARK}${passwordHash(password)}\n`)
  const joined = new Uint8Array(bytes.length + mark.length)
  joined.set(bytes)
  joined.set(mark, bytes.length)
  return joined
}

/** A real file of the kind the endpoint produces, marked for Starter. */
async function produce(
  tool: LabTool,
  inputs: StoredFile[],
  values: Record<string, string>,
  watermarked: boolean,
) {
  const [first] = inputs
  const lines = [
    `${tool.name} of ${inputs.map((input) => input.name).join(', ')}`,
    ...Object.entries(values).map(
      ([key, value]) => `${key}: ${key.includes('password') ? '********' : value.slice(0, 120)}`,
    ),
  ]
  if (watermarked) lines.push(WATERMARK_TEXT)
  const made = await produceOutput(tool, inputs, values, lines)
  if (tool.id === 'zugferd-pdf' && first)
    return { ...made, bytes: withInvoiceMark(made.bytes, invoiceNumber(first.bytes)) }
  const password = tool.id === 'encrypted-pdf' ? values.new_open_password : undefined
  return first && password ? { ...made, bytes: withPassword(made.bytes, password) } : made
}

/** The first words of a document's text, as the summary and translation stand-ins answer them. */
function summaryOf(input: StoredFile): string {
  const text = new TextDecoder('latin1').decode(input.bytes)
  const words = isPdf(input.bytes)
    ? [...text.matchAll(/\(([^)]*)\)\s*Tj/g)].map((match) => match[1]).join(' ')
    : text
  return words.replace(/\s+/g, ' ').trim().slice(0, 400) || 'The document holds no text.'
}

/** The entries of a stored ZIP (store-only archives, as the mock's own `/zip` writes them). */
function unzipped(archive: StoredFile): { name: string; type: string; bytes: Uint8Array }[] {
  const view = new DataView(archive.bytes.buffer, archive.bytes.byteOffset, archive.bytes.byteLength)
  const entries: { name: string; type: string; bytes: Uint8Array }[] = []
  let at = 0
  while (at + 30 <= archive.bytes.length && view.getUint32(at, true) === 0x04034b50 && entries.length < 100) {
    const size = view.getUint32(at + 18, true)
    const nameLength = view.getUint16(at + 26, true)
    const extraLength = view.getUint16(at + 28, true)
    const name = new TextDecoder().decode(archive.bytes.slice(at + 30, at + 30 + nameLength))
    const start = at + 30 + nameLength + extraLength
    const bytes = archive.bytes.slice(start, start + size)
    const type = name.endsWith('.pdf') ? 'application/pdf' : 'application/octet-stream'
    if (view.getUint16(at + 8, true) === 0) entries.push({ name, type, bytes })
    at = start + size
  }
  return entries
}

function infoFor(input: StoredFile, queries: string) {
  const text = new TextDecoder('latin1').decode(input.bytes)
  const all: Record<string, unknown> = {
    page_count: countPdfPages(input.bytes),
    title: /\/Title\s*\(([^)]*)\)/.exec(text)?.[1] ?? '',
    author: /\/Author\s*\(([^)]*)\)/.exec(text)?.[1] ?? '',
    file_size: input.bytes.length,
    pdf_version: text.slice(5, 8),
    tagged: /\/MarkInfo/.test(text),
    image_only: !/\/Font/.test(text),
    contains_annotations: /\/Annots/.test(text),
    requires_password_to_open: /\/Encrypt/.test(text) || protectedBy(input.bytes) !== null,
    subject: /\/Subject\s*\(([^)]*)\)/.exec(text)?.[1] ?? '',
    producer: /\/Producer\s*\(([^)]*)\)/.exec(text)?.[1] ?? '',
    creator: /\/Creator\s*\(([^)]*)\)/.exec(text)?.[1] ?? '',
    creation_date: '',
    modified_date: '',
    keywords: '',
    custom_metadata: {},
    doc_language: /\/Lang\s*\(([^)]*)\)/.exec(text)?.[1] ?? '',
    filename: input.name,
    contains_signature: /\/Sig\b/.test(text),
    contains_xfa: /\/XFA/.test(text),
    contains_acroforms: /\/AcroForm/.test(text),
    contains_javascript: /\/JavaScript/.test(text),
    contains_transparency: /\/SMask|\/CA\s/.test(text),
    contains_embedded_file: /\/EmbeddedFile/.test(text),
    uses_embedded_fonts: /\/FontFile/.test(text),
    uses_nonembedded_fonts: /\/Font/.test(text) && !/\/FontFile/.test(text),
    restrict_permissions_set: /\/Encrypt/.test(text),
    // A boolean, as the Python SDK's PdfRestInfoResponse validates it (models/public.py).
    pdfa: /pdfaid:part/.test(text),
    pdfua_claim: /pdfuaid:part/.test(text),
    pdfe_claim: false,
    pdfx_claim: /GTS_PDFX/.test(text),
  }
  return {
    ...Object.fromEntries(queries.split(',').map((query) => [query.trim(), all[query.trim()]])),
    // Required by the SDK's PdfRestInfoResponse: every asked query was answered.
    all_queries_processed: true,
  }
}

/**
 * A pdfRest-like API: `Api-Key` header, multipart or `{ id }` JSON input, parameters checked by the
 * lab's own tool declarations, `{ outputUrl, outputId, inputId }` out, real output files, usage counted.
 */
export function pdfApiHandlers(base: string): RequestHandler[] {
  const eu = new URL(base).hostname.startsWith('eu-')
  return [
    ...pdfApiFileHandlers(base),
    http.post(`${base}/blank-pdf`, async ({ request }) => {
      const down = await applyServiceMode('pdfApi')
      if (down) return down
      const user = findUserByApiKey(request.headers.get('api-key') ?? '')
      if (!user) return error(401, 'Invalid API key.')
      const values = valuesFromFields((await parseRequest(request)).fields)
      const problems = [
        ...blankPdfParams.flatMap((spec) => paramProblem(spec, values[spec.name] ?? '') ?? []),
        ...Object.keys(values)
          .filter((name) => !blankPdfParams.some((spec) => spec.name === name))
          .map((name) => `Unknown parameter ${name}`),
      ]
      const rule = problems.length === 0 ? blankPdfProblem(values) : null
      if (problems.length > 0 || rule) return error(400, [...problems, rule].filter(Boolean).join('; '))
      countCall(user, false, eu, 0)
      const count = Number(values.page_count)
      const watermarked = user.account.plan === 'Starter'
      const lines = watermarked ? [WATERMARK_TEXT] : []
      const bytes = makePdf(
        Array.from({ length: count }, () => lines),
        'Blank PDF',
      )
      const name = `${values.output || 'blank'}.pdf`
      const output = store(name, 'application/pdf', bytes, watermarked, user.account.plan)
      return HttpResponse.json({
        outputUrl: `${base}/resource/${output.id}?format=file`,
        // No input, so no inputId: the Python SDK's own test answers only outputId (tests/test_blank_pdf.py).
        outputId: output.id,
      })
    }),
    http.post(`${base}/:endpoint`, async ({ request, params }) => {
      const down = await applyServiceMode('pdfApi')
      if (down) return down
      const name = String(params.endpoint)
      const tool = findLabTool(name)
      if (!tool || tool.id !== name) return error(404, `Unknown endpoint /${name}.`)
      const user = findUserByApiKey(request.headers.get('api-key') ?? '')
      if (!user) return error(401, 'Invalid API key.')
      if (tool.pro && user.account.plan === 'Starter')
        return error(403, 'This tool requires a paid plan with Pro tools.')
      const parsed = await parseRequest(request, tool)
      const { inputs, extras } = parsed
      let fields = parsed.fields
      const address = tool.url ? fields.find(([field]) => field === 'url')?.[1] : undefined
      if (address !== undefined) {
        fields = fields.filter(([field]) => field !== 'url')
        const page = inputs.length === 0 ? webPage(address) : null
        if (inputs.length > 0) return error(400, 'Send either a file or a url, not both.')
        if (!page) return error(400, 'The url must be an http or https address of at most 2048 characters.')
        inputs.push(page)
      }
      const [first] = inputs
      if (!first) return error(400, 'No input file was provided.')
      const { min: mainMin, max: mainMax } = mainFileCount(tool)
      if (inputs.length < mainMin) return error(400, `This tool needs at least ${tool.files.min} files.`)
      if (inputs.length > mainMax) return error(400, `This tool takes at most ${tool.files.max} files.`)
      if (!inputs.every((input) => readsInput(tool, input))) return error(400, inputError[tool.input])
      if (tool.inputType === 'application/xml' && !inputs.every((input) => isInvoiceXml(input.bytes)))
        return error(400, invoiceXmlError)
      const problem = extraFileProblem(tool, extras)
      if (problem) return error(400, problem)
      const every = [...inputs, ...extras.values()]
      const limit = maxUploadBytes(user.account.plan, user.account.maxFileSizeOverride)
      const large = every.find((input) => input.bytes.length > limit)
      if (large) return error(413, tooLargeMessage(large.name, user.account.plan, limit))
      const values = valuesFromFields(fields)
      const problems = [
        ...Object.values(paramProblems(tool, values, [...extras.keys()])),
        ...crossFieldProblems(tool, values, extras),
      ]
      if (problems.length > 0) return error(400, problems.join('; '))
      if (tool.id === 'decrypted-pdf') {
        const hash = protectedBy(first.bytes)
        if (!hash) return error(400, 'The input file is not password protected.')
        if (hash !== passwordHash(values.current_open_password ?? ''))
          return error(400, 'The password is incorrect.')
      }
      countCall(
        user,
        tool.pro,
        eu,
        every.reduce((sum, input) => sum + input.bytes.length, 0),
      )
      const inputId = inputs.length === 1 ? first.id : inputs.map((input) => input.id)
      if (tool.id === 'validated-zugferd')
        return HttpResponse.json({ inputId: first.id, status: zugferdStatus(first.bytes) })
      if (tool.id === 'pdf-info')
        return HttpResponse.json({ inputId: first.id, ...infoFor(first, values.queries ?? '') })
      const inline = values.output_type ? values.output_type === 'json' : tool.output === 'json'
      if (tool.id === 'extracted-text' && inline) {
        const text = new TextDecoder('latin1').decode(first.bytes)
        const words = [...text.matchAll(/\(([^)]*)\)\s*Tj/g)].map((match) => match[1]).join('\n')
        return HttpResponse.json({ inputId: first.id, fullText: words || 'No text found.' })
      }
      if (tool.id === 'markdown' && inline)
        return HttpResponse.json({ inputId: first.id, markdown: `# ${first.name}\n\n${summaryOf(first)}\n` })
      if (tool.id === 'unzip') {
        const unpacked = unzipped(first).map((file) =>
          store(file.name, file.type, file.bytes, false, user.account.plan),
        )
        return HttpResponse.json({
          inputId: first.id,
          files: unpacked.map((file) => ({
            name: file.name,
            id: file.id,
            outputUrl: `${base}/resource/${file.id}?format=file`,
          })),
        })
      }
      if (tool.output === 'json' && values.output_type !== 'file') {
        const source = first.name.replace(/\.[^.]+$/, '')
        if (tool.id === 'translated-pdf-text')
          return HttpResponse.json({
            inputId: first.id,
            source_languages: ['en'],
            output_language: values.output_language,
            translated_text: `# ${source}\n\n(${values.output_language}) ${summaryOf(first)}`,
          })
        return HttpResponse.json({ inputId: first.id, summary: summaryOf(first) })
      }
      const watermarked = user.account.plan === 'Starter'
      // Split makes one file per page group (each `pages[]` entry, or each item of a JSON `pages` list).
      const runs =
        tool.id === 'split-pdf'
          ? fields
              .filter(([field]) => /^pages(\[\d*\])?$/.test(field))
              .map(([, group]) => ({ ...values, pages: group }))
          : [values]
      const outputs: StoredFile[] = []
      for (const run of runs) {
        const made = await produce(tool, every, run, watermarked)
        outputs.push(store(made.name, made.type, made.bytes, watermarked, user.account.plan))
      }
      const [output] = outputs
      if (!output) return error(400, 'Pages is required')
      const many = outputs.length > 1
      return HttpResponse.json({
        outputUrl: many
          ? outputs.map((made) => `${base}/resource/${made.id}?format=file`)
          : `${base}/resource/${output.id}?format=file`,
        outputId: many ? outputs.map((made) => made.id) : output.id,
        inputId,
      })
    }),
  ]
}
