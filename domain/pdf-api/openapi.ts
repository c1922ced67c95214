import { answersJson, errorDocs, filesRule, outputLabels, uploadLimitsText } from './param-docs.ts'
import type { ToolGroup } from './tool-groups.ts'
import { blankPdfParams } from './catalogue/blank-pdf.ts'
import { PDF_API_HOSTS } from './hosts.ts'
import { type LabTool, mainFileCount, type ParamSpec } from './tools.ts'
import { planCatalogue } from '../plans/plan-catalogue.ts'
import { planNames } from '../plans/plan-rules.ts'

type Json = string | number | boolean | null | Json[] | { [key: string]: Json }
export type OpenApiDocument = { [key: string]: Json }

/** The reference page of an endpoint, relative to the site. */
export const referencePath = (tool: LabTool) => `/documentation/${tool.id}/`

/**
 * A parameter in a JSON body, as pdfRest's Python SDK sends it (models/_internal.py): a list as an
 * array or one comma-separated string under its plain name, a number as a number or as its text
 * (the watermark's `"opacity": "0.5"`).
 */
function jsonParamSchema(spec: ParamSpec): { [key: string]: Json } {
  const schema = paramSchema(spec)
  if (spec.kind === 'list')
    return {
      description: schema.description ?? spec.label,
      oneOf: [
        { type: 'array', items: { type: 'string', pattern: spec.pattern.source } },
        { type: 'string', pattern: spec.pattern.source },
      ],
    }
  if (spec.kind === 'number')
    return {
      description: schema.description ?? spec.label,
      oneOf: [schema, { type: 'string', pattern: '^-?\\d+(\\.\\d+)?$' }],
    }
  // A yes/no choice as a JSON boolean, an object parameter as the object itself (pdfRest's samples
  // send "regenerate_pdf": true and "render_options": {…}: JSON Payload/zugferd-pdf.sh).
  if (spec.kind === 'select' && spec.options.join() === 'false,true')
    return { description: schema.description ?? spec.label, oneOf: [schema, { type: 'boolean' }] }
  if (spec.kind === 'json' && spec.example?.startsWith('{'))
    return { description: schema.description ?? spec.label, oneOf: [schema, { type: 'object' }] }
  return schema
}

function paramSchema(spec: ParamSpec): { [key: string]: Json } {
  const described = spec.help ? { description: `${spec.label}. ${spec.help}` } : { description: spec.label }
  switch (spec.kind) {
    case 'select':
      return {
        ...described,
        type: 'string',
        enum: [...spec.options],
        ...(spec.default ? { default: spec.default } : {}),
      }
    case 'text':
      return {
        ...described,
        type: 'string',
        minLength: spec.minLength ?? 1,
        maxLength: spec.maxLength,
        ...(spec.pattern ? { pattern: spec.pattern.source } : {}),
        ...(spec.secret ? { format: 'password', writeOnly: true } : {}),
      }
    case 'number':
      return {
        ...described,
        type: spec.integer ? 'integer' : 'number',
        minimum: spec.min,
        maximum: spec.max,
        ...(spec.default ? { default: Number(spec.default) } : {}),
      }
    case 'multi': {
      const option = `(${spec.options.join('|')})`
      return {
        ...described,
        type: 'string',
        description: `${spec.label}: a comma-separated list of ${spec.options.join(', ')}.`,
        pattern: `^${option}(,${option})*$`,
        examples: [spec.options.slice(0, 2).join(',')],
      }
    }
    case 'list':
      return {
        ...described,
        type: 'array',
        description: `${spec.label}, one field per entry. ${spec.patternMessage}.`,
        items: { type: 'string', pattern: spec.pattern.source },
      }
    case 'redactions':
      return {
        ...described,
        type: 'string',
        contentMediaType: 'application/json',
        contentSchema: { $ref: '#/components/schemas/Redactions' },
        ...(spec.example ? { examples: [spec.example] } : {}),
      }
    case 'json':
      return {
        ...described,
        type: 'string',
        description: `${spec.label}: ${spec.shape}.`,
        contentMediaType: 'application/json',
        minLength: 2,
        maxLength: spec.maxLength,
        ...(spec.example ? { examples: [spec.example] } : {}),
      }
  }
}

