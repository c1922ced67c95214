import type { FieldDoc } from './answer-fields.ts'
import type { PlainRequest } from './code-samples.ts'
import { PDF_API_HOSTS } from './hosts.ts'

/**
 * The file service around the tools (`/upload`, `/resource/{id}`, `/delete`, `/up`), described once
 * for their reference pages, their Markdown and /openapi.json. Facts from pdfRest's own clients:
 * pdfrest-python's client.py (files.create, create_from_urls, fetch_file_info, download_file,
 * delete, up; models/public.py PdfRestFile, UpResponse), pdfrest-api-samples (the raw body named by
 * `Content-Filename`) and the n8n node (actions/getResource.operation.ts: `format=url`).
 */

export const FILE_ID_PLACEHOLDER = 'YOUR_FILE_ID'

/** Where a request field goes: the path, the query, a header, or the body in the forms listed. */
export type RequestField = FieldDoc & { in: 'path' | 'query' | 'header' | 'body' }

export type ErrorCase = { status: number; title: string; when: string; example: string }

export type FileEndpoint = {
  slug: 'upload' | 'resource' | 'delete' | 'up'
  method: 'GET' | 'POST'
  path: string
  name: string
  summary: string
  /** Sentences under the title: what it is for and how pdfRest's clients use it. */
  about: string[]
  /** The bodies it reads, each a sentence; none for a GET. */
  bodies: { mediaType: string; text: string }[]
  /** Whether a request without a key is refused (401). */
  keyRequired: boolean
  fields: RequestField[]
  answer: { text: string; fields: FieldDoc[]; example: unknown }
  errors: ErrorCase[]
  /** The field of the answer every sample prints, so a run can tell an answer from an error. */
  answerKey: string
  sample: PlainRequest
}

const exampleId = '9f4c2b7e-1d3a-4e8f-b6c5-2a7d9e0f1b34'
const otherId = '0c8e5a2d-7b41-4f96-9e3a-5d1c6b8f2a70'

const unauthorized: ErrorCase = {
  status: 401,
  title: 'Unauthorized',
  when: 'The Api-Key header is missing or not a valid key.',
  example: 'Invalid API key.',
}

const storedFileFields: FieldDoc[] = [
  {
    name: 'id',
    type: 'string',
    format: 'uuid',
    required: true,
    description: 'The file id, to send to a tool as id.',
  },
  { name: 'name', type: 'string', required: true, description: 'The file name.' },
  { name: 'url', type: 'string', format: 'uri', required: true, description: 'Where to download the file.' },
  { name: 'type', type: 'string', required: true, description: 'The MIME type, e.g. application/pdf.' },
  { name: 'size', type: 'integer', required: true, description: 'The size in bytes.' },
  {
    name: 'modified',
    type: 'string',
    format: 'date-time',
    required: true,
    description: 'When the file was stored, with its time zone.',
  },
  {
    name: 'scheduledDeletionTimeUtc',
    type: 'string',
    format: 'date-time',
    required: false,
    description: "When the plan's retention ends and the file is deleted (UTC).",
  },
  {
    name: 'watermarked',
    type: 'boolean',
    required: false,
    description: 'Whether a Starter watermark marks the file.',
  },
]

/** `format=url`'s answer: the n8n node asks for it by default and reads no field of it, so the address alone. */
export const resourceUrlFields: FieldDoc[] = [
  { name: 'url', type: 'string', format: 'uri', required: true, description: 'Where to download the file.' },
]

