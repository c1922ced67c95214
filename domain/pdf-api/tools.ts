import { z } from 'zod/mini'

/**
 * The API lab's tools: each pdfRest endpoint and its parameters, declared once. The
 * declarations drive the lab's form, the server's validation, the mock API's validation and the
 * code samples.
 */
type ParamBase = {
  name: string
  label: string
  required: boolean
  help?: string
  /** A plausible value for a required parameter without a default: the site's published samples use it. */
  example?: string
}
export type ParamSpec =
  | (ParamBase & { kind: 'select'; options: readonly string[]; default?: string })
  | (ParamBase & {
      kind: 'text'
      maxLength: number
      pattern?: RegExp
      patternMessage?: string
      secret?: boolean
    })
  | (ParamBase & { kind: 'number'; min: number; max: number; default?: string })
  /** Several choices sent as one comma-separated value (e.g. `queries`). */
  | (ParamBase & { kind: 'multi'; options: readonly string[] })
  /** A comma-separated list in the form, sent as repeated `name[]` fields (e.g. `pages[]`). */
  | (ParamBase & { kind: 'list'; pattern: RegExp; patternMessage: string })
  /** pdfRest's `redactions` JSON: an array of `{ type: literal | regex | preset, value }`. */
  | (ParamBase & { kind: 'redactions' })

export type OutputKind = 'pdf' | 'png' | 'jpg' | 'docx' | 'xlsx' | 'md' | 'json'

export type LabTool = {
  /** The endpoint path without the slash, e.g. `compressed-pdf`. */
  id: string
  name: string
  /** The CMS API tool this endpoint belongs to (`/apitools/{slug}/`). */
  cmsSlug: string
  pro: boolean
  /** `pdf`: every input must be a PDF; `any`: documents and images (convert to PDF). */
  input: 'pdf' | 'any'
  files: { min: number; max: number }
  output: OutputKind
  params: ParamSpec[]
}

const pageRange = /^\s*(\d+(-(\d+|last))?|even|odd|last)(\s*,\s*(\d+(-(\d+|last))?|even|odd|last))*\s*$/
const pagesMessage = 'Use page numbers and ranges such as 1-3, 5, 7-last, even or odd'
const outputName: ParamSpec = {
  kind: 'text',
  name: 'output',
  label: 'Output file name',
  required: false,
  maxLength: 100,
  pattern: /^[\w.-]+$/,
  patternMessage: 'Letters, digits, dots, dashes and underscores only',
  help: 'Without extension; the API picks one.',
}
const pages = (required: boolean): ParamSpec => ({
  kind: 'list',
  name: 'pages',
  label: 'Pages',
  required,
  example: '1-3',
  pattern: pageRange,
  patternMessage: pagesMessage,
})

