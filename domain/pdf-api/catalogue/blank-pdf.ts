import type { ParamSpec } from '../lab-tool.ts'
import { outputName } from './shared.ts'

/**
 * `/blank-pdf` makes a PDF from nothing, so it takes no input file and has no lab form or CMS tool;
 * the mock, the OpenAPI document and the reference read it from here. Facts from the Python SDK:
 * `blank_pdf` in client.py (defaults letter, 1 page, portrait) and `PdfBlankPayload` in
 * models/_internal.py (1 to 1000 pages; custom sizes need custom_height and custom_width in points,
 * and no orientation).
 */
export const blankPdfParams: ParamSpec[] = [
  {
    kind: 'select',
    name: 'page_size',
    label: 'Page size',
    required: true,
    options: ['letter', 'legal', 'ledger', 'A3', 'A4', 'A5', 'custom'],
    example: 'letter',
  },
  {
    kind: 'number',
    name: 'page_count',
    label: 'Page count',
    required: true,
    min: 1,
    max: 1000,
    integer: true,
    example: '1',
  },
  {
    kind: 'select',
    name: 'page_orientation',
    label: 'Page orientation',
    required: false,
    options: ['portrait', 'landscape'],
    help: 'Required unless page_size is custom; left out with custom.',
  },
  {
    kind: 'number',
    name: 'custom_height',
    label: 'Custom height (points)',
    required: false,
    min: 1,
    max: 14400,
  },
  {
    kind: 'number',
    name: 'custom_width',
    label: 'Custom width (points)',
    required: false,
    min: 1,
    max: 14400,
  },
  outputName,
]

/** The SDK's own words for the size rules (PdfBlankPayload `_validate_page_configuration`). */
export function blankPdfProblem(values: Record<string, string>): string | null {
  const custom = values.page_size === 'custom'
  const sized = Boolean(values.custom_height) || Boolean(values.custom_width)
  if (custom && !(values.custom_height && values.custom_width))
    return "custom_height and custom_width are required when page_size is 'custom'."
  if (custom && values.page_orientation) return "page_orientation must be omitted when page_size is 'custom'."
  if (!custom && !values.page_orientation)
    return "page_orientation is required when page_size is not 'custom'."
  if (!custom && sized)
    return "custom_height and custom_width can only be provided when page_size is 'custom'."
  return null
}
