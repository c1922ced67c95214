import { describe, expect, it } from 'vitest'
import { z } from 'zod'
import { usageHandlers } from './account.ts'
import { mockControls } from './controls.ts'
import type { LabTool, ParamSpec } from '#domain/pdf-api/lab-tool.ts'
import { labTools } from '#domain/pdf-api/tools.ts'
import { pdfApiHandlers, WATERMARK_TEXT } from './pdf-api.ts'
import { planHandlers } from './plans.ts'
import { resetMockState } from './state.ts'
import { startMockServerFor } from './test-server.ts'
import { findUserByEmail } from './users.ts'

const pdf = 'https://api.pdf.test'
const euPdf = 'https://eu-api.pdf.test'
const usage = 'https://usage.test'
const billing = 'https://billing.test'
startMockServerFor([
  ...pdfApiHandlers(pdf),
  ...pdfApiHandlers(euPdf),
  ...usageHandlers(usage),
  ...planHandlers(billing),
])

const outputSchema = z.strictObject({
  outputUrl: z.url(),
  outputId: z.string(),
  inputId: z.union([z.string(), z.array(z.string())]),
})
const infoSchema = z.strictObject({
  id: z.string(),
  name: z.string(),
  url: z.url(),
  type: z.string(),
  size: z.number(),
  modified: z.iso.datetime({ offset: true }),
  scheduledDeletionTimeUtc: z.iso.datetime({ offset: true }),
  watermarked: z.boolean(),
})
const usageSchema = z.object({
  total_calls: z.number(),
  eu_gdpr_calls: z.number(),
  pro_tools_calls: z.number(),
})

const PDF_TEXT = '%PDF-1.7\n1 0 obj << /Type /Page >> endobj\n2 0 obj << /Type /Page >> endobj\n%%EOF'
const pdfFile = (name = 'in.pdf') => new File([PDF_TEXT], name, { type: 'application/pdf' })
const textFile = () => new File(['hello, not a pdf'], 'notes.txt', { type: 'text/plain' })
const pngFile = () => new File([new Uint8Array([0x89, 0x50, 0x4e, 0x47])], 'scan.png', { type: 'image/png' })

function demo(email: string) {
  const user = findUserByEmail(email)
  if (!user) throw new Error(`no demo user ${email}`)
  return user
}
const keyOf = (email: string) => demo(email).account.apiKey

function sampleValue(spec: ParamSpec): string {
  switch (spec.kind) {
    case 'select':
    case 'multi':
      return spec.options[0] ?? ''
    case 'number':
      return String(spec.min)
    case 'list':
      return spec.example ?? '1'
    case 'redactions':
      return '[{"type":"preset","value":"email"}]'
    case 'text':
      return spec.name === 'output' ? '' : (spec.example ?? 'secret1')
    case 'json':
      return spec.example ?? ''
  }
}
/** Valid values for every required parameter of a tool. */
function requiredFields(endpoint: string): [string, string][] {
  const tool: LabTool | undefined = labTools.find((entry) => entry.id === endpoint)
  return (tool?.params ?? []).filter((spec) => spec.required).map((spec) => [spec.name, sampleValue(spec)])
}

function call(
  endpoint: string,
  apiKey: string | undefined,
  files: File[] = endpoint === 'merged-pdf' ? [pdfFile(), pdfFile('b.pdf')] : [pdfFile()],
  origin = pdf,
  fields: [string, string][] = requiredFields(endpoint),
) {
  const form = new FormData()
  for (const file of files) form.append('file', file)
  for (const [name, value] of fields) form.append(name, value)
  return fetch(`${origin}/${endpoint}`, {
    method: 'POST',
    headers: apiKey === undefined ? {} : { 'Api-Key': apiKey },
    body: form,
  })
}
const callWithIds = (endpoint: string, apiKey: string, id: string | string[]) =>
  fetch(`${pdf}/${endpoint}`, {
    method: 'POST',
    headers: { 'Api-Key': apiKey, 'content-type': 'application/json' },
    body: JSON.stringify({ id, ...Object.fromEntries(requiredFields(endpoint)) }),
  })
async function expectError(response: Response, status: number, error: string) {
  expect(response.status).toBe(status)
  // `error` is pdfRest's field; `message` repeats it for the Python SDK's error model.
  expect(await response.json()).toEqual({ error, message: error })
}
const usageOf = async (email: string) =>
  usageSchema.parse(
    await (await fetch(`${usage}/prod/usage-query`, { headers: { 'API-Key': keyOf(email) } })).json(),
  )
