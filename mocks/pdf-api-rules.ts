import { shapesAreTagged } from '#domain/pdf-api/catalogue/shapes.ts'
import { tablesProblem } from '#domain/pdf-api/catalogue/tables.ts'
import type { LabTool } from '#domain/pdf-api/lab-tool.ts'
import type { StoredFile } from './pdf-api-store.ts'
import { isPngOrJpeg } from './pdf-api-zugferd.ts'

const isPdf = (file: StoredFile | undefined) => new TextDecoder().decode(file?.bytes.slice(0, 5)) === '%PDF-'

/**
 * The extra files a request lacks, in words: a required one, unless the files that replace it were
 * all sent (a certificate and private key instead of a PFX and its passphrase).
 */
export function extraFileProblem(tool: LabTool, extras: Map<string, StoredFile>): string | null {
  const all = tool.extraFiles ?? []
  const sent = (field: string) => extras.has(field)
  const missing = all.find(
    (extra) => extra.required && !sent(extra.field) && !(extra.instead?.every(sent) ?? false),
  )
  if (missing) return `${missing.label} is required (${missing.field} or ${missing.idField}).`
  if (tool.id === 'zugferd-pdf') {
    if (sent('pdf_file') && !isPdf(extras.get('pdf_file'))) return 'The invoice PDF is not a valid PDF.'
    const logo = extras.get('logo_file')
    if (logo && !isPngOrJpeg(logo.bytes)) return 'The logo must be a PNG or JPEG image.'
  }
  if (tool.id === 'signed-pdf') {
    const pfx = sent('pfx_credential_file') || sent('pfx_passphrase_file')
    const pem = sent('certificate_file') || sent('private_key_file')
    // The Python SDK's own words for the same rule (PdfSignPayload `_validate_credentials`).
    if (pfx && pem)
      return 'Provide either PFX credentials (pfx + passphrase) or certificate/private_key, not both.'
    if (pem && !(sent('certificate_file') && sent('private_key_file')))
      return 'Both certificate and private_key are required when supplying PEM/DER credentials.'
  }
  return null
}

/** Rules that tie a parameter to another parameter, to the inputs or to an extra file. */
export function crossFieldProblems(
  tool: LabTool,
  values: Record<string, string>,
  extras: Map<string, StoredFile>,
): string[] {
  const problems: string[] = []
  if (tool.id === 'compressed-pdf') {
    // PdfCompressPayload `_validate_profile_dependency`, models/_internal.py.
    if (values.compression_level === 'custom' && !extras.has('profile'))
      problems.push("compression_level 'custom' requires a profile to be provided.")
    if (values.compression_level !== 'custom' && extras.has('profile'))
      problems.push("A profile can only be provided when compression_level is 'custom'.")
  }
  if (tool.id === 'pdf-with-converted-colors') {
    if (values.color_profile === 'custom' && !extras.has('profile'))
      problems.push("color_profile 'custom' requires an ICC profile to be provided.")
    if (values.color_profile !== 'custom' && extras.has('profile'))
      problems.push("A profile can only be provided when color_profile is 'custom'.")
  }
  if (tool.id === 'watermarked-pdf') {
    const file = extras.has('watermark_file')
    if (file && values.watermark_text) problems.push('Send watermark_text or a watermark file, not both.')
    if (!file && values.watermark_file_scale)
      problems.push('watermark_file_scale applies only to a watermark file.')
    if (values.text_color_rgb && values.text_color_cmyk)
      problems.push('Specify only one of text_color_rgb or text_color_cmyk.')
  }
  // The n8n node's own rule (addShapes.operation.ts `validateCommonShapeProperties`).
  if (
    tool.id === 'pdf-with-added-shapes' &&
    values.tag_enabled !== 'true' &&
    shapesAreTagged(values.shape_objects ?? '')
  )
    problems.push('Shape tag properties require tag_enabled to be true.')
  if (tool.id === 'pdf-with-added-tables') {
    // The n8n node's own rules (addTables.operation.ts `requireTagging`, `validateCellImage`).
    const images = (values.image_ids ?? '').split(',').filter((id) => id.trim()).length
    const problem = tablesProblem(values.table_objects ?? '', images, values.tag_enabled === 'true')
    if (problem) problems.push(problem)
  }
  // The n8n node refuses the same request before sending it (createZugferd.operation.ts).
  if (tool.id === 'zugferd-pdf' && values.regenerate_pdf === 'true' && !extras.has('pdf_file'))
    problems.push('regenerate_pdf requires a source PDF (pdf_file or pdf_id).')
  return problems
}
