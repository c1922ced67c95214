import { afterAll, describe, expect, it } from 'vitest'
import type { z } from 'zod'
import { storeZip } from '../fixtures/store-zip.ts'
import { makePdf } from '../fixtures/tiny-pdf.ts'
import { createStandaloneMocks, standaloneServiceUrl } from '../standalone.ts'
import { findUserByEmail } from '../users.ts'
import * as sdk from './models.ts'
import { type AnswerModel, type InputName, isInputName, sdkOperations } from './operations.ts'

/**
 * pdfRest's Python SDK against the standalone mock server (the handler `npm run mocks` serves, run
 * in-process): each operation as the SDK performs it — upload its inputs, read each upload's
 * details, send the JSON body, validate the answer with the SDK's models and fetch every output's
 * details. PyPI is out of reach here, so the SDK itself cannot run; these requests stand in for it.
 */
const origin = 'http://127.0.0.1:5250'
const handle = createStandaloneMocks(origin)
const api = standaloneServiceUrl(origin, 'pdfApi')
const apiKey = findUserByEmail('pro@example.com')?.account.apiKey ?? ''
const headers = { 'Api-Key': apiKey, Accept: 'application/json', wsn: 'pdfrest-python' }

const call = (path: string, init: RequestInit = {}) =>
  handle(new Request(`${api}${path}`, { ...init, headers: { ...headers, ...init.headers } }))

const text = (value: string) => new TextEncoder().encode(value)
const inputs: Record<Exclude<InputName, 'encrypted'>, () => File> = {
  pdf: () =>
    new File([makePdf([['Sample page one'], ['Sample page two']])], 'report.pdf', {
      type: 'application/pdf',
    }),
  pdf2: () => new File([makePdf([['Stamp']])], 'stamp.pdf', { type: 'application/pdf' }),
  png: () =>
    new File(
      [
        Buffer.from(
          'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
          'base64',
        ),
      ],
      'logo.png',
      { type: 'image/png' },
    ),
  profile: () =>
    new File([text('{"imageCompression":"jpeg"}')], 'compression_profile.json', { type: 'application/json' }),
  icc: () => new File([text('ICC profile bytes')], 'profile.icc', { type: 'application/vnd.iccprofile' }),
  pfx: () => new File([text('PFX bytes')], 'signing_credentials.pfx', { type: 'application/x-pkcs12' }),
  passphrase: () => new File([text('secret')], 'passphrase.txt', { type: 'text/plain' }),
  certificate: () =>
    new File([text('-----BEGIN CERTIFICATE-----')], 'signing_certificate.pem', {
      type: 'application/x-pem-file',
    }),
  privateKey: () =>
    new File([text('-----BEGIN PRIVATE KEY-----')], 'signing_key.pem', { type: 'application/x-pem-file' }),
  xml: () => new File([text('<?xml version="1.0"?><fields/>')], 'form_data.xml', { type: 'application/xml' }),
  zip: () =>
    new File(
      [
        storeZip([
          { name: 'a.pdf', bytes: makePdf([['A']]) },
          { name: 'b.pdf', bytes: makePdf([['B']]) },
        ]),
      ],
      'archive.zip',
      { type: 'application/zip' },
    ),
  markdown: () =>
    new File([text('# Notes\n\nShort text to summarize.')], 'notes.md', { type: 'text/markdown' }),
}

type Outcome = { ok: true } | { ok: false; reason: string }
const results = new Map<string, Outcome>()

async function json(response: Response): Promise<unknown> {
  return response.json().catch(() => null)
}

/** Reads a JSON answer with an SDK model; the reason names what the SDK would have refused. */
async function read<T extends z.ZodType>(model: T, response: Response, step: string): Promise<z.infer<T>> {
  const body = await json(response)
  if (!response.ok) throw new Error(`${step}: ${response.status} ${JSON.stringify(body)}`)
  const parsed = model.safeParse(body)
  if (!parsed.success)
    throw new Error(
      `${step}: ${parsed.error.issues.map((issue) => `${issue.path.join('.')} ${issue.message}`).join('; ')}`,
    )
  return parsed.data
}

/** `files.create`: multipart upload, then `fetch_file_info` for each id. */
async function upload(file: File): Promise<string> {
  const form = new FormData()
  form.append('file', file)
  const uploaded = await read(
    sdk.uploadResponse,
    await call('/upload', { method: 'POST', body: form }),
    'upload',
  )
  const id = uploaded.files[0]?.id ?? ''
  const info = await read(sdk.pdfRestFile, await call(`/resource/${id}?format=info`), 'upload info')
  expect(info.type).toBe(file.type)
  return id
}