const infoOf = async (id: string) =>
  infoSchema.parse(await (await fetch(`${pdf}/resource/${id}?format=info`)).json())

describe('PDF API: calling a tool', () => {
  it('compresses a PDF, counts the call in usage and serves the output at outputUrl', async () => {
    const before = await usageOf('premium@example.com')
    const response = await call('compressed-pdf', keyOf('premium@example.com'))
    expect(response.status).toBe(200)
    const result = outputSchema.parse(await response.json())
    expect(result.outputUrl).toBe(`${pdf}/resource/${result.outputId}?format=file`)

    expect(await usageOf('premium@example.com')).toEqual({
      total_calls: before.total_calls + 1,
      eu_gdpr_calls: before.eu_gdpr_calls,
      pro_tools_calls: before.pro_tools_calls,
    })

    const download = await fetch(result.outputUrl)
    expect(download.status).toBe(200)
    expect(download.headers.get('content-type')).toBe('application/pdf')
    expect(download.headers.get('content-disposition')).toBe('attachment; filename="in.pdf"')
    const output = await download.text()
    expect(output.startsWith('%PDF-1.7')).toBe(true)
    expect(output.trimEnd().endsWith('%%EOF')).toBe(true)
    expect(output).toContain('(Compress PDF of in.pdf) Tj')
  })

  it('makes valid PDFs: every xref offset points at its object', async () => {
    const result = outputSchema.parse(await (await call('compressed-pdf', keyOf('pro@example.com'))).json())
    const text = await (await fetch(result.outputUrl)).text()
    const xrefAt = Number(/startxref\n(\d+)/.exec(text)?.[1])
    expect(text.slice(xrefAt, xrefAt + 4)).toBe('xref')
    const offsets = [...text.slice(xrefAt).matchAll(/^(\d{10}) 00000 n $/gm)].map((match) => Number(match[1]))
    offsets.forEach((offset, index) => expect(text.slice(offset).startsWith(`${index + 1} 0 obj`)).toBe(true))
  })

  // It pushes a 101 MB upload through the mock (multipart encoding, interception, parsing): over 5 s at
  // load average 8 and 26 s at load average 37 on two cores, so it gets three times that.
  it(
    'refuses a bad parameter with the reason, and too large a file for the plan',
    { timeout: 90_000 },
    async () => {
      await expectError(
        await call('compressed-pdf', keyOf('pro@example.com'), [pdfFile()], pdf, [
          ['compression_level', 'extreme'],
        ]),
        400,
        'Compression level must be one of low, medium, high, custom',
      )
      const bytes = new Uint8Array(101 * 1024 * 1024)
      bytes.set(new TextEncoder().encode('%PDF-1.7'))
      await expectError(
        await call('compressed-pdf', keyOf('starter@example.com'), [new File([bytes], 'big.pdf')]),
        413,
        'big.pdf is larger than the 100 MB your Starter plan allows per file.',
      )
    },
  )

  it('returns real images, markdown and Office files', async () => {
    const png = outputSchema.parse(await (await call('png', keyOf('pro@example.com'))).json())
    const pngBytes = new Uint8Array(await (await fetch(png.outputUrl)).arrayBuffer())
    expect([...pngBytes.slice(1, 4)]).toEqual([0x50, 0x4e, 0x47])
    const jpg = outputSchema.parse(await (await call('jpg', keyOf('pro@example.com'))).json())
    const jpgBytes = new Uint8Array(await (await fetch(jpg.outputUrl)).arrayBuffer())
    expect([...jpgBytes.slice(0, 2)]).toEqual([0xff, 0xd8])
    const md = outputSchema.parse(await (await call('markdown', keyOf('pro@example.com'))).json())
    expect(await (await fetch(md.outputUrl)).text()).toMatch(/^# in\.pdf/)
    const word = outputSchema.parse(await (await call('word', keyOf('pro@example.com'))).json())
    const docx = new Uint8Array(await (await fetch(word.outputUrl)).arrayBuffer())
    expect(new TextDecoder().decode(docx.slice(0, 2))).toBe('PK')
  })

  it('watermarks Starter output and not paid output', async () => {
    const starter = outputSchema.parse(
      await (await call('compressed-pdf', keyOf('starter@example.com'))).json(),
    )
    const premium = outputSchema.parse(
      await (await call('compressed-pdf', keyOf('premium@example.com'))).json(),
    )
    expect(await infoOf(starter.outputId)).toMatchObject({ name: 'in.pdf', watermarked: true })
    expect(await infoOf(premium.outputId)).toMatchObject({ name: 'in.pdf', watermarked: false })
    expect(await (await fetch(starter.outputUrl)).text()).toContain(WATERMARK_TEXT)
    expect(await (await fetch(premium.outputUrl)).text()).not.toContain(WATERMARK_TEXT)
  })

  it('names the output after the input with the format of the tool', async () => {
    const word = outputSchema.parse(
      await (await call('word', keyOf('pro@example.com'), [pdfFile('report.pdf')])).json(),
    )
    const download = await fetch(word.outputUrl)
    expect(download.headers.get('content-type')).toBe(
      'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
    )
    expect(download.headers.get('content-disposition')).toBe('attachment; filename="report.docx"')
  })

  it('converts non-PDF input to PDF with the /pdf tool', async () => {
    const response = await call('pdf', keyOf('premium@example.com'), [pngFile()])
    expect(response.status).toBe(200)
    const result = outputSchema.parse(await response.json())
    expect(await infoOf(result.outputId)).toMatchObject({ name: 'scan.pdf' })
  })

  it('merges several files and reports every input id', async () => {
    const response = await call('merged-pdf', keyOf('premium@example.com'), [
      pdfFile('a.pdf'),
      pdfFile('b.pdf'),
    ])
    const result = outputSchema.parse(await response.json())
    expect(result.inputId).toHaveLength(2)
    expect(await infoOf(result.outputId)).toMatchObject({ name: 'a.pdf' })
  })

  it('answers JSON tools in the body: pdf-info and extracted-text', async () => {
    const info = await (await call('pdf-info', keyOf('premium@example.com'))).json()
    expect(info).toEqual({ inputId: expect.any(String), page_count: 2, all_queries_processed: true })
    const more = await (
      await call('pdf-info', keyOf('premium@example.com'), [pdfFile()], pdf, [
        ['queries', 'file_size,pdf_version,tagged'],
      ])
    ).json()
    expect(more).toEqual({
      inputId: expect.any(String),
      file_size: PDF_TEXT.length,
      pdf_version: '1.7',
      tagged: false,
      all_queries_processed: true,
    })
    const text = z
      .object({ inputId: z.string(), fullText: z.string() })
      .parse(await (await call('extracted-text', keyOf('premium@example.com'))).json())
    expect(text.fullText).toBe('No text found.')
  })

  it('takes an uploaded file by id instead of multipart input', async () => {
    const upload = await call('upload', keyOf('pro@example.com'), [pdfFile('up.pdf')])
    expect(upload.status).toBe(200)
    const { files } = z
      .object({ files: z.array(z.object({ name: z.string(), id: z.string() })) })
      .parse(await upload.json())
    expect(files).toEqual([{ name: 'up.pdf', id: expect.any(String) }])
    const [uploaded] = files
    if (!uploaded) throw new Error('nothing uploaded')
    const before = await usageOf('pro@example.com')

    const result = outputSchema.parse(
      await (await callWithIds('compressed-pdf', keyOf('pro@example.com'), uploaded.id)).json(),
    )
    expect(result.inputId).toBe(uploaded.id)
    expect((await usageOf('pro@example.com')).total_calls).toBe(before.total_calls + 1)
    expect(await infoOf(uploaded.id)).toMatchObject({ name: 'up.pdf', watermarked: false })
  })

  it('counts a Pro tool call in pro_tools_calls for a paid plan', async () => {
    const before = await usageOf('premium@example.com')
    expect((await call('markdown', keyOf('premium@example.com'))).status).toBe(200)
    expect(await usageOf('premium@example.com')).toMatchObject({
      total_calls: before.total_calls + 1,
      pro_tools_calls: before.pro_tools_calls + 1,
    })
  })

  it('counts calls to an eu- host as EU (GDPR) calls', async () => {
    const before = await usageOf('premium@example.com')
    const response = await call('compressed-pdf', keyOf('premium@example.com'), [pdfFile()], euPdf)
    const result = outputSchema.parse(await response.json())
    expect(result.outputUrl.startsWith(`${euPdf}/resource/`)).toBe(true)
    expect(await usageOf('premium@example.com')).toMatchObject({
      total_calls: before.total_calls + 1,
      eu_gdpr_calls: before.eu_gdpr_calls + 1,
    })
  })
})

describe('PDF API: refusals', () => {
  it('answers 401 without an API key or with a wrong one', async () => {
    await expectError(await call('compressed-pdf', undefined), 401, 'Invalid API key.')
    await expectError(await call('compressed-pdf', 'wrong-key'), 401, 'Invalid API key.')
    await expectError(await call('upload', undefined), 401, 'Invalid API key.')
  })

  it('refuses non-PDF input and does not count the call', async () => {
    const before = await usageOf('pro@example.com')
    await expectError(
      await call('compressed-pdf', keyOf('pro@example.com'), [textFile()]),
      400,
      'The input file is not a valid PDF.',
    )
    await expectError(
      await call('merged-pdf', keyOf('pro@example.com'), [pdfFile(), textFile()]),
      400,
      'The input file is not a valid PDF.',
    )
    expect(await usageOf('pro@example.com')).toEqual(before)
  })

  it.each(labTools.filter((tool) => tool.pro).map((tool) => tool.id))(
    'gives Starter a 403 on the Pro tool /%s and does not count it',
    async (name) => {
      const before = await usageOf('starter@example.com')
      await expectError(
        await call(name, keyOf('starter@example.com')),
        403,
        'This tool requires a paid plan with Pro tools.',
      )
      expect(await usageOf('starter@example.com')).toEqual(before)
    },
  )

  it('opens Pro tools to a Starter user once the plan is upgraded', async () => {
    const { id, account } = demo('starter@example.com')
    expect((await call('markdown', account.apiKey)).status).toBe(403)
    const upgrade = await fetch(`${billing}/stripe-sf-instant-upgrade`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        customer_id: account.stripeId,
        new_plan: 'Premium',
        netlify_id: id,
        old_plan: 'Starter',
        old_plan_billing_cycle: 'Monthly',
        new_plan_billing_cycle: 'Monthly',
      }),
    })
    expect(upgrade.status).toBe(200)
    expect((await call('markdown', account.apiKey)).status).toBe(200)
  })

  it('answers 404 for an unknown tool, before looking at the key', async () => {
    await expectError(await call('teleported-pdf', undefined), 404, 'Unknown endpoint /teleported-pdf.')
  })

  it('answers 400 when no file is given', async () => {
    await expectError(
      await call('compressed-pdf', keyOf('pro@example.com'), []),
      400,
      'No input file was provided.',
    )
    await expectError(
      await callWithIds('compressed-pdf', keyOf('pro@example.com'), 'no-such-upload'),
      400,
      'No input file was provided.',
    )
    await expectError(await call('upload', keyOf('pro@example.com'), []), 400, 'No file was uploaded.')
  })

  it('answers 404 for an unknown resource', async () => {
    await expectError(await fetch(`${pdf}/resource/unknown?format=file`), 404, 'Resource not found.')
  })

  it('forgets outputs on reset', async () => {
    const result = outputSchema.parse(await (await call('compressed-pdf', keyOf('pro@example.com'))).json())
    expect((await fetch(result.outputUrl)).status).toBe(200)
    resetMockState()
    expect((await fetch(result.outputUrl)).status).toBe(404)
  })
})

