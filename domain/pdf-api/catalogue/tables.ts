import { z } from 'zod/mini'
import type { LabTool } from '../lab-tool.ts'
import { cmykText, notBoth, outputName, rgbText } from './shared.ts'

/*
 * Add Tables to PDF: only pdfRest's n8n node calls it (nodes/PdfRest/actions/addTables.operation.ts,
 * `validateTable` and its helpers). Every key, bound and rule below is the node's own check.
 */
const finite = z.number().check(z.refine(Number.isFinite))
const atLeast0 = finite.check(z.gte(0))
const above0 = finite.check(z.gt(0))
const flag = z.optional(z.boolean())
const rgb = z.union([
  rgbText,
  z.tuple([
    z.int().check(z.gte(0), z.lte(255)),
    z.int().check(z.gte(0), z.lte(255)),
    z.int().check(z.gte(0), z.lte(255)),
  ]),
])
const cmykChannel = finite.check(z.gte(0), z.lte(100))
const cmyk = z.union([cmykText, z.tuple([cmykChannel, cmykChannel, cmykChannel, cmykChannel])])
const side = z
  .strictObject({
    width: z.optional(atLeast0),
    color_rgb: z.optional(rgb),
    color_cmyk: z.optional(cmyk),
    opacity: z.optional(finite.check(z.gte(0), z.lte(1))),
  })
  .check(
    z.refine(
      (value) => notBoth(value, ['color_rgb', 'color_cmyk']),
      'A border side takes an RGB or a CMYK colour, not both',
    ),
  )
const sides = <T extends z.ZodMiniType>(each: T) =>
  z.strictObject({
    top: z.optional(each),
    right: z.optional(each),
    bottom: z.optional(each),
    left: z.optional(each),
  })
const style = z
  .strictObject({
    font: z.optional(z.string().check(z.maxLength(100))),
    text_size: z.optional(above0),
    text_align: z.optional(z.enum(['left', 'center', 'right'])),
    vertical_align: z.optional(z.enum(['top', 'middle', 'bottom'])),
    text_color_rgb: z.optional(rgb),
    text_color_cmyk: z.optional(cmyk),
    background_color_rgb: z.optional(rgb),
    background_color_cmyk: z.optional(cmyk),
    opacity: z.optional(finite.check(z.gte(0), z.lte(1))),
    padding: z.optional(sides(atLeast0)),
    border: z.optional(sides(side)),
  })
  .check(
    z.refine(
      (value) =>
        notBoth(
          value,
          ['text_color_rgb', 'text_color_cmyk'],
          ['background_color_rgb', 'background_color_cmyk'],
        ),
      'A text or background colour is RGB or CMYK, not both',
    ),
  )
const cellImage = z.strictObject({
  image_index: z.int().check(z.gte(0)),
  width: z.optional(above0),
  height: z.optional(above0),
  tag_alt_text: z.optional(z.string().check(z.minLength(1), z.maxLength(1000))),
  tag_is_artifact: flag,
  tag_structure_type: z.optional(z.literal('Figure')),
})
const cell = z
  .strictObject({
    text: z.optional(z.string().check(z.maxLength(5000))),
    image: z.optional(cellImage),
    col_span: z.optional(z.int().check(z.gte(1))),
    row_span: z.optional(z.int().check(z.gte(1))),
    min_height: z.optional(atLeast0),
    fixed_height: z.optional(atLeast0),
    no_wrap: flag,
    is_rtl: flag,
    style: z.optional(style),
    tag_actual_text: z.optional(z.string().check(z.minLength(1), z.maxLength(1000))),
    tag_structure_type: z.optional(z.enum(['TH', 'TD'])),
  })
  .check(
    z.refine((value) => !('text' in value && 'image' in value), 'A cell holds text or an image, not both'),
    z.refine(
      (value) => value.fixed_height === undefined || value.fixed_height >= (value.min_height ?? 0),
      'A cell’s fixed_height cannot be less than its min_height',
    ),
  )