export const labTools: LabTool[] = [
  {
    id: 'compressed-pdf',
    name: 'Compress PDF',
    cmsSlug: 'compress-pdf',
    pro: false,
    input: 'pdf',
    files: { min: 1, max: 1 },
    output: 'pdf',
    params: [
      {
        kind: 'select',
        name: 'compression_level',
        label: 'Compression level',
        required: true,
        options: ['low', 'medium', 'high'],
        default: 'medium',
      },
      outputName,
    ],
  },
  {
    id: 'merged-pdf',
    name: 'Merge PDFs',
    cmsSlug: 'merge-pdfs',
    pro: false,
    input: 'pdf',
    files: { min: 2, max: 10 },
    output: 'pdf',
    params: [outputName],
  },
  {
    id: 'split-pdf',
    name: 'Split PDF',
    cmsSlug: 'split-pdf',
    pro: false,
    input: 'pdf',
    files: { min: 1, max: 1 },
    output: 'pdf',
    params: [pages(true), outputName],
  },
  {
    id: 'pdf',
    name: 'Convert to PDF',
    cmsSlug: 'convert-to-pdf',
    pro: false,
    input: 'any',
    files: { min: 1, max: 1 },
    output: 'pdf',
    params: [outputName],
  },
  {
    id: 'word',
    name: 'PDF to Word',
    cmsSlug: 'pdf-to-word',
    pro: false,
    input: 'pdf',
    files: { min: 1, max: 1 },
    output: 'docx',
    params: [outputName],
  },
  {
    id: 'excel',
    name: 'PDF to Excel',
    cmsSlug: 'pdf-to-excel',
    pro: false,
    input: 'pdf',
    files: { min: 1, max: 1 },
    output: 'xlsx',
    params: [outputName],
  },
  {
    id: 'png',
    name: 'PDF to PNG',
    cmsSlug: 'pdf-to-images',
    pro: false,
    input: 'pdf',
    files: { min: 1, max: 1 },
    output: 'png',
    params: [
      pages(false),
      {
        kind: 'number',
        name: 'resolution',
        label: 'Resolution (DPI)',
        required: false,
        min: 12,
        max: 2400,
        default: '300',
      },
      {
        kind: 'select',
        name: 'color_model',
        label: 'Color model',
        required: false,
        options: ['rgb', 'rgba', 'gray'],
        default: 'rgb',
      },
      outputName,
    ],
  },
  {
    id: 'jpg',
    name: 'PDF to JPG',
    cmsSlug: 'pdf-to-images',
    pro: false,
    input: 'pdf',
    files: { min: 1, max: 1 },
    output: 'jpg',
    params: [
      pages(false),
      {
        kind: 'number',
        name: 'resolution',
        label: 'Resolution (DPI)',
        required: false,
        min: 12,
        max: 2400,
        default: '300',
      },
      {
        kind: 'select',
        name: 'color_model',
        label: 'Color model',
        required: false,
        options: ['rgb', 'cmyk', 'gray'],
        default: 'rgb',
      },
      outputName,
    ],
  },
  {
    id: 'markdown',
    name: 'PDF to Markdown',
    cmsSlug: 'convert-to-markdown',
    pro: true,
    input: 'pdf',
    files: { min: 1, max: 1 },
    output: 'md',
    params: [
      pages(false),
      {
        kind: 'select',
        name: 'page_break_comments',
        label: 'Page break comments',
        required: false,
        options: ['off', 'on'],
        default: 'off',
      },
    ],
  },
  {
    id: 'pdf-with-ocr-text',
    name: 'OCR PDF',
    cmsSlug: 'ocr-pdf',
    pro: true,
    input: 'pdf',
    files: { min: 1, max: 1 },
    output: 'pdf',
    params: [
      {
        kind: 'multi',
        name: 'languages',
        label: 'Languages',
        required: true,
        example: 'English',
        options: [
          'English',
          'French',
          'German',
          'Italian',
          'Spanish',
          'Portuguese',
          'Japanese',
          'ChineseSimplified',
        ],
      },
      outputName,
    ],
  },
  {
    id: 'extracted-text',
    name: 'Extract Text',
    cmsSlug: 'extract-text',
    pro: false,
    input: 'pdf',
    files: { min: 1, max: 1 },
    output: 'json',
    params: [
      pages(false),
      {
        kind: 'select',
        name: 'full_text',
        label: 'Full text',
        required: false,
        options: ['document', 'by_page', 'off'],
        default: 'document',
      },
      {
        kind: 'select',
        name: 'word_style',
        label: 'Word style details',
        required: false,
        options: ['off', 'on'],
        default: 'off',
      },
    ],
  },
  {
    id: 'encrypted-pdf',
    name: 'Encrypt PDF',
    cmsSlug: 'encrypt-pdf',
    pro: false,
    input: 'pdf',
    files: { min: 1, max: 1 },
    output: 'pdf',
    params: [
      {
        kind: 'text',
        name: 'new_open_password',
        label: 'New open password',
        required: true,
        example: 'NEW_PASSWORD',
        maxLength: 128,
        secret: true,
      },
      outputName,
    ],
  },
  {
    id: 'decrypted-pdf',
    name: 'Decrypt PDF',
    cmsSlug: 'decrypt-pdf',
    pro: false,
    input: 'pdf',
    files: { min: 1, max: 1 },
    output: 'pdf',
    params: [
      {
        kind: 'text',
        name: 'current_open_password',
        label: 'Current open password',
        required: true,
        example: 'CURRENT_PASSWORD',
        maxLength: 128,
        secret: true,
      },
      outputName,
    ],
  },
  {
    id: 'watermarked-pdf',
    name: 'Watermark PDF',
    cmsSlug: 'watermark-pdf',
    pro: false,
    input: 'pdf',
    files: { min: 1, max: 1 },
    output: 'pdf',
    params: [
      {
        kind: 'text',
        name: 'watermark_text',
        label: 'Watermark text',
        required: true,
        maxLength: 200,
        example: 'CONFIDENTIAL',
      },
      {
        kind: 'number',
        name: 'opacity',
        label: 'Opacity (0 to 1)',
        required: false,
        min: 0,
        max: 1,
        default: '0.5',
      },
      {
        kind: 'number',
        name: 'font_size',
        label: 'Font size',
        required: false,
        min: 1,
        max: 400,
        default: '72',
      },
      outputName,
    ],
  },
  {
    id: 'pdf-with-redacted-text-preview',
    name: 'Redact PDF (preview)',
    cmsSlug: 'pdf-redaction',
    pro: true,
    input: 'pdf',
    files: { min: 1, max: 1 },
    output: 'pdf',
    params: [
      {
        kind: 'redactions',
        name: 'redactions',
        label: 'Redactions (JSON)',
        required: true,
        example: '[{"type":"preset","value":"email"}]',
        help: 'For example [{"type":"preset","value":"email"}]',
      },
      outputName,
    ],
  },
  {
    id: 'pdf-with-redacted-text-applied',
    name: 'Redact PDF (apply)',
    cmsSlug: 'pdf-redaction',
    pro: true,
    input: 'pdf',
    files: { min: 1, max: 1 },
    output: 'pdf',
    params: [outputName],
  },
  {
    id: 'pdfa',
    name: 'PDF to PDF/A',
    cmsSlug: 'pdf-to-pdfa',
    pro: false,
    input: 'pdf',
    files: { min: 1, max: 1 },
    output: 'pdf',
    params: [
      {
        kind: 'select',
        name: 'output_type',
        label: 'PDF/A version',
        required: true,
        options: ['PDF/A-1b', 'PDF/A-2b', 'PDF/A-2u', 'PDF/A-3b', 'PDF/A-3u'],
        default: 'PDF/A-2b',
      },
      {
        kind: 'select',
        name: 'rasterize_if_errors_encountered',
        label: 'Rasterize on errors',
        required: false,
        options: ['off', 'on'],
        default: 'off',
      },
      outputName,
    ],
  },
  {
    id: 'pdf-info',
    name: 'PDF Info',
    cmsSlug: 'pdf-info',
    pro: false,
    input: 'pdf',
    files: { min: 1, max: 1 },
    output: 'json',
    params: [
      {
        kind: 'multi',
        name: 'queries',
        label: 'Queries',
        required: true,
        example: 'page_count,title',
        options: [
          'page_count',
          'title',
          'author',
          'file_size',
          'pdf_version',
          'tagged',
          'image_only',
          'contains_annotations',
          'requires_password_to_open',
        ],
      },
    ],
  },
]

