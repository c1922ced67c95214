import { z } from 'zod/mini'
import type { LabTool } from '../lab-tool.ts'
import { outputName } from './shared.ts'

const channel = z.number().check(z.int(), z.gte(0), z.lte(255))
/**
 * The look of a PDF the API draws from the invoice: the keys pdfRest's clients show (the samples'
 * locale, label_language, font, bold_font and accent_color_rgb; the n8n node's test adds
 * logo_corner). Other keys are refused rather than guessed at.
 */
const renderOptions = z.strictObject({
  locale: z.optional(z.string().check(z.regex(/^[A-Za-z]{2,3}(-[A-Za-z0-9]{2,8})*$/))),
  label_language: z.optional(z.string().check(z.regex(/^[A-Za-z]{2,3}$/))),
  font: z.optional(z.string().check(z.minLength(1), z.maxLength(64))),
  bold_font: z.optional(z.string().check(z.minLength(1), z.maxLength(64))),
  accent_color_rgb: z.optional(z.tuple([channel, channel, channel])),
  logo_corner: z.optional(z.enum(['top-left', 'top-right', 'bottom-left', 'bottom-right'])),
})

/**
 * ZUGFeRD / Factur-X e-invoices: a PDF/A-3 made from the invoice's CII XML (with the visual PDF the
 * sender already has, or one the API draws), and the check of such a PDF. Facts from pdfRest's n8n
 * node (nodes/PdfRest/actions/createZugferd.operation.ts, validateZugferd.operation.ts, their tests)
 * and its samples repository (cURL/Endpoint Examples/*\/zugferd-pdf.sh, validated-zugferd.sh).
 */
export const zugferdEndpoints: LabTool[] = [
  {
    id: 'zugferd-pdf',
    name: 'Create ZUGFeRD PDF',
    cmsSlug: 'create-zugferd-pdf',
    pro: false,
    input: 'any',
    inputType: 'application/xml',
    sampleInput: 'invoice.xml',
    accepts: 'a ZUGFeRD / Factur-X invoice in CII XML',
    files: { min: 1, max: 3 },
    extraFiles: [
      {
        field: 'pdf_file',
        idField: 'pdf_id',
        label: 'Invoice PDF',
        accepts: 'the visual invoice as a PDF; the API draws one from the XML when left out',
        required: false,
        sampleName: 'invoice.pdf',
      },
      {
        field: 'logo_file',
        idField: 'logo_id',
        label: 'Logo',
        accepts: 'a PNG or JPEG image for a PDF the API draws',
        required: false,
        sampleName: 'logo.png',
      },
    ],
    output: 'pdf',
    params: [
      {
        kind: 'select',
        name: 'regenerate_pdf',
        label: 'Regenerate PDF',
        required: false,
        options: ['false', 'true'],
        default: 'false',
        help: 'true draws a new PDF from the XML when the invoice PDF does not match it; needs pdf_file or pdf_id.',
      },
      {
        kind: 'json',
        name: 'render_options',
        label: 'Render options',
        required: false,
        schema: renderOptions,
        shape:
          'a JSON object with any of locale, label_language, font, bold_font, accent_color_rgb ([r, g, b]) and logo_corner',
        maxLength: 1000,
        example: '{"locale":"de-DE","label_language":"de","accent_color_rgb":[0,92,171]}',
        help: 'Styles a PDF the API draws; a supplied PDF that matches the XML is kept as it is.',
      },
      outputName,
    ],
  },
  {
    id: 'validated-zugferd',
    name: 'Validate ZUGFeRD PDF',
    cmsSlug: 'validate-zugferd',
    pro: false,
    input: 'pdf',
    sampleInput: 'zugferd-invoice.pdf',
    files: { min: 1, max: 1 },
    output: 'json',
    params: [],
  },
]