const fieldName = (spec: ParamSpec) => (spec.kind === 'list' ? `${spec.name}[]` : spec.name)

const mainType = (tool: LabTool) =>
  tool.inputType ?? (tool.input === 'pdf' ? 'application/pdf' : 'application/octet-stream')

function requestBody(tool: LabTool): { [key: string]: Json } {
  const extras = tool.extraFiles ?? []
  const { min: mainMin, max: mainMax } = mainFileCount(tool)
  const file: { [key: string]: Json } = {
    type: 'string',
    contentMediaType: mainType(tool),
    description: `${filesRule(tool)}. Largest file per plan: ${uploadLimitsText()}.`,
  }
  const fileProperty: { [key: string]: Json } =
    mainMax > 1 ? { type: 'array', minItems: mainMin, maxItems: mainMax, items: file } : file
  const params = Object.fromEntries(tool.params.map((spec) => [fieldName(spec), paramSchema(spec)]))
  const required = tool.params.filter((spec) => spec.required && !spec.unlessFile).map(fieldName)
  const uploaded: { [key: string]: Json } =
    mainMax > 1
      ? {
          type: 'array',
          minItems: mainMin,
          maxItems: mainMax,
          items: { type: 'string', format: 'uuid' },
        }
      : { type: 'string', format: 'uuid' }
  const extraParts = Object.fromEntries(
    extras.map((extra) => [
      extra.field,
      {
        type: 'string',
        contentMediaType: 'application/octet-stream',
        description: `${extra.label}: ${extra.accepts}.`,
      },
    ]),
  )
  const extraIds = Object.fromEntries(
    extras.map((extra) => [
      extra.idField,
      {
        type: 'string',
        format: 'uuid',
        description: `${extra.label}: the id of an uploaded file (${extra.accepts}).`,
      },
    ]),
  )
  const url: { [key: string]: Json } = tool.url
    ? {
        url: {
          type: 'string',
          format: 'uri',
          maxLength: 2048,
          description: 'A web page or file address (http or https) to convert instead of a file.',
        },
      }
    : {}
  // With a url the file is optional: one of the two is needed, the mock refuses both or neither.
  const mainRequired = (name: string) => (tool.url ? [] : [name])
  const requiredExtras = (key: 'field' | 'idField') =>
    extras.filter((extra) => extra.required && !extra.instead).map((extra) => extra[key])
  const rules = crossFieldRules(tool)
  return {
    required: true,
    content: {
      'multipart/form-data': {
        schema: {
          type: 'object',
          properties: { file: fileProperty, ...extraParts, ...url, ...params },
          required: [...mainRequired('file'), ...requiredExtras('field'), ...required],
          ...(rules.length ? { allOf: rules } : {}),
        },
        encoding: { file: { contentType: mainType(tool) } },
      },
      'application/json': {
        schema: {
          type: 'object',
          description: 'Files uploaded earlier with /upload, by id.',
          properties: {
            id: { ...uploaded, description: 'The id of an uploaded file.' },
            ...extraIds,
            ...url,
            ...Object.fromEntries(tool.params.map((spec) => [spec.name, jsonParamSchema(spec)])),
          },
          required: [
            ...mainRequired('id'),
            ...requiredExtras('idField'),
            ...tool.params.filter((spec) => spec.required && !spec.unlessFile).map((spec) => spec.name),
          ],
        },
      },
    },
  }
}