export function findLabTool(idOrSlug: string): LabTool | undefined {
  return labTools.find((tool) => tool.id === idOrSlug) ?? labTools.find((tool) => tool.cmsSlug === idOrSlug)
}

const redactionSchema = z
  .array(
    z.object({
      type: z.enum(['literal', 'regex', 'preset']),
      value: z.string().check(z.minLength(1), z.maxLength(500)),
    }),
  )
  .check(z.minLength(1, 'Add at least one redaction'), z.maxLength(50))

/** Whether a text is a valid `redactions` JSON value. */
export function isRedactionsJson(text: string): boolean {
  try {
    return redactionSchema.safeParse(JSON.parse(text)).success
  } catch {
    return false
  }
}

function isNumberIn(text: string, min: number, max: number): boolean {
  if (!/^-?\d+(\.\d+)?$/.test(text.trim())) return false
  const value = Number(text)
  return value >= min && value <= max
}

/** The message for one parameter value, or null when it is valid. Empty means "not given". */
export function paramProblem(spec: ParamSpec, raw: string): string | null {
  const value = raw.trim()
  if (!value) return spec.required ? `${spec.label} is required` : null
  switch (spec.kind) {
    case 'select':
      return spec.options.includes(value) ? null : `${spec.label} must be one of ${spec.options.join(', ')}`
    case 'text':
      if (value.length > spec.maxLength) return `${spec.label} must be at most ${spec.maxLength} characters`
      return spec.pattern && !spec.pattern.test(value)
        ? (spec.patternMessage ?? `${spec.label} is not valid`)
        : null
    case 'number':
      return isNumberIn(value, spec.min, spec.max)
        ? null
        : `${spec.label} must be a number from ${spec.min} to ${spec.max}`
    case 'multi': {
      const chosen = value.split(',').map((part) => part.trim())
      if (chosen.some((part) => part === '')) return `${spec.label}: remove the empty entry`
      const unknown = chosen.filter((part) => !spec.options.includes(part))
      return unknown.length ? `${spec.label}: unknown ${unknown.join(', ')}` : null
    }
    case 'list':
      return spec.pattern.test(value) ? null : spec.patternMessage
    case 'redactions':
      return isRedactionsJson(value)
        ? null
        : `${spec.label} must be a JSON array of {"type": "literal" | "regex" | "preset", "value": "…"}`
  }
}

