import { z } from 'zod'

/**
 * The answers pdfRest's Python SDK validates, as zod schemas equal to its pydantic models
 * (datalogics-cgreen/pdfrest-python, src/pdfrest/models/public.py and models/_internal.py at commit
 * 97821c4b / 67355897). Written from the SDK, never from the site's catalogue.
 */

/** `PdfRestFileID`: a UUIDv4, optionally prefixed by 1 or 2 (public.py `_PY_PATTERN`). */
export const fileId = z
  .string()
  .regex(/^(?:[12])?[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/i)
const httpUrl = z.url({ protocol: /^https?$/ })
/** pydantic `AwareDatetime`: an ISO date-time with its zone. */
const awareDatetime = z.iso.datetime({ offset: true })
const oneOrMany = <T extends z.ZodType>(item: T) => z.union([item, z.array(item)])

/** `PdfRestFile` (public.py): what `/resource/{id}?format=info` must answer. */
export const pdfRestFile = z.object({
  id: fileId,
  name: z.string().min(1),
  url: httpUrl,
  type: z.string().min(1),
  size: z.int(),
  modified: awareDatetime,
  scheduledDeletionTimeUtc: z.optional(z.nullable(awareDatetime)),
})

/** `_extract_uploaded_file_ids` (client.py) and `PdfRestRawUploadedFile` (_internal.py). */
export const uploadResponse = z.object({
  files: z.array(z.looseObject({ name: z.string(), id: fileId, outputUrl: z.optional(oneOrMany(httpUrl)) })),
})

/** `PdfRestRawFileResponse` (_internal.py): the raw answer of every file-making call. */
export const rawFileResponse = z.looseObject({
  inputId: z.optional(oneOrMany(fileId)),
  outputUrl: z.optional(z.nullable(oneOrMany(httpUrl))),
  outputId: z.optional(z.nullable(oneOrMany(fileId))),
  files: z.optional(z.nullable(z.array(z.looseObject({ name: z.string(), id: fileId })))),
  warning: z.optional(z.nullable(z.string())),
})

/** `UpResponse` (public.py). */
export const upResponse = z.object({
  status: z.string(),
  product: z.string(),
  releaseDate: z.iso.date(),
  version: z.string(),
})

/** `PdfRestDeletionResponse` (public.py); `_handle_deletion_failures` wants "successfully deleted". */
export const deletionResponse = z.looseObject({
  deletionResponses: z
    .record(
      fileId,
      z.string().refine((text) => text.trim().toLowerCase() === 'successfully deleted'),
    )
    .refine((entries) => Object.keys(entries).length > 0),
})

/** `PdfRestErrorResponse` (public.py): `error: str | None = Field(alias="message")`, so `message` must be there. */
export const errorResponse = z.looseObject({ message: z.nullable(z.string()) })

const maybe = <T extends z.ZodType>(schema: T) => z.optional(z.nullable(schema))

/** `PdfRestInfoResponse` (public.py). */
export const infoResponse = z.looseObject({
  inputId: fileId,
  all_queries_processed: z.boolean(),
  tagged: maybe(z.boolean()),
  image_only: maybe(z.boolean()),
  title: maybe(z.string()),
  subject: maybe(z.string()),
  author: maybe(z.string()),
  producer: maybe(z.string()),
  creator: maybe(z.string()),
  creation_date: maybe(z.string()),
  modified_date: maybe(z.string()),
  keywords: maybe(z.string()),
  custom_metadata: maybe(z.record(z.string(), z.unknown())),
  doc_language: maybe(z.string()),
  page_count: maybe(z.int()),
  contains_annotations: maybe(z.boolean()),
  contains_signature: maybe(z.boolean()),
  pdf_version: maybe(z.string()),
  file_size: maybe(z.int()),
  filename: maybe(z.string()),
  restrict_permissions_set: maybe(z.boolean()),
  contains_xfa: maybe(z.boolean()),
  contains_acroforms: maybe(z.boolean()),
  contains_javascript: maybe(z.boolean()),
  contains_transparency: maybe(z.boolean()),
  contains_embedded_file: maybe(z.boolean()),
  uses_embedded_fonts: maybe(z.boolean()),
  uses_nonembedded_fonts: maybe(z.boolean()),
  pdfa: maybe(z.boolean()),
  pdfua_claim: maybe(z.boolean()),
  pdfe_claim: maybe(z.boolean()),
  pdfx_claim: maybe(z.boolean()),
  requires_password_to_open: maybe(z.boolean()),
  warning: maybe(z.string()),
})

/** The inline text answers (public.py `ExtractTextResponse`, `ConvertToMarkdownResponse`, …). */
const inlineText = (field: string) =>
  z.looseObject({
    inputId: fileId,
    [field]: maybe(z.string()),
    outputUrl: maybe(httpUrl),
    outputId: maybe(fileId),
  })
export const extractTextResponse = inlineText('fullText')
export const summaryResponse = inlineText('summary')
export const translationResponse = inlineText('translated_text')
export const markdownResponse = inlineText('markdown')
