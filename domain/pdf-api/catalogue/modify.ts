import { z } from 'zod/mini'
import type { LabTool } from '../lab-tool.ts'
import { cmykColor, outputName, pages, rgbColor } from './shared.ts'

const one = { min: 1, max: 1 }
/**
 * A number given as a JSON number or as its text: the Python SDK sends every non-string value of a
 * text object as a string ("24", "0.5": `_serialize_text_objects`, models/_internal.py).
 */
const numeric = z.pipe(
  z.union([z.number(), z.string().check(z.regex(/^-?\d+(\.\d+)?$/))]),
  z.transform((value) => Number(value)),
)
const bool = z.union([z.boolean(), z.enum(['true', 'false'])])
const textObject = z
  .object({
    font: z.string().check(z.minLength(1), z.maxLength(100)),
    max_width: numeric.check(z.gt(0)),
    opacity: numeric.check(z.gte(0), z.lte(1)),
    page: z.union([z.literal('all'), numeric.check(z.int(), z.gte(1))]),
    rotation: numeric,
    text: z.string().check(z.minLength(1), z.maxLength(2000)),
    text_color_rgb: z.optional(
      z.string().check(z.regex(/^(25[0-5]|2[0-4]\d|1?\d?\d)(,(25[0-5]|2[0-4]\d|1?\d?\d)){2}$/)),
    ),
    text_color_cmyk: z.optional(z.string().check(z.regex(/^(100|\d?\d)(,(100|\d?\d)){3}$/))),
    text_size: numeric.check(z.gte(5), z.lte(100)),
    x: numeric,
    y: numeric,
    is_rtl: z.optional(bool),
  })
  .check(
    z.refine((value) => (value.text_color_rgb === undefined) !== (value.text_color_cmyk === undefined), {
      message: 'Give exactly one of text_color_rgb or text_color_cmyk',
    }),
  )
const textObjects = z.array(textObject).check(z.minLength(1), z.maxLength(100))

const colorProfiles = [
  'lab-d50',
  'srgb',
  'apple-rgb',
  'color-match-rgb',
  'gamma-18',
  'gamma-22',
  'dot-gain-10',
  'dot-gain-15',
  'dot-gain-20',
  'dot-gain-25',
  'dot-gain-30',
  'monitor-rgb',
  'acrobat5-cmyk',
  'acrobat9-cmyk',
]

