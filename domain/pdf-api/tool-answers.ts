import { type FieldDoc, objectSchema } from './answer-fields.ts'
import type { LabTool } from './lab-tool.ts'

/**
 * What each tool answers, field by field: the reference pages' tables and /openapi.json's schemas
 * read these lists. Field names and types follow pdfRest's Python SDK (models/public.py).
 */

const inputId: FieldDoc = {
  name: 'inputId',
  type: 'string',
  format: 'uuid',
  required: true,
  description: 'The id of the input file, stored like an upload: send it to another tool as id.',
}

/** A stored output: every tool that makes a file answers this. */
const fileResult: FieldDoc[] = [
  {
    name: 'outputUrl',
    type: 'string',
    format: 'uri',
    orList: true,
    required: true,
    description:
      'Where to download the output while your plan keeps it; a list when the call makes several files.',
  },
  {
    name: 'outputId',
    type: 'string',
    format: 'uuid',
    orList: true,
    required: true,
    description: 'The output’s id: send it to another tool as id, or to /resource/{id}.',
  },
  {
    ...inputId,
    orList: true,
    required: false,
    description: `${inputId.description} Absent when there is no input (blank-pdf).`,
  },
]

/** Each pdf-info query's answer: its type and meaning (PdfRestInfoResponse, models/public.py). */
const pdfInfoQueries: FieldDoc[] = [
  { name: 'tagged', type: 'boolean', required: false, description: 'Whether structure tags are present.' },
  {
    name: 'image_only',
    type: 'boolean',
    required: false,
    description: 'Whether the pages are only images, with no text.',
  },
  {
    name: 'title',
    type: 'string',
    required: false,
    description: 'The title in the metadata; empty when there is none.',
  },
  {
    name: 'subject',
    type: 'string',
    required: false,
    description: 'The subject in the metadata; empty when there is none.',
  },
  {
    name: 'author',
    type: 'string',
    required: false,
    description: 'The author in the metadata; empty when there is none.',
  },
  {
    name: 'producer',
    type: 'string',
    required: false,
    description: 'The producer in the metadata; empty when there is none.',
  },
  {
    name: 'creator',
    type: 'string',
    required: false,
    description: 'The creator in the metadata; empty when there is none.',
  },
  {
    name: 'creation_date',
    type: 'string',
    required: false,
    description: 'The creation date in the metadata; empty when there is none.',
  },
  {
    name: 'modified_date',
    type: 'string',
    required: false,
    description: 'The last modification date in the metadata; empty when there is none.',
  },
  {
    name: 'keywords',
    type: 'string',
    required: false,
    description: 'The keywords in the metadata; empty when there are none.',
  },
  {
    name: 'custom_metadata',
    type: 'object',
    required: false,
    description: 'Custom metadata entries, by key.',
  },
  {
    name: 'doc_language',
    type: 'string',
    required: false,
    description: 'The language the document declares.',
  },
  { name: 'page_count', type: 'integer', required: false, description: 'The number of pages.' },
  {
    name: 'contains_annotations',
    type: 'boolean',
    required: false,
    description: 'Whether there are annotations (notes, highlights, attachments…).',
  },
  {
    name: 'contains_signature',
    type: 'boolean',
    required: false,
    description: 'Whether there are digital signatures.',
  },
  { name: 'pdf_version', type: 'string', required: false, description: 'The PDF version, e.g. 1.7.' },
  { name: 'file_size', type: 'integer', required: false, description: 'The size in bytes.' },
  { name: 'filename', type: 'string', required: false, description: 'The file name.' },
  {
    name: 'restrict_permissions_set',
    type: 'boolean',
    required: false,
    description: 'Whether permissions are restricted (printing, copying…).',
  },
  { name: 'contains_xfa', type: 'boolean', required: false, description: 'Whether there are XFA forms.' },
  {
    name: 'contains_acroforms',
    type: 'boolean',
    required: false,
    description: 'Whether there are AcroForm fields.',
  },
  {
    name: 'contains_javascript',
    type: 'boolean',
    required: false,
    description: 'Whether there is JavaScript.',
  },
  {
    name: 'contains_transparency',
    type: 'boolean',
    required: false,
    description: 'Whether there are transparent objects.',
  },
  {
    name: 'contains_embedded_file',
    type: 'boolean',
    required: false,
    description: 'Whether files are embedded.',
  },
  {
    name: 'uses_embedded_fonts',
    type: 'boolean',
    required: false,
    description: 'Whether fonts are fully embedded.',
  },
  {
    name: 'uses_nonembedded_fonts',
    type: 'boolean',
    required: false,
    description: 'Whether some fonts are not embedded.',
  },
  { name: 'pdfa', type: 'boolean', required: false, description: 'Whether the document conforms to PDF/A.' },
  {
    name: 'pdfua_claim',
    type: 'boolean',
    required: false,
    description: 'Whether the document claims PDF/UA.',
  },
  { name: 'pdfe_claim', type: 'boolean', required: false, description: 'Whether the document claims PDF/E.' },
  { name: 'pdfx_claim', type: 'boolean', required: false, description: 'Whether the document claims PDF/X.' },
  {
    name: 'requires_password_to_open',
    type: 'boolean',
    required: false,
    description: 'Whether a password is needed to open it (then little else is answered).',
  },
]

