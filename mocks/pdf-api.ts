import { createHash, randomUUID } from 'node:crypto'
import { HttpResponse, http, type RequestHandler } from 'msw'
import sharp from 'sharp'
import { findLabTool, type LabTool, paramProblems, valuesFromFields } from '#domain/pdf-api/tools.ts'
import { maxUploadBytes, tooLargeMessage, uploadLimits } from '#domain/plans/plan-limits.ts'
import { applyServiceMode } from './controls.ts'
import { countPdfPages, makePdf } from './fixtures/tiny-pdf.ts'
import { MINIMAL_DOCX_BASE64, MINIMAL_XLSX_BASE64 } from './fixtures/office-files.ts'
import { defineSlice } from './state.ts'
import { findUserByApiKey, type MockUser } from './users.ts'

type StoredFile = { id: string; name: string; type: string; bytes: Uint8Array; watermarked: boolean }

const files = defineSlice('pdfApi', () => new Map<string, StoredFile>())

export const WATERMARK_TEXT = 'Watermarked by pdfRest Starter, the free plan'
const MB = 1024 * 1024

const error = (status: number, message: string) => HttpResponse.json({ error: message }, { status })
const isPdf = (bytes: Uint8Array) => new TextDecoder().decode(bytes.slice(0, 5)) === '%PDF-'

function store(name: string, type: string, bytes: Uint8Array, watermarked: boolean): StoredFile {
  const file = { id: randomUUID(), name, type, bytes, watermarked }
  files().set(file.id, file)
  return file
}

type Parsed = { inputs: StoredFile[]; fields: [string, string][] }

/** Multipart (`file` parts plus fields) or JSON (`id` of uploaded files plus fields). */
async function parseRequest(request: Request): Promise<Parsed> {
  const type = request.headers.get('content-type') ?? ''
  if (type.includes('multipart/form-data')) {
    const form = await request.formData()
    const inputs: StoredFile[] = []
    const fields: [string, string][] = []
    for (const [name, value] of form.entries()) {
      if (value instanceof File) {
        if (/^file(\[\d*\])?$/.test(name))
          inputs.push(store(value.name, value.type, new Uint8Array(await value.arrayBuffer()), false))
      } else if (name !== 'id') {
        fields.push([name, value])
      }
    }
    return { inputs, fields }
  }
  const body: unknown = await request.json().catch(() => undefined)
  if (typeof body !== 'object' || body === null) return { inputs: [], fields: [] }
  const ids = 'id' in body ? [body.id].flat() : []
  const inputs = ids.flatMap((id) => {
    const file = typeof id === 'string' ? files().get(id) : undefined
    return file ? [file] : []
  })
  const fields = Object.entries(body).flatMap(([name, value]): [string, string][] =>
    name === 'id' ? [] : [value].flat().map((item): [string, string] => [name, String(item)]),
  )
  return { inputs, fields }
}

function countCall(user: MockUser, pro: boolean, eu: boolean, inputBytes: number) {
  const { account } = user
  account.totalCalls += 1
  if (pro) account.proToolsCalls += 1
  if (eu) account.euCalls += 1
  const included = uploadLimits[account.plan].includedMb * MB
  if (inputBytes > included) account.fileSizeOverageMb += Math.ceil((inputBytes - included) / MB)
}

