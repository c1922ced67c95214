import { z } from 'zod/mini'
import type { LabTool } from '../lab-tool.ts'
import { cmykText, notBoth, outputName, rgbText } from './shared.ts'

const coordinate = z.number().check(z.gte(0), z.refine(Number.isFinite))
const positive = z.number().check(z.gt(0), z.refine(Number.isFinite))
const structureTypes = [
  'P',
  'H',
  'H1',
  'H2',
  'H3',
  'H4',
  'H5',
  'H6',
  'Lbl',
  'Span',
  'Quote',
  'Note',
  'Reference',
  'BibEntry',
  'Code',
  'Link',
  'Annot',
  'Ruby',
  'RB',
  'RT',
  'RP',
  'Warichu',
  'WT',
  'WP',
  'Figure',
  'Formula',
  'Form',
] as const
const common = {
  page: z.union([z.literal('all'), z.number().check(z.int(), z.gte(1))]),
  stroke_color_rgb: z.optional(rgbText),
  stroke_color_cmyk: z.optional(cmykText),
  stroke_width: z.optional(positive),
  opacity: z.optional(z.number().check(z.gte(0), z.lte(1))),
  tag_actual_text: z.optional(z.string().check(z.minLength(1), z.maxLength(1000))),
  tag_is_artifact: z.optional(z.boolean()),
  tag_structure_type: z.optional(z.enum(structureTypes)),
}
const line = z.strictObject({
  type: z.literal('line'),
  ...common,
  x1: coordinate,
  y1: coordinate,
  x2: coordinate,
  y2: coordinate,
})
const rectangle = z.strictObject({
  type: z.literal('rectangle'),
  ...common,
  x: coordinate,
  y: coordinate,
  width: positive,
  height: positive,
  fill_color_rgb: z.optional(rgbText),
  fill_color_cmyk: z.optional(cmykText),
})
const shape = z
  .union([line, rectangle])
  .check(
    z.refine(
      (value) =>
        notBoth(value, ['stroke_color_rgb', 'stroke_color_cmyk'], ['fill_color_rgb', 'fill_color_cmyk']),
      { message: 'A stroke or fill takes an RGB or a CMYK colour, not both' },
    ),
  )
/** One shape object, or a list of them (the n8n node sends either: addShapes.operation.ts). */
const shapeObjects = z.union([shape, z.array(shape).check(z.minLength(1), z.maxLength(100))])

/** Whether a valid `shape_objects` text carries tagging properties, which need `tag_enabled` true. */
export function shapesAreTagged(text: string): boolean {
  try {
    const parsed = shapeObjects.safeParse(JSON.parse(text))
    return (
      parsed.success &&
      [parsed.data]
        .flat()
        .some((item) =>
          ['tag_actual_text', 'tag_is_artifact', 'tag_structure_type'].some((key) => key in item),
        )
    )
  } catch {
    return false
  }
}

/** Add Shapes to PDF: only pdfRest's n8n node calls it (nodes/PdfRest/actions/addShapes.operation.ts). */
export const shapesEndpoint: LabTool = {
  id: 'pdf-with-added-shapes',
  name: 'Add Shapes to PDF',
  cmsSlug: 'add-shapes-to-pdf',
  pro: false,
  input: 'pdf',
  files: { min: 1, max: 1 },
  output: 'pdf',
  params: [
    {
      kind: 'json',
      name: 'shape_objects',
      label: 'Shape objects (JSON)',
      required: true,
      schema: shapeObjects,
      shape:
        'a JSON line {"type": "line", "page", "x1", "y1", "x2", "y2"} or rectangle {"type": "rectangle", "page", "x", "y", "width", "height"} object, or an array of them; optional stroke_color_rgb or stroke_color_cmyk, stroke_width, opacity, a rectangle’s fill_color_rgb or fill_color_cmyk, and tag_actual_text, tag_is_artifact, tag_structure_type with tag_enabled',
      maxLength: 20_000,
      example:
        '[{"type":"rectangle","page":1,"x":54,"y":540,"width":504,"height":108,"fill_color_rgb":"245,247,250","stroke_color_rgb":"26,72,112","stroke_width":1},{"type":"line","page":1,"x1":72,"y1":576,"x2":540,"y2":576,"stroke_color_rgb":"26,72,112","stroke_width":1.5}]',
      help: 'Points from the bottom left of the page; page is a page number or "all".',
    },
    {
      kind: 'select',
      name: 'tag_enabled',
      label: 'Tag shapes',
      required: false,
      options: ['false', 'true'],
      default: 'false',
      help: 'true tags the shapes for accessibility; needed for a shape’s tag_* properties.',
    },
    outputName,
  ],
}