/** Each pdf-info query's answer: its type and meaning (PdfRestInfoResponse, models/public.py). */
const pdfInfoFields: [string, 'string' | 'integer' | 'boolean' | 'object', string][] = [
  ['tagged', 'boolean', 'Whether structure tags are present.'],
  ['image_only', 'boolean', 'Whether the pages are only images, with no text.'],
  ['title', 'string', 'The title in the metadata; empty when there is none.'],
  ['subject', 'string', 'The subject in the metadata; empty when there is none.'],
  ['author', 'string', 'The author in the metadata; empty when there is none.'],
  ['producer', 'string', 'The producer in the metadata; empty when there is none.'],
  ['creator', 'string', 'The creator in the metadata; empty when there is none.'],
  ['creation_date', 'string', 'The creation date in the metadata; empty when there is none.'],
  ['modified_date', 'string', 'The last modification date in the metadata; empty when there is none.'],
  ['keywords', 'string', 'The keywords in the metadata; empty when there are none.'],
  ['custom_metadata', 'object', 'Custom metadata entries, by key.'],
  ['doc_language', 'string', 'The language the document declares.'],
  ['page_count', 'integer', 'The number of pages.'],
  ['contains_annotations', 'boolean', 'Whether there are annotations (notes, highlights, attachments…).'],
  ['contains_signature', 'boolean', 'Whether there are digital signatures.'],
  ['pdf_version', 'string', 'The PDF version, e.g. 1.7.'],
  ['file_size', 'integer', 'The size in bytes.'],
  ['filename', 'string', 'The file name.'],
  ['restrict_permissions_set', 'boolean', 'Whether permissions are restricted (printing, copying…).'],
  ['contains_xfa', 'boolean', 'Whether there are XFA forms.'],
  ['contains_acroforms', 'boolean', 'Whether there are AcroForm fields.'],
  ['contains_javascript', 'boolean', 'Whether there is JavaScript.'],
  ['contains_transparency', 'boolean', 'Whether there are transparent objects.'],
  ['contains_embedded_file', 'boolean', 'Whether files are embedded.'],
  ['uses_embedded_fonts', 'boolean', 'Whether fonts are fully embedded.'],
  ['uses_nonembedded_fonts', 'boolean', 'Whether some fonts are not embedded.'],
  ['pdfa', 'boolean', 'Whether the document conforms to PDF/A.'],
  ['pdfua_claim', 'boolean', 'Whether the document claims PDF/UA.'],
  ['pdfe_claim', 'boolean', 'Whether the document claims PDF/E.'],
  ['pdfx_claim', 'boolean', 'Whether the document claims PDF/X.'],
  [
    'requires_password_to_open',
    'boolean',
    'Whether a password is needed to open it (then little else is answered).',
  ],
]

const jsonAnswers: Record<string, { description: string; schema: string }> = {
  'pdf-info': { description: 'The answers to the queries asked.', schema: 'PdfInfo' },
  'extracted-text': { description: 'The extracted text.', schema: 'ExtractedText' },
  unzip: { description: 'The files the archive held, each stored with its own id.', schema: 'Unzipped' },
  'translated-pdf-text': { description: 'The translation (output_type json).', schema: 'Translation' },
  'summarized-pdf-text': { description: 'The summary (output_type json).', schema: 'Summary' },
  markdown: { description: 'The Markdown (output_type json).', schema: 'Markdown' },
  'validated-zugferd': { description: 'Whether the invoice PDF is valid.', schema: 'ZugferdValidation' },
}

/**
 * Rules that tie one field to another, as JSON Schema conditions on the multipart body (the mock
 * enforces them; sources in the catalogue): a custom profile needs its file, credentials come as a
 * PFX pair or as a certificate and key, a watermark is text or a file.
 */
function crossFieldRules(tool: LabTool): Json[] {
  const customNeedsProfile = (field: string): Json => ({
    if: { properties: { [field]: { const: 'custom' } }, required: [field] },
    then: { required: ['profile'] },
    else: { not: { required: ['profile'] } },
  })
  const noneOf = (...fields: string[]): { [key: string]: Json } => ({
    not: { anyOf: fields.map((field) => ({ required: [field] })) },
  })
  switch (tool.id) {
    case 'compressed-pdf':
      return [customNeedsProfile('compression_level')]
    case 'pdf-with-converted-colors':
      return [customNeedsProfile('color_profile')]
    case 'signed-pdf':
      return [
        {
          oneOf: [
            {
              required: ['pfx_credential_file', 'pfx_passphrase_file'],
              ...noneOf('certificate_file', 'private_key_file'),
            },
            {
              required: ['certificate_file', 'private_key_file'],
              ...noneOf('pfx_credential_file', 'pfx_passphrase_file'),
            },
          ],
        },
      ]
    case 'zugferd-pdf':
      return [
        {
          if: { properties: { regenerate_pdf: { const: 'true' } }, required: ['regenerate_pdf'] },
          then: { required: ['pdf_file'] },
        },
      ]
    case 'watermarked-pdf':
      return [
        { oneOf: [{ required: ['watermark_text'] }, { required: ['watermark_file'] }] },
        { dependentRequired: { watermark_file_scale: ['watermark_file'] } },
        { not: { required: ['text_color_rgb', 'text_color_cmyk'] } },
      ]
    default:
      return []
  }
}