async function renderImage(format: 'png' | 'jpg', lines: string[]): Promise<Uint8Array> {
  const text = lines
    .map(
      (line, index) =>
        `<text x="24" y="${48 + index * 28}" font-size="20" font-family="sans-serif">${line.replace(/[<&>]/g, '')}</text>`,
    )
    .join('')
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="420" height="594"><rect width="100%" height="100%" fill="#fff"/>${text}</svg>`
  const image = sharp(Buffer.from(svg))
  return new Uint8Array(await (format === 'png' ? image.png() : image.jpeg({ quality: 80 })).toBuffer())
}

const fromBase64 = (text: string) => new Uint8Array(Buffer.from(text, 'base64'))

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

/** A real file of the kind the tool produces, marked for Starter. */
async function produce(
  tool: LabTool,
  input: StoredFile,
  values: Record<string, string>,
  watermarked: boolean,
) {
  const lines = [
    `${tool.name} of ${input.name}`,
    ...Object.entries(values).map(
      ([key, value]) => `${key}: ${key.includes('password') ? '********' : value}`,
    ),
  ]
  if (watermarked) lines.push(WATERMARK_TEXT)
  const base = (values.output ?? input.name.replace(/\.[^.]+$/, '')).replace(/\.[^.]+$/, '')
  switch (tool.output) {
    case 'png':
    case 'jpg':
      return {
        name: `${base}.${tool.output}`,
        type: `image/${tool.output === 'png' ? 'png' : 'jpeg'}`,
        bytes: await renderImage(tool.output, lines),
      }
    case 'md':
      return {
        name: `${base}.md`,
        type: 'text/markdown',
        bytes: new TextEncoder().encode(`# ${input.name}\n\n${lines.slice(1).join('\n\n')}\n`),
      }
    case 'docx':
      return {
        name: `${base}.docx`,
        type: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
        bytes: fromBase64(MINIMAL_DOCX_BASE64),
      }
    case 'xlsx':
      return {
        name: `${base}.xlsx`,
        type: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
        bytes: fromBase64(MINIMAL_XLSX_BASE64),
      }
    default: {
      const pdf = makePdf([lines], `${tool.name} output`)
      const password = tool.id === 'encrypted-pdf' ? values.new_open_password : undefined
      return {
        name: `${base}.pdf`,
        type: 'application/pdf',
        bytes: password ? withPassword(pdf, password) : pdf,
      }
    }
  }
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
  }
  return Object.fromEntries(queries.split(',').map((query) => [query.trim(), all[query.trim()]]))
}

/**
 * A pdfRest-like API: `Api-Key` header, multipart or `{ id }` JSON input, parameters checked by the
 * lab's own tool declarations, `{ outputUrl, outputId, inputId }` out, real output files, usage counted.
 */
export function pdfApiHandlers(base: string): RequestHandler[] {
  const eu = new URL(base).hostname.startsWith('eu-')
  return [
    http.post(`${base}/upload`, async ({ request }) => {
      const down = await applyServiceMode('pdfApi')
      if (down) return down
      if (!findUserByApiKey(request.headers.get('api-key') ?? '')) return error(401, 'Invalid API key.')
      const { inputs } = await parseRequest(request)
      if (inputs.length === 0) return error(400, 'No file was uploaded.')
      return HttpResponse.json({ files: inputs.map((file) => ({ name: file.name, id: file.id })) })
    }),
    http.get(`${base}/resource/:id`, async ({ params, request }) => {
      const down = await applyServiceMode('pdfApi')
      if (down) return down
      const file = files().get(String(params.id))
      if (!file) return error(404, 'Resource not found.')
      if (new URL(request.url).searchParams.get('format') === 'info') {
        return HttpResponse.json({
          id: file.id,
          name: file.name,
          size: file.bytes.length,
          watermarked: file.watermarked,
        })
      }
      return new HttpResponse(file.bytes, {
        headers: { 'content-type': file.type, 'content-disposition': `attachment; filename="${file.name}"` },
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
      const { inputs, fields } = await parseRequest(request)
      const [first] = inputs
      if (!first) return error(400, 'No input file was provided.')
      if (inputs.length < tool.files.min)
        return error(400, `This tool needs at least ${tool.files.min} files.`)
      if (inputs.length > tool.files.max)
        return error(400, `This tool takes at most ${tool.files.max} files.`)
      if (tool.input === 'pdf' && !inputs.every((input) => isPdf(input.bytes)))
        return error(400, 'The input file is not a valid PDF.')
      const limit = maxUploadBytes(user.account.plan, user.account.maxFileSizeOverride)
      const large = inputs.find((input) => input.bytes.length > limit)
      if (large) return error(413, tooLargeMessage(large.name, user.account.plan, limit))
      const values = valuesFromFields(fields)
      const problems = Object.values(paramProblems(tool, values))
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
        inputs.reduce((sum, input) => sum + input.bytes.length, 0),
      )
      if (tool.id === 'pdf-info')
        return HttpResponse.json({ inputId: first.id, ...infoFor(first, values.queries ?? '') })
      if (tool.id === 'extracted-text') {
        const text = new TextDecoder('latin1').decode(first.bytes)
        const words = [...text.matchAll(/\(([^)]*)\)\s*Tj/g)].map((match) => match[1]).join('\n')
        return HttpResponse.json({ inputId: first.id, fullText: words || 'No text found.' })
      }
      const watermarked = user.account.plan === 'Starter'
      const made = await produce(tool, first, values, watermarked)
      const output = store(made.name, made.type, made.bytes, watermarked)
      return HttpResponse.json({
        outputUrl: `${base}/resource/${output.id}?format=file`,
        outputId: output.id,
        inputId: inputs.length === 1 ? first.id : inputs.map((input) => input.id),
      })
    }),
  ]
}
