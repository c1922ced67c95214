import { execFile } from 'node:child_process'
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { promisify } from 'node:util'
import { placeholderFileNames } from '#domain/pdf-api/code-samples.ts'
import { findLabTool, labTools, sampleValues } from '#domain/pdf-api/tools.ts'
import { MINIMAL_DOCX_BASE64 } from '#mocks/fixtures/office-files.ts'
import { placeholderPng } from '#mocks/fixtures/placeholder-media.ts'
import { storeZip } from '#mocks/fixtures/store-zip.ts'
import { makePdf } from '#mocks/fixtures/tiny-pdf.ts'

const run = promisify(execFile)

/** A PKCS #12 passphrase the sample's `passphrase.txt` holds and `credentials.pfx` is locked with. */
const PFX_PASSPHRASE = 'sample-passphrase'

/** A real self-signed signing credential, made with openssl (as pdfRest's SDK tests make theirs). */
async function signingCredential(): Promise<Buffer> {
  const dir = await mkdtemp(join(tmpdir(), 'pdfrest-pfx-'))
  try {
    const key = join(dir, 'key.pem')
    const cert = join(dir, 'cert.pem')
    const pfx = join(dir, 'credentials.pfx')
    await run(process.env.OPENSSL ?? 'openssl', [
      'req',
      '-x509',
      '-newkey',
      'ec',
      '-pkeyopt',
      'ec_paramgen_curve:prime256v1',
      '-nodes',
      '-keyout',
      key,
      '-out',
      cert,
      '-days',
      '1',
      '-subj',
      '/CN=pdfRest sample signer',
    ])
    await run(process.env.OPENSSL ?? 'openssl', [
      'pkcs12',
      '-export',
      '-inkey',
      key,
      '-in',
      cert,
      '-out',
      pfx,
      '-passout',
      `pass:${PFX_PASSPHRASE}`,
    ])
    return await readFile(pfx)
  } finally {
    await rm(dir, { recursive: true, force: true })
  }
}

/** A minimal Factur-X invoice in CII XML, as pdfRest's n8n node tests with (factur-x-minimum.xml). */
const invoiceXml = `<?xml version="1.0" encoding="UTF-8"?>
<rsm:CrossIndustryInvoice xmlns:ram="urn:un:unece:uncefact:data:standard:ReusableAggregateBusinessInformationEntity:100" xmlns:rsm="urn:un:unece:uncefact:data:standard:CrossIndustryInvoice:100" xmlns:udt="urn:un:unece:uncefact:data:standard:UnqualifiedDataType:100">
  <rsm:ExchangedDocumentContext>
    <ram:GuidelineSpecifiedDocumentContextParameter><ram:ID>urn:factur-x.eu:1p0:minimum</ram:ID></ram:GuidelineSpecifiedDocumentContextParameter>
  </rsm:ExchangedDocumentContext>
  <rsm:ExchangedDocument>
    <ram:ID>INV-2026-0042</ram:ID>
    <ram:TypeCode>380</ram:TypeCode>
    <ram:IssueDateTime><udt:DateTimeString format="102">20261129</udt:DateTimeString></ram:IssueDateTime>
  </rsm:ExchangedDocument>
</rsm:CrossIndustryInvoice>
`

const xfdf = `<?xml version="1.0" encoding="UTF-8"?>
<xfdf xmlns="http://ns.adobe.com/xfdf/" xml:space="preserve">
  <fields><field name="name"><value>Ada Lovelace</value></field></fields>
</xfdf>
`

/**
 * A file the mock API itself made, the way a developer gets one: `/encrypted-pdf` for the file
 * Decrypt reads, `/restricted-pdf` for Unrestrict's (with the passwords the published samples send),
 * `/zugferd-pdf` for the invoice PDF Validate ZUGFeRD reads.
 */
async function madeByTheApi(
  apiBase: string,
  apiKey: string,
  endpoint: string,
  fields: [string, string][],
  input = new File([makePdf([['A protected sample input']])], 'in.pdf', { type: 'application/pdf' }),
) {
  const form = new FormData()
  form.append('file', input, input.name)
  for (const [name, value] of fields) form.append(name, value)
  const response = await fetch(`${apiBase}/${endpoint}`, {
    method: 'POST',
    headers: { 'Api-Key': apiKey },
    body: form,
  })
  const answer: { outputUrl?: string } = await response.json()
  if (!response.ok || !answer.outputUrl)
    throw new Error(`/${endpoint} made no file: ${JSON.stringify(answer)}`)
  return Buffer.from(await (await fetch(answer.outputUrl)).arrayBuffer())
}

function sampleValue(endpoint: string, name: string): string {
  const tool = findLabTool(endpoint)
  const value = tool ? sampleValues(tool)[name] : undefined
  if (!value) throw new Error(`The ${endpoint} sample sends no ${name}`)
  return value
}

/**
 * Every input file the published samples name, each a real file of the kind its endpoint reads:
 * PDFs, a Word document, a PNG, a ZIP holding a PDF, an XFDF form-data file, a PKCS #12 credential
 * and its passphrase, an open-password PDF, a permissions-password PDF, an invoice XML and the
 * ZUGFeRD PDF made from it.
 */
export async function writeSampleInputs(dir: string, apiBase: string, apiKey: string): Promise<string[]> {
  const pdf = (text: string) => makePdf([[text]])
  const files: Record<string, Uint8Array | string> = {
    'input.pdf': pdf('Quarterly report'),
    'input1.pdf': pdf('First part'),
    'input2.pdf': pdf('Second part'),
    'terms.pdf': pdf('Terms and conditions'),
    'input.docx': Buffer.from(MINIMAL_DOCX_BASE64, 'base64'),
    'logo.png': placeholderPng(),
    'archive.zip': storeZip([{ name: 'report.pdf', bytes: pdf('Zipped report') }]),
    'form-data.xfdf': xfdf,
    'passphrase.txt': PFX_PASSPHRASE,
    'credentials.pfx': await signingCredential(),
    'encrypted.pdf': await madeByTheApi(apiBase, apiKey, 'encrypted-pdf', [
      ['new_open_password', sampleValue('decrypted-pdf', 'current_open_password')],
    ]),
    'restricted.pdf': await madeByTheApi(apiBase, apiKey, 'restricted-pdf', [
      ['new_permissions_password', sampleValue('unrestricted-pdf', 'current_permissions_password')],
    ]),
    'invoice.xml': invoiceXml,
    'zugferd-invoice.pdf': await madeByTheApi(
      apiBase,
      apiKey,
      'zugferd-pdf',
      [],
      new File([invoiceXml], 'invoice.xml', { type: 'application/xml' }),
    ),
  }
  const named = new Set(labTools.flatMap((tool) => placeholderFileNames(tool)))
  const missing = [...named].filter((name) => !(name in files))
  if (missing.length) throw new Error(`No sample input for ${missing.join(', ')}`)
  await Promise.all(Object.entries(files).map(([name, bytes]) => writeFile(join(dir, name), bytes)))
  return Object.keys(files)
}