describe('PDF API: down switch', () => {
  it('answers 503 to tool calls and uploads while pdfApi is down, counting nothing', async () => {
    const before = await usageOf('premium@example.com')
    mockControls().pdfApi = 'down'
    for (const response of [
      await call('compressed-pdf', keyOf('premium@example.com')),
      await call('upload', keyOf('premium@example.com')),
    ]) {
      expect(response.status).toBe(503)
      expect(await response.json()).toEqual({ message: 'Service Unavailable' })
    }
    expect(await usageOf('premium@example.com')).toEqual(before)
  })
})

describe('PDF API: PHP-style field names', () => {
  it('accepts file[0], file[1] and pages[0], pages[1] as PHP curl sends them', async () => {
    const form = new FormData()
    form.append('file[0]', pdfFile('a.pdf'))
    form.append('file[1]', pdfFile('b.pdf'))
    const merged = await fetch(`${pdf}/merged-pdf`, {
      method: 'POST',
      headers: { 'Api-Key': keyOf('pro@example.com') },
      body: form,
    })
    expect(outputSchema.parse(await merged.json()).inputId).toHaveLength(2)
    const split = new FormData()
    split.append('file', pdfFile())
    split.append('pages[0]', '1')
    split.append('pages[1]', '2-last')
    const response = await fetch(`${pdf}/split-pdf`, {
      method: 'POST',
      headers: { 'Api-Key': keyOf('pro@example.com') },
      body: split,
    })
    expect(response.status, await response.text()).toBe(200)
  })
})

