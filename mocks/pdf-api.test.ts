import { describe, expect, it } from 'vitest'
import { z } from 'zod'
import { usageHandlers } from './account.ts'
import { mockControls } from './controls.ts'
import { pdfApiEndpoints, pdfApiHandlers } from './pdf-api.ts'
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
  size: z.number(),
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

function call(endpoint: string, apiKey: string | undefined, files: File[] = [pdfFile()], origin = pdf) {
  const form = new FormData()
  for (const file of files) form.append('file', file)
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
    body: JSON.stringify({ id }),
  })
async function expectError(response: Response, status: number, error: string) {
  expect(response.status).toBe(status)
  expect(await response.json()).toEqual({ error })
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
    expect(await download.text()).toBe(PDF_TEXT)
  })

  it('watermarks Starter output and not paid output', async () => {
    const starter = outputSchema.parse(
      await (await call('compressed-pdf', keyOf('starter@example.com'))).json(),
    )
    const premium = outputSchema.parse(
      await (await call('compressed-pdf', keyOf('premium@example.com'))).json(),
    )
    expect(await infoOf(starter.outputId)).toMatchObject({ name: 'in.pdf', watermarked: true })
    expect(await infoOf(premium.outputId)).toMatchObject({
      name: 'in.pdf',
      size: PDF_TEXT.length,
      watermarked: false,
    })
  })

  it('names the output after the input with the format of the tool', async () => {
    const word = outputSchema.parse(
      await (await call('word', keyOf('pro@example.com'), [pdfFile('report.pdf')])).json(),
    )
    const download = await fetch(word.outputUrl)
    expect(download.headers.get('content-type')).toBe('application/octet-stream')
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
    expect(info).toEqual({
      inputId: expect.any(String),
      file_size: PDF_TEXT.length,
      page_count: 2,
      pdf_version: '1.7',
    })
    const text = z
      .object({ inputId: z.string(), fullText: z.string() })
      .parse(await (await call('extracted-text', keyOf('premium@example.com'))).json())
    expect(text.fullText).toContain('/Type /Page')
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

  it.each(Object.entries(pdfApiEndpoints).filter(([, endpoint]) => endpoint.pro))(
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
