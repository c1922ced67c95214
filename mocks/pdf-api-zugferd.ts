/**
 * ZUGFeRD / Factur-X in the mock: the invoice XML `/zugferd-pdf` reads, and the mark it leaves on
 * the PDF it makes so that `/validated-zugferd` answers VALID for it and INVALID for any other PDF
 * (a PDF carries its invoice as an embedded file; the mock stands that in with a trailing comment
 * after %%EOF, which viewers ignore, as it does for passwords).
 */
const MARK = '%pdfRest-mock-factur-x:'
const latin1 = (bytes: Uint8Array) => new TextDecoder('latin1').decode(bytes)

/** Whether a file is a Cross Industry Invoice (CII) XML, the syntax of ZUGFeRD 2 and Factur-X. */
export function isInvoiceXml(bytes: Uint8Array): boolean {
  const head = latin1(bytes.slice(0, 2048)).replace(/^\uFEFF|^\xEF\xBB\xBF/, '')
  return /^\s*(<\?xml[^>]*\?>\s*)?(<!--[\s\S]*?-->\s*)*<([\w-]+:)?CrossIndustryInvoice\b/.test(head)
}

/** The invoice number (BT-1, the first ram:ID of rsm:ExchangedDocument), or a stand-in. */
export function invoiceNumber(bytes: Uint8Array): string {
  const found = /ExchangedDocument>\s*<([\w-]+:)?ID>([^<]{1,64})</.exec(latin1(bytes))
  return found?.[2]?.trim().replace(/[^\w.-]/g, '') || 'invoice'
}

export function withInvoiceMark(pdf: Uint8Array, number: string): Uint8Array {
  const mark = new TextEncoder().encode(`${MARK}${number}\n`)
  const joined = new Uint8Array(pdf.length + mark.length)
  joined.set(pdf)
  joined.set(mark, pdf.length)
  return joined
}

/** VALID for a PDF made by the mock's `/zugferd-pdf`, INVALID for any other (the n8n node reads `status`). */
export function zugferdStatus(pdf: Uint8Array): 'VALID' | 'INVALID' {
  return latin1(pdf.slice(-200)).includes(MARK) ? 'VALID' : 'INVALID'
}

const startsWith = (bytes: Uint8Array, magic: number[]) => magic.every((byte, at) => bytes[at] === byte)
/** PNG or JPEG by their signatures: the logo a drawn invoice carries. */
export const isPngOrJpeg = (bytes: Uint8Array) =>
  startsWith(bytes, [0x89, 0x50, 0x4e, 0x47]) || startsWith(bytes, [0xff, 0xd8, 0xff])
