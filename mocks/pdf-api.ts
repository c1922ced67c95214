import { randomUUID } from 'node:crypto'
import { HttpResponse, http, type RequestHandler } from 'msw'
import { applyServiceMode } from './controls.ts'
import { defineSlice } from './state.ts'
import { findUserByApiKey, type MockUser } from './users.ts'

type StoredFile = { id: string; name: string; type: string; bytes: Uint8Array; watermarked: boolean }

const files = defineSlice('pdfApi', () => new Map<string, StoredFile>())

/** Endpoints the mock answers, and whether each is a Pro tool (Starter cannot call those). */
export const pdfApiEndpoints = {
  'compressed-pdf': { pro: false, output: 'pdf' },
  'merged-pdf': { pro: false, output: 'pdf' },
  'split-pdf': { pro: false, output: 'pdf' },
  pdf: { pro: false, output: 'pdf' },
  word: { pro: false, output: 'docx' },
  excel: { pro: false, output: 'xlsx' },
  png: { pro: false, output: 'png' },
  jpg: { pro: false, output: 'jpg' },
  markdown: { pro: true, output: 'md' },
  'pdf-with-ocr-text': { pro: true, output: 'pdf' },
  'extracted-text': { pro: false, output: 'json' },
  'encrypted-pdf': { pro: false, output: 'pdf' },
  'decrypted-pdf': { pro: false, output: 'pdf' },
  'watermarked-pdf': { pro: false, output: 'pdf' },
  'pdf-with-redacted-text-preview': { pro: true, output: 'pdf' },
  'pdf-with-redacted-text-applied': { pro: true, output: 'pdf' },
  pdfa: { pro: false, output: 'pdf' },
  'pdf-info': { pro: false, output: 'json' },
} as const

const error = (status: number, message: string) => HttpResponse.json({ error: message }, { status })
const isPdf = (bytes: Uint8Array) => new TextDecoder().decode(bytes.slice(0, 5)) === '%PDF-'

async function inputsOf(request: Request): Promise<StoredFile[]> {
  const type = request.headers.get('content-type') ?? ''
  if (type.includes('multipart/form-data')) {
    const form = await request.formData()
    const uploads = form.getAll('file').filter((value) => value instanceof File)
    return Promise.all(
      uploads.map(async (file) =>
        store(file.name, file.type, new Uint8Array(await file.arrayBuffer()), false),
      ),
    )
  }
  const body: unknown = await request.json().catch(() => undefined)
  const ids = typeof body === 'object' && body !== null && 'id' in body ? [body.id].flat() : []
  return ids.flatMap((id) => {
    const file = typeof id === 'string' ? files().get(id) : undefined
    return file ? [file] : []
  })
}

function store(name: string, type: string, bytes: Uint8Array, watermarked: boolean): StoredFile {
  const file = { id: randomUUID(), name, type, bytes, watermarked }
  files().set(file.id, file)
  return file
}

function countCall(user: MockUser, pro: boolean, eu: boolean) {
  user.account.totalCalls += 1
  if (pro) user.account.proToolsCalls += 1
  if (eu) user.account.euCalls += 1
}

/** A pdfRest-like API: `Api-Key` header, multipart or `{id}` JSON input, `{outputUrl, outputId, inputId}` out. */
export function pdfApiHandlers(base: string): RequestHandler[] {
  const eu = new URL(base).hostname.startsWith('eu-')
  return [
    http.post(`${base}/upload`, async ({ request }) => {
      const down = await applyServiceMode('pdfApi')
      if (down) return down
      if (!findUserByApiKey(request.headers.get('api-key') ?? '')) return error(401, 'Invalid API key.')
      const uploaded = await inputsOf(request)
      if (uploaded.length === 0) return error(400, 'No file was uploaded.')
      return HttpResponse.json({ files: uploaded.map((file) => ({ name: file.name, id: file.id })) })
    }),
    http.get(`${base}/resource/:id`, async ({ params, request }) => {
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
      const endpoint = Object.entries(pdfApiEndpoints).find(([key]) => key === name)?.[1]
      if (!endpoint) return error(404, `Unknown endpoint /${name}.`)
      const user = findUserByApiKey(request.headers.get('api-key') ?? '')
      if (!user) return error(401, 'Invalid API key.')
      if (endpoint.pro && user.account.plan === 'Starter')
        return error(403, 'This tool requires a paid plan with Pro tools.')
      const inputs = await inputsOf(request)
      const [first] = inputs
      if (!first) return error(400, 'No input file was provided.')
      if (name !== 'pdf' && !inputs.every((input) => isPdf(input.bytes)))
        return error(400, 'The input file is not a valid PDF.')
      countCall(user, endpoint.pro, eu)
      const watermarked = user.account.plan === 'Starter'
      const baseName = first.name.replace(/\.[^.]+$/, '')
      if (endpoint.output === 'json') {
        const text = new TextDecoder().decode(first.bytes)
        const body =
          name === 'pdf-info'
            ? {
                inputId: first.id,
                file_size: first.bytes.length,
                page_count: Math.max(1, (text.match(/\/Type\s*\/Page\b/g) ?? []).length),
                pdf_version: text.slice(5, 8),
              }
            : { inputId: first.id, fullText: text.replace(/[^\x20-\x7e\n]/g, '').slice(0, 2000) }
        return HttpResponse.json(body)
      }
      const output = store(
        `${baseName}.${endpoint.output}`,
        endpoint.output === 'pdf' ? 'application/pdf' : 'application/octet-stream',
        first.bytes,
        watermarked,
      )
      return HttpResponse.json({
        outputUrl: `${base}/resource/${output.id}?format=file`,
        outputId: output.id,
        inputId: inputs.length === 1 ? first.id : inputs.map((input) => input.id),
      })
    }),
  ]
}
