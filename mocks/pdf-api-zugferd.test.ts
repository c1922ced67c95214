import { describe, expect, it } from 'vitest'
import { z } from 'zod'
import { errorDocs } from '#domain/pdf-api/param-docs.ts'
import { labTools } from '#domain/pdf-api/tools.ts'
import { makePdf } from './fixtures/tiny-pdf.ts'
import { pdfApiHandlers } from './pdf-api.ts'
import { startMockServerFor } from './test-server.ts'
import { findUserByEmail } from './users.ts'

const api = 'https://api.pdf.test'
startMockServerFor(pdfApiHandlers(api))

const key = findUserByEmail('premium@example.com')?.account.apiKey ?? ''
// The shape of pdfRest's n8n node's test fixture (test/fixtures/zugferd/factur-x-minimum.xml), cut short.
const INVOICE = `<?xml version='1.0' encoding='UTF-8'?>
<rsm:CrossIndustryInvoice xmlns:ram="urn:un:unece:uncefact:data:standard:ReusableAggregateBusinessInformationEntity:100" xmlns:rsm="urn:un:unece:uncefact:data:standard:CrossIndustryInvoice:100">
  <rsm:ExchangedDocument>
    <ram:ID>F20260023</ram:ID>
    <ram:TypeCode>380</ram:TypeCode>
  </rsm:ExchangedDocument>
</rsm:CrossIndustryInvoice>
`
const xml = () => new File([INVOICE], 'invoice.xml', { type: 'application/xml' })
const pdf = (name = 'invoice.pdf') =>
  new File([makePdf([['Invoice F20260023']])], name, { type: 'application/pdf' })
const made = z.strictObject({ outputUrl: z.url(), outputId: z.string(), inputId: z.string() })
const verdict = z.strictObject({ inputId: z.string(), status: z.enum(['VALID', 'INVALID']) })

function post(endpoint: string, parts: [string, File | Blob | string][]) {
  const form = new FormData()
  for (const [name, value] of parts) form.append(name, value)
  return fetch(`${api}/${endpoint}`, { method: 'POST', headers: { 'Api-Key': key }, body: form })
}
async function refused(response: Response, message: string) {
  expect(response.status).toBe(400)
  expect(await response.json()).toEqual({ error: message, message })
}
const upload = async (file: File) => {
  const form = new FormData()
  form.append('file', file)
  const answer = await fetch(`${api}/upload`, { method: 'POST', headers: { 'Api-Key': key }, body: form })
  return z.object({ files: z.array(z.object({ id: z.string() })) }).parse(await answer.json()).files[0]?.id
}

describe('ZUGFeRD: /zugferd-pdf and /validated-zugferd', () => {
  it('makes an invoice PDF from the XML and its PDF, which then validates, as the n8n workflow chains them', async () => {
    const response = await post('zugferd-pdf', [
      ['file', xml()],
      ['pdf_file', pdf()],
      ['regenerate_pdf', 'true'],
      // The n8n node sends render_options as a part of its own, typed application/json.
      [
        'render_options',
        new Blob(['{"locale":"de-DE","logo_corner":"top-right"}'], { type: 'application/json' }),
      ],
      ['output', 'zugferd_invoice'],
    ])
    expect(response.status).toBe(200)
    const answer = made.parse(await response.json())
    const bytes = await (await fetch(answer.outputUrl)).text()
    expect(bytes.startsWith('%PDF-')).toBe(true)
    const check = await fetch(`${api}/validated-zugferd`, {
      method: 'POST',
      headers: { 'Api-Key': key, 'content-type': 'application/json' },
      body: JSON.stringify({ id: answer.outputId }),
    })
    expect(verdict.parse(await check.json())).toEqual({ inputId: answer.outputId, status: 'VALID' })
  })

  it('answers INVALID for a PDF that carries no invoice', async () => {
    const check = await post('validated-zugferd', [['file', pdf('plain.pdf')]])
    expect(check.status).toBe(200)
    expect(verdict.parse(await check.json()).status).toBe('INVALID')
  })

  it('takes the JSON payload of pdfRest’s samples: ids, a boolean and an object', async () => {
    const [xmlId, pdfId] = [await upload(xml()), await upload(pdf())]
    const response = await fetch(`${api}/zugferd-pdf`, {
      method: 'POST',
      headers: { 'Api-Key': key, 'content-type': 'application/json' },
      body: JSON.stringify({
        id: xmlId,
        pdf_id: pdfId,
        regenerate_pdf: true,
        output: 'zugferd_invoice',
        render_options: {
          locale: 'de-DE',
          label_language: 'de',
          font: 'arial',
          bold_font: 'arialbold',
          accent_color_rgb: [0, 92, 171],
        },
      }),
    })
    expect(response.status).toBe(200)
    expect(made.parse(await response.json()).inputId).toBe(xmlId)
  })

  it('refuses what the clients refuse, in words', async () => {
    await refused(
      await post('zugferd-pdf', [
        ['file', xml()],
        ['regenerate_pdf', 'true'],
      ]),
      'regenerate_pdf requires a source PDF (pdf_file or pdf_id).',
    )
    await refused(
      await post('zugferd-pdf', [['file', pdf()]]),
      'The input file is not a ZUGFeRD / Factur-X invoice XML (CII).',
    )
    // The reference page's 400 example is these words.
    const zugferd = labTools.find((tool) => tool.id === 'zugferd-pdf')
    expect(zugferd && errorDocs(zugferd)[0]?.example).toBe(
      'The input file is not a ZUGFeRD / Factur-X invoice XML (CII).',
    )
    await refused(
      await post('zugferd-pdf', [
        ['file', xml()],
        ['pdf_file', xml()],
      ]),
      'The invoice PDF is not a valid PDF.',
    )
    await refused(
      await post('zugferd-pdf', [
        ['file', xml()],
        ['logo_file', pdf('logo.pdf')],
      ]),
      'The logo must be a PNG or JPEG image.',
    )
    const unknownKey = await post('zugferd-pdf', [
      ['file', xml()],
      ['render_options', '{"colour":"red"}'],
    ])
    expect(unknownKey.status).toBe(400)
    await refused(await post('validated-zugferd', [['file', xml()]]), 'The input file is not a valid PDF.')
  })
})