export const fileEndpoints: FileEndpoint[] = [
  {
    slug: 'upload',
    method: 'POST',
    path: '/upload',
    name: 'Upload files',
    summary: 'Stores files once, to send their ids to several tools.',
    about: [
      'Upload a file once and send its `id` to as many tools as you like, in JSON, instead of sending the file with every call. pdfRest’s Python SDK uploads this way before every tool call.',
      'Uploads are kept for your plan’s file retention time, like outputs, and count against no call.',
    ],
    bodies: [
      { mediaType: 'multipart/form-data', text: 'One or more `file` parts, each a file with its name.' },
      {
        mediaType: 'application/json',
        text: '`url`: the address of a file on the web, or a list of up to 10; pdfRest fetches and stores each.',
      },
      {
        mediaType: 'any other type',
        text: 'One file as the raw body, named by the `Content-Filename` header (as pdfRest’s cURL samples send it).',
      },
    ],
    keyRequired: true,
    fields: [
      {
        name: 'file',
        in: 'body',
        type: 'string',
        required: false,
        description: 'Multipart: a file to store; repeat the part for several.',
      },
      {
        name: 'url',
        in: 'body',
        type: 'string',
        format: 'uri',
        required: false,
        description: 'JSON: an http or https address (up to 2048 characters), or a list of up to 10.',
      },
      {
        name: 'Content-Filename',
        in: 'header',
        type: 'string',
        required: false,
        description: 'Raw body: the file’s name, with its extension.',
      },
    ],
    answer: {
      text: 'The stored files, in the order sent.',
      fields: [
        {
          name: 'files',
          type: 'array',
          required: true,
          description: 'One entry per stored file.',
          items: [
            { name: 'name', type: 'string', required: true, description: 'The file name.' },
            {
              name: 'id',
              type: 'string',
              format: 'uuid',
              required: true,
              description: 'Its id: send it to a tool as id.',
            },
          ],
        },
      ],
      example: { files: [{ name: 'input.pdf', id: exampleId }] },
    },
    errors: [
      {
        status: 400,
        title: 'Bad Request',
        when: 'No file, no URL, or a URL that is not http or https.',
        example: 'No file was uploaded.',
      },
      unauthorized,
    ],
    answerKey: 'files',
    sample: { method: 'POST', path: '/upload', files: ['input.pdf'], fields: [] },
  },
  {
    slug: 'resource',
    method: 'GET',
    path: '/resource/{id}',
    name: 'Fetch a file',
    summary: 'A stored file, its details or its address, while the plan keeps it.',
    about: [
      'Every upload and every output has an id. `GET /resource/{id}` answers the file itself; `format=info` its details as JSON, the way pdfRest’s Python SDK reads every file it uploads.',
      'Send your `Api-Key` header here too, as pdfRest’s own clients do. After your plan’s file retention time the file is gone and this answers 404.',
    ],
    bodies: [],
    keyRequired: false,
    fields: [
      {
        name: 'id',
        in: 'path',
        type: 'string',
        format: 'uuid',
        required: true,
        description: 'The id of an upload or an output (outputId).',
      },
      {
        name: 'format',
        in: 'query',
        type: 'string',
        enum: ['file', 'info', 'url'],
        default: 'file',
        required: false,
        description: 'file: the file itself; info: its details as JSON; url: its download address as JSON.',
      },
    ],
    answer: {
      text: 'With format=info, the file’s details as JSON (below). With format=file, the file’s bytes, with its Content-Type and a Content-Disposition naming it; with format=url, { "url": … }.',
      fields: storedFileFields,
      example: {
        id: exampleId,
        name: 'compressed.pdf',
        url: `${PDF_API_HOSTS.global}/resource/${exampleId}?format=file`,
        type: 'application/pdf',
        size: 182934,
        modified: '2026-11-29T09:15:02.114+00:00',
        scheduledDeletionTimeUtc: '2026-11-29T09:45:02.114Z',
        watermarked: false,
      },
    },
    errors: [
      {
        status: 400,
        title: 'Bad Request',
        when: 'format is not file, info or url.',
        example: 'format must be file, info or url.',
      },
      {
        status: 404,
        title: 'Not Found',
        when: 'No such file, or it is past its retention time.',
        example: 'Resource not found.',
      },
    ],
    answerKey: 'id',
    sample: { method: 'GET', path: `/resource/${FILE_ID_PLACEHOLDER}?format=info`, files: [], fields: [] },
  },
  {
    slug: 'delete',
    method: 'POST',
    path: '/delete',
    name: 'Delete files',
    summary: 'Deletes stored files (uploads and outputs) before their retention time ends.',
    about: [
      'Files are deleted on their own when your plan’s retention time ends. Delete them sooner, once you have downloaded what you need, with their ids.',
    ],
    bodies: [
      { mediaType: 'application/json', text: '`ids`, as pdfRest’s Python SDK and n8n node send it.' },
      { mediaType: 'multipart/form-data', text: 'The same `ids` field.' },
    ],
    keyRequired: true,
    fields: [
      {
        name: 'ids',
        in: 'body',
        type: 'string',
        required: true,
        description: 'The ids of the files to delete, comma-separated: at most 100.',
      },
    ],
    answer: {
      text: 'One entry per id sent: "successfully deleted", or why it was not.',
      fields: [
        {
          name: 'deletionResponses',
          type: 'map',
          required: true,
          description: 'Per file id: "successfully deleted", or why it was not.',
        },
      ],
      example: { deletionResponses: { [exampleId]: 'successfully deleted', [otherId]: 'File not found.' } },
    },
    errors: [
      {
        status: 400,
        title: 'Bad Request',
        when: 'No ids were sent, or more than 100.',
        example: 'ids is required: the ids of the files to delete.',
      },
      unauthorized,
    ],
    answerKey: 'deletionResponses',
    sample: {
      method: 'POST',
      path: '/delete',
      files: [],
      fields: [['ids', FILE_ID_PLACEHOLDER]],
      json: true,
    },
  },
  {
    slug: 'up',
    method: 'GET',
    path: '/up',
    name: 'Service health',
    summary: 'Whether the service is up, and its version.',
    about: [
      'A health check for your monitoring, and the version that answers: it costs no call and needs no key. pdfRest’s Python SDK calls it as `up()`.',
    ],
    bodies: [],
    keyRequired: false,
    fields: [],
    answer: {
      text: 'The service is up.',
      fields: [
        { name: 'status', type: 'string', required: true, description: 'OK while the service is up.' },
        { name: 'product', type: 'string', required: true, description: 'The product name.' },
        {
          name: 'releaseDate',
          type: 'string',
          format: 'date',
          required: true,
          description: 'The release date of the version.',
        },
        {
          name: 'version',
          type: 'string',
          required: true,
          description: 'The version of the running service.',
        },
      ],
      example: { status: 'OK', product: 'pdfRest API Toolkit', releaseDate: '2025-09-25', version: '2.31.1' },
    },
    errors: [
      {
        status: 503,
        title: 'Service Unavailable',
        when: 'The service is down or restarting; retry with a backoff.',
        example: 'Service Unavailable',
      },
    ],
    answerKey: 'status',
    sample: { method: 'GET', path: '/up', files: [], fields: [] },
  },
]

export const findFileEndpoint = (slug: string) => fileEndpoints.find((endpoint) => endpoint.slug === slug)

export const fileEndpointPath = (endpoint: FileEndpoint) => `/documentation/${endpoint.slug}/`