/** Validates every declared parameter and refuses undeclared ones: `{ name: message }`, empty when valid. */
export function paramProblems(tool: LabTool, values: Record<string, string>): Record<string, string> {
  // Entries, then fromEntries: a key like `__proto__` becomes an own property instead of a prototype.
  const problems: [string, string][] = []
  for (const spec of tool.params) {
    const problem = paramProblem(spec, Object.hasOwn(values, spec.name) ? (values[spec.name] ?? '') : '')
    if (problem) problems.push([spec.name, problem])
  }
  for (const name of Object.keys(values)) {
    if (!tool.params.some((spec) => spec.name === name)) problems.push([name, `Unknown parameter ${name}`])
  }
  return Object.fromEntries(problems)
}

/**
 * The values a published sample shows: each required parameter's default, or its example. A sample
 * built from them is a request the API accepts.
 */
export function sampleValues(tool: LabTool): Record<string, string> {
  return Object.fromEntries(
    tool.params.flatMap((spec) => {
      if (!spec.required) return []
      const value = ('default' in spec && spec.default) || spec.example
      return value ? [[spec.name, value]] : []
    }),
  )
}

/** The multipart fields a request sends for the given values (lists become repeated `name[]`). */
export function requestFields(tool: LabTool, values: Record<string, string>): [string, string][] {
  const fields: [string, string][] = []
  for (const spec of tool.params) {
    const value = (values[spec.name] ?? '').trim()
    if (!value) continue
    if (spec.kind === 'list') {
      for (const part of value.split(',')) fields.push([`${spec.name}[]`, part.trim()])
    } else if (spec.kind === 'multi') {
      fields.push([
        spec.name,
        value
          .split(',')
          .map((part) => part.trim())
          .join(','),
      ])
    } else {
      fields.push([spec.name, value])
    }
  }
  return fields
}

/** Reads parameter values back from request fields (the inverse of `requestFields`); PHP-style
 * indexed names (`pages[0]`, `pages[1]`) count as repeated `pages[]` fields. */
export function valuesFromFields(fields: [string, string][]): Record<string, string> {
  const values = new Map<string, string>()
  for (const [name, value] of fields) {
    const list = /^(.+)\[\d*\]$/.exec(name)
    const key = list?.[1] ?? name
    const before = values.get(key)
    values.set(key, before !== undefined && list ? `${before},${value}` : value)
  }
  return Object.fromEntries(values)
}

/** A `z.record` of strings for server-function input; the detailed checks are `paramProblems`. */
export const paramValuesSchema = z.record(
  z.string().check(z.regex(/^(?!__proto__$)[a-z_]{1,40}$/)),
  z.string().check(z.maxLength(5000)),
)