async function inputId(name: InputName): Promise<string> {
  if (name !== 'encrypted') return upload(inputs[name]())
  const encrypted = await read(
    sdk.rawFileResponse,
    await call('/encrypted-pdf', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ id: await upload(inputs.pdf()), new_open_password: 'open-secret' }),
    }),
    'encrypt first',
  )
  return [encrypted.outputId ?? ''].flat()[0] ?? ''
}

async function withIds(body: Record<string, unknown>): Promise<Record<string, unknown>> {
  const resolved: Record<string, unknown> = {}
  for (const [key, value] of Object.entries(body)) {
    const one = async (item: unknown) => {
      const name = typeof item === 'string' && item.startsWith('$') ? item.slice(1) : ''
      return isInputName(name) ? inputId(name) : item
    }
    resolved[key] = Array.isArray(value) ? await Promise.all(value.map(one)) : await one(value)
  }
  return resolved
}

const inlineModels: Record<Exclude<AnswerModel, 'files'>, z.ZodType> = {
  info: sdk.infoResponse,
  extractText: sdk.extractTextResponse,
  markdown: sdk.markdownResponse,
  summary: sdk.summaryResponse,
  translation: sdk.translationResponse,
}

describe("pdfRest's Python SDK against the standalone mock", () => {
  afterAll(() => {
    const working = [...results.values()].filter((outcome) => outcome.ok).length
    console.info(`[python-sdk] ${working} of ${results.size} SDK operations work against the mock`)
    for (const [name, outcome] of results)
      if (!outcome.ok) console.info(`[python-sdk] ${name}: ${outcome.reason}`)
  })

  it.each(sdkOperations)('$method: POST $endpoint ($source)', async (operation) => {
    try {
      const body = await withIds(operation.body)
      const response = await call(operation.endpoint, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(body),
      })
      if (operation.answer !== 'files') {
        await read(inlineModels[operation.answer], response, 'answer')
      } else {
        const raw = await read(sdk.rawFileResponse, response, 'answer')
        const ids = raw.outputId ? [raw.outputId].flat() : (raw.files ?? []).map((file) => file.id)
        expect(ids.length, 'output files').toBe(operation.outputs ?? 1)
        for (const id of ids)
          await read(sdk.pdfRestFile, await call(`/resource/${id}?format=info`), 'output info')
      }
      results.set(operation.method, { ok: true })
    } catch (error) {
      results.set(operation.method, {
        ok: false,
        reason: error instanceof Error ? error.message : String(error),
      })
      throw error
    }
  })

  it('up: GET /up (client.py up; models/public.py UpResponse)', async () => {
    await read(sdk.upResponse, await call('/up', { headers: { 'Api-Key': '' } }), 'up')
    results.set('up', { ok: true })
  })

  it('files.create_from_urls: POST /upload with a JSON url list (client.py; _internal.py UploadURLs)', async () => {
    const uploaded = await read(
      sdk.uploadResponse,
      await call('/upload', {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ url: ['https://example.com/report.pdf', 'https://example.com/page'] }),
      }),
      'upload urls',
    )
    expect(uploaded.files).toHaveLength(2)
    for (const file of uploaded.files)
      await read(sdk.pdfRestFile, await call(`/resource/${file.id}?format=info`), 'info')
    results.set('files.create_from_urls', { ok: true })
  })

  it('files.delete: POST /delete with comma-separated ids (client.py delete; _internal.py DeletePayload)', async () => {
    const ids = [await upload(inputs.pdf()), await upload(inputs.png())]
    await read(
      sdk.deletionResponse,
      await call('/delete', {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ ids: ids.join(',') }),
      }),
      'delete',
    )
    expect((await call(`/resource/${ids[0]}?format=info`)).status).toBe(404)
    results.set('files.delete', { ok: true })
  })

  it('files.read_bytes: GET /resource/{id} without format is the file (client.py download_file)', async () => {
    const id = await upload(inputs.pdf())
    const response = await call(`/resource/${id}`)
    expect(new TextDecoder().decode((await response.arrayBuffer()).slice(0, 5))).toBe('%PDF-')
    results.set('files.read_bytes', { ok: true })
  })

  it('errors: a refused call carries its text where PdfRestErrorResponse reads it (models/public.py)', async () => {
    const body = await read(
      sdk.errorResponse,
      await call('/compressed-pdf', {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ id: await upload(inputs.pdf()), compression_level: 'extreme' }),
      }).then((response) => new Response(response.body, { status: 200 })),
      'error body',
    )
    expect(body.message).toMatch(/compression/i)
    results.set('errors', { ok: true })
  })
})
