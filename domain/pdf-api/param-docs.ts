import { uploadLimits } from '../plans/plan-limits.ts'
import type { LabTool, OutputKind, ParamSpec } from './lab-tool.ts'
import { planNames } from '../plans/plan-rules.ts'
import { PDF_API_HOSTS } from './hosts.ts'

/**
 * How the reference and the OpenAPI document describe the catalogue: one reading of each parameter
 * kind, so the two never disagree. Client-safe, plain data.
 */
export type ParamDoc = {
  /** The multipart field name as sent (lists are repeated `name[]` fields). */
  field: string
  label: string
  type: string
  required: boolean
  default: string | null
  /** Allowed values, or a rule in words. */
  allowed: string
  description: string
}

export function paramDoc(spec: ParamSpec): ParamDoc {
  const base = { label: spec.label, required: spec.required, description: spec.help ?? '' }
  switch (spec.kind) {
    case 'select':
      return {
        ...base,
        field: spec.name,
        type: 'string',
        default: spec.default ?? null,
        allowed: `One of ${spec.options.join(', ')}`,
      }
    case 'text':
      return {
        ...base,
        field: spec.name,
        type: spec.secret ? 'string (password)' : 'string',
        default: null,
        allowed: [
          spec.minLength
            ? `${spec.minLength} to ${spec.maxLength} characters`
            : `Up to ${spec.maxLength} characters`,
          spec.patternMessage,
        ]
          .filter(Boolean)
          .join('; '),
      }
    case 'number':
      return {
        ...base,
        field: spec.name,
        type: spec.integer ? 'integer' : 'number',
        default: spec.default ?? null,
        allowed: `From ${spec.min} to ${spec.max}`,
      }
    case 'multi':
      return {
        ...base,
        field: spec.name,
        type: 'string (comma-separated)',
        default: null,
        allowed: `Any of ${spec.options.join(', ')}`,
      }
    case 'list':
      return {
        ...base,
        field: `${spec.name}[]`,
        type: 'string, repeated',
        default: null,
        allowed: spec.patternMessage,
      }
    case 'redactions':
      return {
        ...base,
        field: spec.name,
        type: 'string (JSON)',
        default: null,
        allowed: 'A JSON array of {"type": "literal" | "regex" | "preset", "value": "…"}, 1 to 50 entries',
      }
    case 'json':
      return {
        ...base,
        field: spec.name,
        type: 'string (JSON)',
        default: null,
        allowed: `${spec.shape[0]?.toUpperCase() ?? ''}${spec.shape.slice(1)}; up to ${spec.maxLength} characters`,
      }
  }
}

export const outputLabels: Record<OutputKind, string> = {
  pdf: 'PDF',
  png: 'PNG images',
  jpg: 'JPEG images',
  tiff: 'TIFF images',
  bmp: 'BMP images',
  gif: 'GIF images',
  docx: 'Word document (.docx)',
  xlsx: 'Excel workbook (.xlsx)',
  pptx: 'PowerPoint presentation (.pptx)',
  md: 'Markdown',
  xml: 'Form data file (XFDF, FDF, XML, XDP or XFD)',
  zip: 'ZIP archive',
  json: 'JSON',
  ps: 'PostScript file',
}

/** What the main input file may be, in words. */
export const inputLabels: Record<LabTool['input'], string> = {
  pdf: 'PDF',
  any: 'document or image',
  zip: 'ZIP archive',
  document: 'PDF, Markdown or text file',
}

/** Tools that answer JSON directly instead of an output file. */
export const answersJson = (tool: LabTool) => tool.output === 'json'

