import type { z } from 'zod/mini'

/**
 * The shape of one API lab tool: a pdfRest endpoint and its parameters, declared once in catalogue/.
 * The declarations drive the lab's form, the server's validation, the mock API's validation and the
 * code samples. Types only, so the catalogue's files and tools.ts (which lists them) both import it.
 */
type ParamBase = {
  name: string
  label: string
  required: boolean
  help?: string
  /** A plausible value for a required parameter without a default: the site's published samples use it. */
  example?: string
  /** Not required when this extra file (its part or its id) is sent, e.g. a watermark file instead of text. */
  unlessFile?: string
}
export type ParamSpec =
  | (ParamBase & { kind: 'select'; options: readonly string[]; default?: string })
  | (ParamBase & {
      kind: 'text'
      maxLength: number
      /** Fewer characters are refused (the API's own minimum, e.g. 6 for a new password). */
      minLength?: number
      pattern?: RegExp
      patternMessage?: string
      secret?: boolean
    })
  | (ParamBase & { kind: 'number'; min: number; max: number; default?: string; integer?: boolean })
  /** Several choices sent as one comma-separated value (e.g. `queries`). */
  | (ParamBase & { kind: 'multi'; options: readonly string[] })
  /** A comma-separated list in the form, sent as repeated `name[]` fields (e.g. `pages[]`). */
  | (ParamBase & { kind: 'list'; pattern: RegExp; patternMessage: string })
  /** pdfRest's `redactions` JSON: an array of `{ type: literal | regex | preset, value }`. */
  | (ParamBase & { kind: 'redactions' })
  /** A JSON value sent as text (e.g. `text_objects`), checked by its schema; `shape` says it in words. */
  | (ParamBase & { kind: 'json'; schema: z.ZodMiniType; shape: string; maxLength: number })

export type OutputKind =
  | 'pdf'
  | 'png'
  | 'jpg'
  | 'tiff'
  | 'bmp'
  | 'gif'
  | 'docx'
  | 'xlsx'
  | 'pptx'
  | 'md'
  | 'xml'
  | 'zip'
  | 'json'
  | 'ps'

/**
 * What the main input must be: `pdf` a PDF; `any` documents and images (convert to PDF, zip);
 * `zip` a ZIP archive; `document` a PDF, Markdown or plain-text file (translate, summarize).
 */
export type InputKind = 'pdf' | 'any' | 'zip' | 'document'

/**
 * A second input file some endpoints take beside the main one (the image to place, the file to
 * attach): sent as the multipart part `field`, or by the id of an uploaded file in `idField`.
 */
export type ExtraFile = {
  field: string
  idField: string
  label: string
  accepts: string
  required: boolean
  /** Not needed when all of these extra files are sent instead (a certificate and key instead of a PFX). */
  instead?: string[]
  /** The file name the published samples send. */
  sampleName: string
}

export type LabTool = {
  /** The endpoint path without the slash, e.g. `compressed-pdf`. */
  id: string
  name: string
  /** The CMS API tool this endpoint belongs to (`/apitools/{slug}/`). */
  cmsSlug: string
  /** CMS tools without a public endpoint of their own that this endpoint serves (closest real one). */
  alsoServes?: string[]
  pro: boolean
  input: InputKind
  /**
   * The main file the published samples send when `input.pdf` is not the right kind: a Word
   * document for Convert to PDF, a password-protected PDF for Decrypt.
   */
  sampleInput?: string
  /** The main input's accepted formats in words, where the input kind alone says too little. */
  accepts?: string
  /** The main input's media type where the input kind says too little (an invoice's XML). */
  inputType?: string
  /** How many files in all, the extra files counted; with extra files the main file comes first. */
  files: { min: number; max: number }
  extraFiles?: ExtraFile[]
  /** Also takes a web address (`url`) instead of a file. */
  url?: boolean
  output: OutputKind
  params: ParamSpec[]
}