/** Modify bucket: split, merge, stamp and add to a PDF. */
export const modifyEndpoints: LabTool[] = [
  {
    id: 'split-pdf',
    name: 'Split PDF',
    cmsSlug: 'split-pdf',
    pro: false,
    input: 'pdf',
    files: one,
    output: 'pdf',
    // Each pages[] entry is one page group and one output file (PdfSplitPayload, models/_internal.py).
    params: [
      { ...pages(true), help: 'Each entry is a page group and makes one PDF: 1-3, 4-last makes two.' },
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
    // Parallel lists, one entry per input in order (PdfMergePayload, models/_internal.py: the SDK
    // always sends type "id" and pages "1-last" by default).
    params: [
      {
        kind: 'list',
        name: 'type',
        label: 'Input types',
        required: false,
        pattern: /^\s*(file|id|url)(\s*,\s*(file|id|url))*\s*$/,
        patternMessage: 'One of file, id or url per input, in order',
        example: 'file',
        help: 'One per input, in order: file (a multipart part), id (an uploaded file) or url.',
      },
      {
        ...pages(false),
        label: 'Pages of each input',
        help: 'One range per input, in order; all pages (1-last) when left out.',
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
    // A text watermark, or a PDF stamped as the watermark (PdfImageWatermarkPayload,
    // models/_internal.py: `watermark_file_id`, a PDF, scaled by `watermark_file_scale`).
    files: { min: 1, max: 2 },
    extraFiles: [
      {
        field: 'watermark_file',
        idField: 'watermark_file_id',
        label: 'Watermark file',
        accepts: 'a PDF whose first page is the watermark, instead of watermark_text',
        required: false,
        sampleName: 'stamp.pdf',
      },
    ],
    output: 'pdf',
    params: [
      {
        kind: 'text',
        name: 'watermark_text',
        label: 'Watermark text',
        required: true,
        unlessFile: 'watermark_file',
        maxLength: 200,
        example: 'CONFIDENTIAL',
        help: 'Required unless a watermark file is sent.',
      },
      {
        kind: 'number',
        name: 'watermark_file_scale',
        label: 'Watermark file scale',
        required: false,
        min: 0,
        max: 100,
        default: '0.5',
        help: 'Only with a watermark file: its size relative to the page.',
      },
      { kind: 'text', name: 'font', label: 'Font', required: false, maxLength: 100 },
      {
        kind: 'number',
        name: 'text_size',
        label: 'Text size',
        required: false,
        min: 5,
        max: 100,
        integer: true,
        default: '72',
      },
      rgbColor('text_color_rgb', 'Text colour (RGB)'),
      cmykColor('text_color_cmyk', 'Text colour (CMYK)'),
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
        kind: 'select',
        name: 'horizontal_alignment',
        label: 'Horizontal alignment',
        required: false,
        options: ['left', 'center', 'right'],
        default: 'center',
      },
      {
        kind: 'select',
        name: 'vertical_alignment',
        label: 'Vertical alignment',
        required: false,
        options: ['top', 'center', 'bottom'],
        default: 'center',
      },
      {
        kind: 'number',
        name: 'x',
        label: 'X offset (points)',
        required: false,
        min: -14400,
        max: 14400,
        integer: true,
        default: '0',
        help: 'Moves the watermark from its alignment; the SDK sends 0 by default.',
      },
      {
        kind: 'number',
        name: 'y',
        label: 'Y offset (points)',
        required: false,
        min: -14400,
        max: 14400,
        integer: true,
        default: '0',
      },
      {
        kind: 'number',
        name: 'rotation',
        label: 'Rotation (degrees)',
        required: false,
        min: -360,
        max: 360,
        integer: true,
        default: '0',
      },
      pages(false),
      {
        kind: 'select',
        name: 'behind_page',
        label: 'Behind the page content',
        required: false,
        options: ['false', 'true'],
        default: 'false',
      },
      outputName,
    ],
  },
  {
    id: 'pdf-with-added-text',
    name: 'Add Text to PDF',
    cmsSlug: 'add-text-to-pdf',
    pro: false,
    input: 'pdf',
    files: one,
    output: 'pdf',
    params: [
      {
        kind: 'json',
        name: 'text_objects',
        label: 'Text objects (JSON)',
        required: true,
        maxLength: 20_000,
        schema: textObjects,
        shape:
          'a JSON array of {"font", "max_width", "opacity", "page", "rotation", "text", "text_color_rgb" or "text_color_cmyk", "text_size" (5 to 100), "x", "y"}',
        example:
          '[{"font":"Helvetica","max_width":400,"opacity":1,"page":1,"rotation":0,"text":"Approved","text_color_rgb":"0,0,0","text_size":24,"x":72,"y":720}]',
      },
      outputName,
    ],
  },
  {
    id: 'pdf-with-added-image',
    name: 'Add Image to PDF',
    cmsSlug: 'add-image-to-pdf',
    pro: false,
    input: 'pdf',
    files: { min: 2, max: 2 },
    extraFiles: [
      {
        field: 'image_file',
        idField: 'image_id',
        label: 'Image',
        accepts: 'a JPEG, PNG, TIFF or GIF image',
        required: true,
        sampleName: 'logo.png',
      },
    ],
    output: 'pdf',
    params: [
      {
        kind: 'number',
        name: 'x',
        label: 'X (points)',
        required: true,
        min: 0,
        max: 14400,
        integer: true,
        example: '72',
      },
      {
        kind: 'number',
        name: 'y',
        label: 'Y (points)',
        required: true,
        min: 0,
        max: 14400,
        integer: true,
        example: '72',
      },
      {
        kind: 'number',
        name: 'page',
        label: 'Page',
        required: true,
        min: 1,
        max: 100000,
        integer: true,
        example: '1',
      },
      outputName,
    ],
  },
  {
    id: 'pdf-with-added-attachment',
    name: 'Add Attachment',
    cmsSlug: 'add-attachment-to-pdf',
    pro: false,
    input: 'pdf',
    files: { min: 2, max: 2 },
    extraFiles: [
      {
        field: 'file_to_attach',
        idField: 'id_to_attach',
        label: 'File to attach',
        accepts: 'any file',
        required: true,
        sampleName: 'terms.pdf',
      },
    ],
    output: 'pdf',
    params: [outputName],
  },
  {
    id: 'pdf-with-converted-colors',
    name: 'Convert Colors',
    cmsSlug: 'convert-colors',
    pro: false,
    input: 'pdf',
    // custom takes an ICC file (`profile` part or `profile_id`): PdfConvertColorsPayload, models/_internal.py.
    files: { min: 1, max: 2 },
    extraFiles: [
      {
        field: 'profile',
        idField: 'profile_id',
        label: 'ICC profile',
        accepts: 'an ICC colour profile, for the custom profile only',
        required: false,
        sampleName: 'profile.icc',
      },
    ],
    output: 'pdf',
    params: [
      {
        kind: 'select',
        name: 'color_profile',
        label: 'Colour profile',
        required: true,
        options: [...colorProfiles, 'custom'],
        example: 'srgb',
        help: 'custom needs an ICC profile (profile or profile_id).',
      },
      {
        kind: 'select',
        name: 'preserve_black',
        label: 'Preserve pure black',
        required: false,
        options: ['false', 'true'],
        default: 'false',
      },
      outputName,
    ],
  },
]