function responses(tool: LabTool): { [key: string]: Json } {
  const fileResult = { $ref: '#/components/schemas/FileResult' }
  const takesOutputType = tool.params.some((spec) => spec.name === 'output_type' && spec.kind === 'select')
  const answer = answersJson(tool) || takesOutputType ? jsonAnswers[tool.id] : undefined
  const ok: Json = answer
    ? {
        description: takesOutputType
          ? `${answer.description} With output_type file, a stored file.`
          : answer.description,
        content: {
          'application/json': {
            schema: takesOutputType
              ? { oneOf: [{ $ref: `#/components/schemas/${answer.schema}` }, fileResult] }
              : { $ref: `#/components/schemas/${answer.schema}` },
          },
        },
      }
    : {
        description: `The output (${outputLabels[tool.output]}) is stored for the plan's retention time; fetch it from outputUrl.`,
        content: { 'application/json': { schema: fileResult } },
      }
  return {
    '200': ok,
    ...Object.fromEntries(
      errorDocs(tool).map((error) => [
        String(error.status),
        {
          description: `${error.title}: ${error.when}`,
          content: {
            'application/json': {
              schema: { $ref: '#/components/schemas/Error' },
              example: { error: error.example, message: error.example },
            },
          },
        },
      ]),
    ),
  }
}

function operation(tool: LabTool, tag: string, siteUrl: string): { [key: string]: Json } {
  const pro = tool.pro
    ? ' This is a Pro tool: it needs a Premium, Pro or Enterprise plan; Starter keys get 403.'
    : ''
  return {
    operationId: tool.id.replace(/-(\w)/g, (_, letter: string) => letter.toUpperCase()),
    summary: tool.name,
    description: `${filesRule(tool)} in, ${outputLabels[tool.output]} out.${pro}`,
    tags: [tag],
    'x-pro-tool': tool.pro,
    externalDocs: { description: `${tool.name} reference`, url: `${siteUrl}${referencePath(tool)}` },
    requestBody: requestBody(tool),
    responses: responses(tool),
  }
}

const errorResponse = (description: string, example: string): { [key: string]: Json } => ({
  description,
  content: {
    'application/json': {
      schema: { $ref: '#/components/schemas/Error' },
      example: { error: example, message: example },
    },
  },
})

function limitsTable(): string {
  const rows = planNames.map((plan) => {
    const entry = planCatalogue[plan]
    const limit = uploadLimitsText()
      .split(', ')
      .find((text) => text.startsWith(plan))
      ?.slice(plan.length + 1)
    return `| ${plan} | ${entry.callsPerMonth} | ${limit ?? ''} | ${plan === 'Starter' ? 'no' : 'yes'} |`
  })
  return ['| Plan | Calls per month | Largest file | Pro tools |', '|---|---|---|---|', ...rows].join('\n')
}

/**
 * The OpenAPI 3.1 document of the PDF API, generated from the lab's catalogue: every endpoint the
 * lab and the mock accept, with the same parameters, limits and error shapes.
 */
