import { answersJson, errorDocs, filesRule, outputLabels, uploadLimitsText } from './param-docs.ts'
import type { ToolGroup } from './tool-groups.ts'
import { blankPdfParams } from './catalogue/blank-pdf.ts'
import { fileEndpointPath } from './file-endpoints.ts'
import { fileEndpointsOpenApi } from './openapi-files.ts'
import { jsonAnswers, toolAnswerSchemas } from './tool-answers.ts'
import { PDF_API_HOSTS } from './hosts.ts'
import type { LabTool, ParamSpec } from './lab-tool.ts'
import { mainFileCount, referencePath } from './tools.ts'
import { planCatalogue } from '../plans/plan-catalogue.ts'
import { planNames } from '../plans/plan-rules.ts'

type Json = string | number | boolean | null | Json[] | { [key: string]: Json }
export type OpenApiDocument = { [key: string]: Json }

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
  const files = fileEndpointsOpenApi(errorResponse, (entry) => `${siteUrl}${fileEndpointPath(entry)}`)
  Object.assign(paths, files.paths)
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
        ...toolAnswerSchemas(),
        ...files.schemas,
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