describe('PDF API: passwords', () => {
  it('encrypts with a password; decrypt needs that password and refuses an unprotected file', async () => {
    const key = keyOf('pro@example.com')
    await expectError(
      await call('decrypted-pdf', key, [pdfFile()], pdf, [['current_open_password', 'secret1']]),
      400,
      'The input file is not password protected.',
    )
    const encrypted = outputSchema.parse(
      await (
        await call('encrypted-pdf', key, [pdfFile()], pdf, [['new_open_password', 'open-sesame']])
      ).json(),
    )
    const locked = new File([await (await fetch(encrypted.outputUrl)).arrayBuffer()], 'locked.pdf')
    await expectError(
      await call('decrypted-pdf', key, [locked], pdf, [['current_open_password', 'wrong']]),
      400,
      'The password is incorrect.',
    )
    expect(
      (await call('decrypted-pdf', key, [locked], pdf, [['current_open_password', 'open-sesame']])).status,
    ).toBe(200)
    const info = await (
      await call('pdf-info', key, [locked], pdf, [['queries', 'requires_password_to_open']])
    ).json()
    expect(info).toMatchObject({ requires_password_to_open: true })
  })
})

describe('PDF API: second inputs, web addresses and archives', () => {
  const uploadSchema = z.object({ files: z.array(z.object({ name: z.string(), id: z.string() })) })
  async function upload(file: File): Promise<string> {
    const answer = uploadSchema.parse(await (await call('upload', keyOf('pro@example.com'), [file])).json())
    const [first] = answer.files
    if (!first) throw new Error('nothing uploaded')
    return first.id
  }
  const postJson = (endpoint: string, body: object) =>
    fetch(`${pdf}/${endpoint}`, {
      method: 'POST',
      headers: { 'Api-Key': keyOf('pro@example.com'), 'content-type': 'application/json' },
      body: JSON.stringify(body),
    })

  it('places an uploaded image by its image_id, and names the missing one', async () => {
    const id = await upload(pdfFile())
    const imageId = await upload(pngFile())
    const placed = await postJson('pdf-with-added-image', {
      id,
      image_id: imageId,
      x: '72',
      y: '72',
      page: '1',
    })
    expect(placed.status).toBe(200)
    outputSchema.parse(await placed.json())
    await expectError(
      await postJson('pdf-with-added-image', { id, x: '72', y: '72', page: '1' }),
      400,
      'Image is required (image_file or image_id).',
    )
  })

  it('converts a web address with /pdf, and refuses a file and a url together or a non-web address', async () => {
    const page = await postJson('pdf', { url: 'https://example.com/pricing' })
    expect(page.status).toBe(200)
    const id = await upload(pdfFile())
    await expectError(
      await postJson('pdf', { id, url: 'https://example.com/' }),
      400,
      'Send either a file or a url, not both.',
    )
    await expectError(
      await postJson('pdf', { url: 'file:///etc/passwd' }),
      400,
      'The url must be an http or https address of at most 2048 characters.',
    )
    await expectError(
      await postJson('word', { id, url: 'https://example.com/' }),
      400,
      'Unknown parameter url',
    )
  })

  it('zips files and unzips the archive back into stored files', async () => {
    const zipped = outputSchema.parse(
      await (await call('zip', keyOf('pro@example.com'), [pdfFile('a.pdf'), pdfFile('b.pdf')])).json(),
    )
    const unzipped = await postJson('unzip', { id: zipped.outputId })
    const body = z
      .object({ files: z.array(z.object({ name: z.string(), id: z.string(), outputUrl: z.url() })) })
      .parse(await unzipped.json())
    expect(body.files.map((file) => file.name)).toEqual(['a.pdf', 'b.pdf'])
    const [first] = body.files
    expect(new TextDecoder().decode(await (await fetch(first?.outputUrl ?? '')).arrayBuffer())).toBe(PDF_TEXT)
    await expectError(
      await postJson('unzip', { id: await upload(pdfFile()) }),
      400,
      'The input file is not a ZIP archive.',
    )
  })

  it('summarizes and translates as JSON, or as a file with output_type=file', async () => {
    const id = await upload(pdfFile())
    const summary = z
      .object({ inputId: z.string(), summary: z.string() })
      .parse(await (await postJson('summarized-pdf-text', { id })).json())
    expect(summary.inputId).toBe(id)
    const translated = await postJson('translated-pdf-text', {
      id,
      output_language: 'es',
      output_type: 'file',
    })
    outputSchema.parse(await translated.json())
    await expectError(
      await postJson('translated-pdf-text', { id, output_language: 'spanish' }),
      400,
      'An ISO 639 language code, optionally with a script or region: es, fra, zh-Hant, es-419',
    )
  })
})