export function filesRule(tool: LabTool): string {
  if (tool.accepts && tool.files.max === 1) return `One file: ${tool.accepts}`
  const kind = inputLabels[tool.input]
  if (tool.extraFiles?.length) {
    const main =
      tool.accepts && tool.files.max - tool.extraFiles.length === 1 ? `file: ${tool.accepts},` : `${kind},`
    const extras = tool.extraFiles.map(
      (extra) => `${extra.label} (${extra.accepts}${extra.required ? '' : ', optional'})`,
    )
    return `One ${main} then ${extras.join(', ')}`
  }
  if (tool.files.min === tool.files.max)
    return tool.files.min === 1 ? `One ${kind}` : `${tool.files.min} ${kind}s`
  return `${tool.files.min} to ${tool.files.max} ${kind}s, in order`
}

/** The per-file upload limit by plan, e.g. "Starter 100 MB, Premium 250 MB, …". */
export function uploadLimitsText(): string {
  return planNames
    .map((plan) => {
      const max = uploadLimits[plan].maxMb
      return `${plan} ${max >= 1024 ? `${max / 1024} GB` : `${max} MB`}`
    })
    .join(', ')
}

/** The API's answer when the main input is not the kind an endpoint reads. */
export const inputError: Record<LabTool['input'], string> = {
  pdf: 'The input file is not a valid PDF.',
  any: 'No input file was provided.',
  zip: 'The input file is not a ZIP archive.',
  document: 'The input file must be a PDF, Markdown or plain text file.',
}

/** The API's answer when an invoice tool's XML is not a CII invoice. */
export const invoiceXmlError = 'The input file is not a ZUGFeRD / Factur-X invoice XML (CII).'

/** The words a refused main input gets: the invoice tools name their XML. */
export const inputErrorOf = (tool: LabTool) =>
  tool.inputType === 'application/xml' ? invoiceXmlError : inputError[tool.input]

export type ErrorDoc = { status: number; title: string; when: string; example: string }

/** The error answers an endpoint can give, in the API's own `{ "error": "…" }` shape. */
export function errorDocs(tool: LabTool): ErrorDoc[] {
  const errors: ErrorDoc[] = [
    {
      status: 400,
      title: 'Bad Request',
      when: 'A parameter is missing or invalid, a file is missing or is not the kind the tool reads.',
      example: inputErrorOf(tool),
    },
    {
      status: 401,
      title: 'Unauthorized',
      when: 'The Api-Key header is missing or not a valid key.',
      example: 'Invalid API key.',
    },
  ]
  if (tool.pro) {
    errors.push({
      status: 403,
      title: 'Forbidden',
      when: 'A Pro tool called with a Starter key.',
      example: 'This tool requires a paid plan with Pro tools.',
    })
  }
  errors.push({
    status: 413,
    title: 'Payload Too Large',
    when: `A file is larger than the plan allows per file (${uploadLimitsText()}).`,
    example: 'scan.pdf is larger than the 100 MB your Starter plan allows per file.',
  })
  return errors
}

const uuid = '3f2b6c1e-8a4d-4b7e-9c0f-5d1a2e3b4c5d'
const jsonExamples: Record<string, object> = {
  'pdf-info': { inputId: uuid, page_count: 2, title: 'Annual report' },
  'extracted-text': { inputId: uuid, fullText: 'The text of the document…' },
  'validated-zugferd': { inputId: uuid, status: 'VALID' },
  unzip: {
    inputId: uuid,
    files: [
      { name: 'invoice.pdf', id: uuid, outputUrl: `${PDF_API_HOSTS.global}/resource/${uuid}?format=file` },
    ],
  },
  'translated-pdf-text': {
    inputId: uuid,
    source_languages: ['en'],
    output_language: 'es',
    translated_text: '# Informe anual\n\nLos ingresos crecieron…',
  },
  'summarized-pdf-text': { inputId: uuid, summary: 'Revenue grew 12% on strong cloud demand…' },
}

/** An example of the 200 answer, as the reference and its Markdown copy show it. */
export function successExample(tool: LabTool): string {
  const json = answersJson(tool) ? jsonExamples[tool.id] : undefined
  return JSON.stringify(
    json ?? {
      outputUrl: `${PDF_API_HOSTS.global}/resource/${uuid}?format=file`,
      outputId: uuid,
      inputId: uuid,
    },
    null,
    2,
  )
}