const row = z.strictObject({
  cells: z.array(cell).check(z.minLength(1), z.maxLength(50)),
  min_height: z.optional(atLeast0),
  style: z.optional(style),
})
type Row = z.infer<typeof row>
const rows = z.array(row).check(z.minLength(1), z.maxLength(500))

/** Whether a section's cells, with their spans, fill exactly `columns` columns on every row. */
function spansFit(section: Row[] | undefined, columns: number): boolean {
  let carried = Array<number>(columns).fill(0)
  for (const { cells } of section ?? []) {
    const taken = carried.map((left) => left > 0)
    const started = Array<number>(columns).fill(0)
    let at = 0
    for (const { col_span: wide = 1, row_span: tall = 1 } of cells) {
      while (at < columns && taken[at]) at += 1
      if (at + wide > columns || taken.slice(at, at + wide).some(Boolean)) return false
      for (let offset = 0; offset < wide; offset += 1) {
        taken[at + offset] = true
        started[at + offset] = tall - 1
      }
      at += wide
    }
    if (taken.some((filled) => !filled)) return false
    carried = carried.map((left, index) => Math.max(left - 1, started[index] ?? 0))
  }
  return carried.every((left) => left === 0)
}

const table = z
  .strictObject({
    page: z.int().check(z.gte(1)),
    x: z.optional(atLeast0),
    y: atLeast0,
    width: z.optional(above0),
    width_percentage: z.optional(finite.check(z.gt(0), z.lte(100))),
    width_mode: z.optional(z.enum(['fixed', 'relative'])),
    horizontal_align: z.optional(z.enum(['left', 'center', 'right'])),
    is_rtl: flag,
    keep_table_block_together: flag,
    spacing_before: z.optional(atLeast0),
    spacing_after: z.optional(atLeast0),
    continuation_page_top_margin: z.optional(atLeast0),
    page_bottom_margin: z.optional(atLeast0),
    final_page_bottom_margin: z.optional(atLeast0),
    overflow_behavior: z.optional(z.enum(['move-row', 'split-row', 'fail'])),
    row_split_behavior: z.optional(z.enum(['split-when-needed', 'prefer-next-page'])),
    repeat_header_on_overflow: flag,
    repeat_footer_on_overflow: flag,
    show_header_on_first_page: flag,
    show_footer_on_last_page: flag,
    columns: z
      .array(z.strictObject({ width: above0, style: z.optional(style) }))
      .check(z.minLength(1), z.maxLength(50)),
    header_rows: z.optional(rows),
    rows,
    footer_rows: z.optional(rows),
    style: z.optional(style),
    tag_is_artifact: flag,
    tag_structure_type: z.optional(z.literal('Table')),
  })
  .check(
    z.refine(
      (value) => (value.width === undefined) !== (value.width_percentage === undefined),
      'Give exactly one of width or width_percentage',
    ),
    z.refine(
      (value) => value.x !== undefined || value.horizontal_align !== undefined,
      'Give x or horizontal_align',
    ),
    z.refine(
      (value) => value.width_percentage === undefined || value.width_mode === 'relative',
      'width_percentage needs width_mode relative',
    ),
    z.refine(
      (value) => (value.final_page_bottom_margin ?? Infinity) >= (value.page_bottom_margin ?? 0),
      'final_page_bottom_margin cannot be less than page_bottom_margin',
    ),
    z.refine(
      (value) =>
        value.width_mode === 'relative' ||
        value.width === undefined ||
        Math.abs(value.columns.reduce((sum, column) => sum + column.width, 0) - value.width) <= 1e-9,
      'Fixed column widths must total the table width',
    ),
    z.refine(
      (value) =>
        [value.header_rows, value.rows, value.footer_rows].every((section) =>
          spansFit(section, value.columns.length),
        ),
      'Every row’s cells, with their spans, must fill the columns exactly, and no row span may cross its section',
    ),
  )