export function buildOpenApi({ siteUrl, groups }: { siteUrl: string; groups: ToolGroup[] }): OpenApiDocument {
  const paths: { [key: string]: Json } = {}
  for (const group of groups) {
    for (const tool of group.tools) paths[`/${tool.id}`] = { post: operation(tool, group.name, siteUrl) }
  }
  paths['/upload'] = {
    post: {
      operationId: 'upload',
      summary: 'Upload files',
      description: 'Stores files once, to send their ids to several tools.',
      tags: ['Files'],
      requestBody: {
        required: true,
        content: {
          'multipart/form-data': {
            schema: {
              type: 'object',
              properties: {
                file: {
                  type: 'array',
                  items: { type: 'string', contentMediaType: 'application/octet-stream' },
                },
              },
              required: ['file'],
            },
          },
          'application/json': {
            schema: {
              type: 'object',
              description: 'Files to fetch from the web and store, by address.',
              properties: {
                url: {
                  oneOf: [
                    { type: 'string', format: 'uri', maxLength: 2048 },
                    {
                      type: 'array',
                      minItems: 1,
                      maxItems: 10,
                      items: { type: 'string', format: 'uri', maxLength: 2048 },
                    },
                  ],
                },
              },
              required: ['url'],
            },
          },
          'application/octet-stream': {
            schema: {
              type: 'string',
              contentMediaType: 'application/octet-stream',
              description: 'One file as the raw body, named by the Content-Filename header.',
            },
          },
        },
      },
      responses: {
        '200': {
          description: 'The stored files.',
          content: { 'application/json': { schema: { $ref: '#/components/schemas/UploadResult' } } },
        },
        '400': errorResponse('No file was sent.', 'No file was uploaded.'),
        '401': errorResponse('The Api-Key header is missing or not a valid key.', 'Invalid API key.'),
      },
    },
  }
  paths['/resource/{id}'] = {
    get: {
      operationId: 'getResource',
      summary: 'Fetch an output file',
      description: 'The file a tool made, or its details, while the plan keeps it.',
      tags: ['Files'],
      security: [],
      parameters: [
        { name: 'id', in: 'path', required: true, schema: { type: 'string', format: 'uuid' } },
        {
          name: 'format',
          in: 'query',
          required: false,
          schema: { type: 'string', enum: ['file', 'info'], default: 'file' },
          description: 'file (the default) sends the file itself; info its details as JSON.',
        },
      ],
      responses: {
        '200': {
          description: 'The file (format=file) or its details (format=info).',
          content: {
            'application/octet-stream': {
              schema: { type: 'string', contentMediaType: 'application/octet-stream' },
            },
            'application/json': { schema: { $ref: '#/components/schemas/ResourceInfo' } },
          },
        },
        '404': errorResponse('No such file, or it is past its retention time.', 'Resource not found.'),
      },
    },
  }
  const blankFields = Object.fromEntries(blankPdfParams.map((spec) => [spec.name, jsonParamSchema(spec)]))
  const blankRequired = blankPdfParams.filter((spec) => spec.required).map((spec) => spec.name)
  paths['/blank-pdf'] = {
    post: {
      operationId: 'blankPdf',
      summary: 'Blank PDF',
      description:
        'Makes a PDF of empty pages, from no input file. page_orientation is required unless page_size is custom; custom sizes need custom_height and custom_width.',
      tags: ['Files'],
      requestBody: {
        required: true,
        content: {
          'application/json': {
            schema: { type: 'object', properties: blankFields, required: blankRequired },
          },
          'multipart/form-data': {
            schema: { type: 'object', properties: blankFields, required: blankRequired },
          },
        },
      },
      responses: {
        '200': {
          description: "The blank PDF, stored for the plan's retention time.",
          content: { 'application/json': { schema: { $ref: '#/components/schemas/FileResult' } } },
        },
        '400': errorResponse(
          'A parameter is missing or not valid.',
          "page_orientation is required when page_size is not 'custom'.",
        ),
        '401': errorResponse('The Api-Key header is missing or not a valid key.', 'Invalid API key.'),
      },
    },
  }
  paths['/delete'] = {
    post: {
      operationId: 'deleteFiles',
      summary: 'Delete files',
      description: 'Deletes stored files (uploads and outputs) before their retention time ends.',
      tags: ['Files'],
      requestBody: {
        required: true,
        content: {
          'application/json': {
            schema: {
              type: 'object',
              properties: {
                ids: { type: 'string', description: 'File ids, comma-separated (at most 100).' },
              },
              required: ['ids'],
            },
          },
        },
      },
      responses: {
        '200': {
          description: 'The result per file.',
          content: { 'application/json': { schema: { $ref: '#/components/schemas/Deletion' } } },
        },
        '400': errorResponse('No ids were sent.', 'ids is required: the ids of the files to delete.'),
        '401': errorResponse('The Api-Key header is missing or not a valid key.', 'Invalid API key.'),
      },
    },
  }
  paths['/up'] = {
    get: {
      operationId: 'up',
      summary: 'Service health',
      description: 'Whether the service is up, and its version.',
      tags: ['Files'],
      security: [],
      responses: {
        '200': {
          description: 'The service is up.',
          content: { 'application/json': { schema: { $ref: '#/components/schemas/Up' } } },
        },
      },
    },
  }
  return {
    openapi: '3.1.0',
    info: {
      title: 'pdfRest API',
      version: '1.0.0',
      summary: 'Cloud PDF processing over REST.',
      description: [
        'Every endpoint takes files and parameters as multipart/form-data (or ids of files uploaded',
        'earlier, as JSON) and answers JSON. Authenticate with your API key in the `Api-Key` header.',
        '',
        'Use the EU host for processing and storage in the European Union (GDPR).',
        '',
        limitsTable(),
      ].join('\n'),
      contact: { name: 'pdfRest support', url: `${siteUrl}/support/` },
      termsOfService: `${siteUrl}/termsofservice/`,
    },
    externalDocs: { description: 'API reference', url: `${siteUrl}/documentation/` },
    servers: [
      { url: PDF_API_HOSTS.global, description: 'Global' },
      { url: PDF_API_HOSTS.eu, description: 'EU (GDPR): processed and stored in the European Union' },
    ],
    security: [{ ApiKeyAuth: [] }],
    tags: [
      ...groups.map((group) => ({ name: group.name })),
      { name: 'Files', description: 'Uploads and output files.' },
    ],
    paths,
    components: {
      securitySchemes: {
        ApiKeyAuth: {
          type: 'apiKey',
          in: 'header',
          name: 'Api-Key',
          description: `Your API key, from ${siteUrl}/account/.`,
        },
      },
      schemas: {
        Error: {
          type: 'object',
          properties: {
            error: { type: 'string', description: 'What went wrong, in words.' },
            message: {
              type: 'string',
              description: "The same text: the field pdfRest's Python SDK reads into its errors.",
            },
          },
          required: ['error'],
        },
        FileResult: {
          type: 'object',
          description: 'One output, or lists when a call makes several (split-pdf with several page groups).',
          properties: {
            outputUrl: {
              oneOf: [
                { type: 'string', format: 'uri' },
                { type: 'array', items: { type: 'string', format: 'uri' } },
              ],
            },
            outputId: {
              oneOf: [
                { type: 'string', format: 'uuid' },
                { type: 'array', items: { type: 'string', format: 'uuid' } },
              ],
            },
            inputId: {
              oneOf: [
                { type: 'string', format: 'uuid' },
                { type: 'array', items: { type: 'string', format: 'uuid' } },
              ],
            },
          },
          required: ['outputUrl', 'outputId'],
        },
        PdfInfo: {
          type: 'object',
          description:
            'One property per query asked, plus all_queries_processed (PdfRestInfoResponse in the Python SDK).',
          properties: {
            inputId: { type: 'string', format: 'uuid', description: 'The id of the input file.' },
            all_queries_processed: {
              type: 'boolean',
              description: 'Whether every query asked was answered.',
            },
            warning: { type: 'string', description: 'Why a query was not answered.' },
            ...Object.fromEntries(
              pdfInfoFields.map(([name, type, description]) => [name, { type, description }]),
            ),
          },
          required: ['inputId', 'all_queries_processed'],
        },
        ExtractedText: {
          type: 'object',
          properties: { inputId: { type: 'string', format: 'uuid' }, fullText: { type: 'string' } },
          required: ['inputId', 'fullText'],
        },
        Markdown: {
          type: 'object',
          properties: { inputId: { type: 'string', format: 'uuid' }, markdown: { type: 'string' } },
          required: ['inputId', 'markdown'],
        },
        ZugferdValidation: {
          type: 'object',
          description:
            "The verdict on the invoice the PDF carries (the field pdfRest's n8n node reads: validateZugferd's workflow test).",
          properties: {
            inputId: { type: 'string', format: 'uuid' },
            status: {
              type: 'string',
              enum: ['VALID', 'INVALID'],
              description: 'VALID when the PDF carries a ZUGFeRD / Factur-X invoice that passes the checks.',
            },
          },
          required: ['inputId', 'status'],
        },
        Summary: {
          type: 'object',
          properties: { inputId: { type: 'string', format: 'uuid' }, summary: { type: 'string' } },
          required: ['inputId', 'summary'],
        },
        Translation: {
          type: 'object',
          properties: {
            inputId: { type: 'string', format: 'uuid' },
            source_languages: { type: 'array', items: { type: 'string' } },
            output_language: { type: 'string' },
            translated_text: { type: 'string' },
          },
          required: ['inputId', 'translated_text'],
        },
        Unzipped: {
          type: 'object',
          properties: {
            inputId: { type: 'string', format: 'uuid' },
            files: {
              type: 'array',
              items: {
                type: 'object',
                properties: {
                  name: { type: 'string' },
                  id: { type: 'string', format: 'uuid' },
                  outputUrl: { type: 'string', format: 'uri' },
                },
                required: ['name', 'id', 'outputUrl'],
              },
            },
          },
          required: ['inputId', 'files'],
        },
        UploadResult: {
          type: 'object',
          properties: {
            files: {
              type: 'array',
              items: {
                type: 'object',
                properties: { name: { type: 'string' }, id: { type: 'string', format: 'uuid' } },
                required: ['name', 'id'],
              },
            },
          },
          required: ['files'],
        },
        ResourceInfo: {
          type: 'object',
          description: "A stored file, as pdfRest's Python SDK reads it (PdfRestFile).",
          properties: {
            id: { type: 'string', format: 'uuid', description: 'The file id, to send to a tool as id.' },
            name: { type: 'string', description: 'The file name.' },
            url: { type: 'string', format: 'uri', description: 'Where to download the file.' },
            type: { type: 'string', description: 'The MIME type, e.g. application/pdf.' },
            size: { type: 'integer', description: 'The size in bytes.' },
            modified: {
              type: 'string',
              format: 'date-time',
              description: 'When the file was stored, with its time zone.',
            },
            scheduledDeletionTimeUtc: {
              type: 'string',
              format: 'date-time',
              description: "When the plan's retention ends and the file is deleted (UTC).",
            },
            watermarked: { type: 'boolean', description: 'Whether a Starter watermark marks the file.' },
          },
          required: ['id', 'name', 'url', 'type', 'size', 'modified'],
        },
        Up: {
          type: 'object',
          properties: {
            status: { type: 'string', description: 'OK while the service is up.' },
            product: { type: 'string', description: 'The product name.' },
            releaseDate: { type: 'string', format: 'date', description: 'The release date of the version.' },
            version: { type: 'string', description: 'The version of the running service.' },
          },
          required: ['status', 'product', 'releaseDate', 'version'],
        },
        Deletion: {
          type: 'object',
          properties: {
            deletionResponses: {
              type: 'object',
              description: 'Per file id: "successfully deleted", or why it was not.',
              additionalProperties: { type: 'string' },
            },
          },
          required: ['deletionResponses'],
        },
        Redactions: {
          type: 'array',
          minItems: 1,
          maxItems: 50,
          items: {
            type: 'object',
            properties: {
              type: { type: 'string', enum: ['literal', 'regex', 'preset'] },
              value: { type: 'string', minLength: 1, maxLength: 500 },
            },
            required: ['type', 'value'],
          },
        },
      },
    },
  }
}