const schemaFields = {
  FileResult: fileResult,
  PdfInfo: [
    inputId,
    {
      name: 'all_queries_processed',
      type: 'boolean',
      required: true,
      description: 'Whether every query asked was answered.',
    },
    { name: 'warning', type: 'string', required: false, description: 'Why a query was not answered.' },
    ...pdfInfoQueries,
  ],
  ExtractedText: [
    inputId,
    { name: 'fullText', type: 'string', required: true, description: 'The text of the whole document.' },
  ],
  Markdown: [
    inputId,
    { name: 'markdown', type: 'string', required: true, description: 'The document as Markdown.' },
  ],
  ZugferdValidation: [
    inputId,
    {
      name: 'status',
      type: 'string',
      enum: ['VALID', 'INVALID'],
      required: true,
      description: 'VALID when the PDF carries a ZUGFeRD / Factur-X invoice that passes the checks.',
    },
  ],
  Summary: [inputId, { name: 'summary', type: 'string', required: true, description: 'The summary.' }],
  Translation: [
    inputId,
    {
      name: 'source_languages',
      type: 'strings',
      required: false,
      description: 'The languages detected in the document.',
    },
    { name: 'output_language', type: 'string', required: false, description: 'The language translated to.' },
    { name: 'translated_text', type: 'string', required: true, description: 'The translation.' },
  ],
  Unzipped: [
    inputId,
    {
      name: 'files',
      type: 'array',
      required: true,
      description: 'The files the archive held, each stored with its own id.',
      items: [
        { name: 'name', type: 'string', required: true, description: 'The file name in the archive.' },
        {
          name: 'id',
          type: 'string',
          format: 'uuid',
          required: true,
          description: 'Its id: send it to a tool as id.',
        },
        {
          name: 'outputUrl',
          type: 'string',
          format: 'uri',
          required: true,
          description: 'Where to download it.',
        },
      ],
    },
  ],
} satisfies Record<string, FieldDoc[]>

type AnswerSchema = Exclude<keyof typeof schemaFields, 'FileResult'>

/** The tools that answer JSON, or JSON with output_type json: what, and under which schema. */
export const jsonAnswers: Record<string, { description: string; schema: AnswerSchema }> = {
  'pdf-info': { description: 'The answers to the queries asked.', schema: 'PdfInfo' },
  'extracted-text': { description: 'The extracted text.', schema: 'ExtractedText' },
  unzip: { description: 'The files the archive held, each stored with its own id.', schema: 'Unzipped' },
  'translated-pdf-text': { description: 'The translation (output_type json).', schema: 'Translation' },
  'summarized-pdf-text': { description: 'The summary (output_type json).', schema: 'Summary' },
  markdown: { description: 'The Markdown (output_type json).', schema: 'Markdown' },
  // The field pdfRest's n8n node reads (validateZugferd's workflow test).
  'validated-zugferd': { description: 'Whether the invoice PDF is valid.', schema: 'ZugferdValidation' },
}

/** The fields a tool's answer has: its JSON answer's, or a stored output's. */
export function toolAnswerFields(tool: LabTool): FieldDoc[] {
  const json = jsonAnswers[tool.id]
  return json && tool.output === 'json' ? schemaFields[json.schema] : fileResult
}

/** The answers' schemas for /openapi.json, by name. */
export function toolAnswerSchemas() {
  return Object.fromEntries(
    Object.entries(schemaFields).map(([name, fields]) => [
      name,
      name === 'PdfInfo'
        ? {
            description:
              'One property per query asked, plus all_queries_processed (PdfRestInfoResponse in the Python SDK).',
            ...objectSchema(fields),
          }
        : name === 'FileResult'
          ? {
              description:
                'One output, or lists when a call makes several (split-pdf with several page groups).',
              ...objectSchema(fields),
            }
          : objectSchema(fields),
    ]),
  )
}