const tableObjects = z.union([table, z.array(table).check(z.minLength(1), z.maxLength(20))])

const taggingKeys = ['tag_actual_text', 'tag_structure_type', 'tag_alt_text', 'tag_is_artifact']
const hasTagging = (value: unknown): boolean =>
  typeof value === 'object' &&
  value !== null &&
  (Object.entries(value).some(([key, inner]) => taggingKeys.includes(key) || hasTagging(inner)) ||
    (Array.isArray(value) && value.some(hasTagging)))

/**
 * The rules between `table_objects` and the other fields: tag_* properties need tag_enabled true, and
 * each cell image's image_index names one of image_ids (zero-based). Null when they hold.
 */
export function tablesProblem(text: string, imageCount: number, tagEnabled: boolean): string | null {
  let parsed: unknown
  try {
    parsed = JSON.parse(text)
  } catch {
    return null
  }
  const result = tableObjects.safeParse(parsed)
  if (!result.success) return null
  const tables = [result.data].flat()
  if (!tagEnabled && hasTagging(tables)) return 'Table tag properties require tag_enabled to be true.'
  const indexes = tables.flatMap((entry) =>
    [entry.header_rows, entry.rows, entry.footer_rows].flatMap((section) =>
      (section ?? []).flatMap((each) =>
        each.cells.flatMap((one) => (one.image ? [one.image.image_index] : [])),
      ),
    ),
  )
  return indexes.some((index) => index >= imageCount)
    ? 'A cell image’s image_index must name one of image_ids.'
    : null
}

export const tablesEndpoint: LabTool = {
  id: 'pdf-with-added-tables',
  name: 'Add Tables to PDF',
  cmsSlug: 'add-tables-to-pdf',
  pro: false,
  input: 'pdf',
  files: { min: 1, max: 1 },
  output: 'pdf',
  params: [
    {
      kind: 'json',
      name: 'table_objects',
      label: 'Table objects (JSON)',
      required: true,
      schema: tableObjects,
      shape:
        'a JSON table object {"page", "y", "x" or "horizontal_align", "width" or "width_percentage", "columns": [{"width"}], "rows": [{"cells": [{"text"} | {"image": {"image_index"}}]}], …} or an array of them; header_rows, footer_rows, styles, spans and overflow settings optional',
      maxLength: 100_000,
      example:
        '[{"page":1,"x":54,"y":540,"width":504,"columns":[{"width":252},{"width":252}],"header_rows":[{"cells":[{"text":"Milestone"},{"text":"Status"}]}],"rows":[{"cells":[{"text":"Requirements review"},{"text":"Complete"}]}]}]',
      help: 'Points from the bottom left of the page; fixed column widths add up to the table width; a long table continues on the next pages.',
    },
    {
      kind: 'list',
      name: 'image_ids',
      label: 'Image ids',
      required: false,
      pattern:
        /^\s*[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}(\s*,\s*[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12})*\s*$/i,
      patternMessage: 'The ids of uploaded images, in the order image_index counts them from 0',
      example: '3f2b6c1e-8a4d-4b7e-9c0f-5d1a2e3b4c5d',
      help: 'Uploaded images a cell shows by its image_index (0 is the first).',
    },
    {
      kind: 'select',
      name: 'tag_enabled',
      label: 'Tag tables',
      required: false,
      options: ['false', 'true'],
      default: 'false',
      help: 'true tags the tables for accessibility; needed for tag_* properties.',
    },
    {
      kind: 'text',
      name: 'tag_language',
      label: 'Tag language',
      required: false,
      maxLength: 35,
      pattern: /^[A-Za-z]{2,8}(-[A-Za-z0-9]{1,8})*$/,
      patternMessage: 'A BCP 47 language tag, e.g. en-US',
      example: 'en-US',
      help: 'The language of tagged table text; used with tag_enabled true.',
    },
    outputName,
  ],
}
