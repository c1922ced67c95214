import { z } from 'zod/mini'
import type { LabTool } from '../lab-tool.ts'
import { outputName } from './shared.ts'

const margin = z.number().check(z.refine(Number.isFinite))
const pageDefinition = z.strictObject({
  range: z.string().check(z.regex(/^(?:all|even|odd|[1-9][0-9]*|[1-9][0-9]*-(?:[1-9][0-9]*|last))$/)),
  top: margin,
  bottom: margin,
  left: margin,
  right: margin,
})
/**
 * pdfRest's `boxes`: per box, the pages it applies to and their margins in points from the page's
 * edges. A MediaBox margin may be any number (negative grows the page); the other boxes' must be
 * above 0. The n8n node's own checks (setPageBoxes.operation.ts `validatePageBoxDefinitions`).
 */
const pageBoxes = z.strictObject({
  boxes: z
    .array(
      z
        .strictObject({
          box: z.enum(['media', 'crop', 'bleed', 'trim', 'art']),
          pages: z.array(pageDefinition).check(z.minLength(1), z.maxLength(100)),
        })
        .check(
          z.refine(
            (entry) =>
              entry.box === 'media' ||
              entry.pages.every((page) => Math.min(page.top, page.bottom, page.left, page.right) > 0),
            { message: 'Margins of crop, bleed, trim and art boxes must be greater than 0' },
          ),
        ),
    )
    .check(z.minLength(1), z.maxLength(5)),
})

/** Set Page Boxes: only pdfRest's n8n node calls it (nodes/PdfRest/actions/setPageBoxes.operation.ts). */
export const pageBoxesEndpoint: LabTool = {
  id: 'pdf-with-page-boxes-set',
  name: 'Set Page Boxes',
  cmsSlug: 'set-page-boxes',
  pro: false,
  input: 'pdf',
  files: { min: 1, max: 1 },
  output: 'pdf',
  params: [
    {
      kind: 'json',
      name: 'boxes',
      label: 'Page boxes (JSON)',
      required: true,
      schema: pageBoxes,
      shape:
        'a JSON object {"boxes": [{"box": "media" | "crop" | "bleed" | "trim" | "art", "pages": [{"range", "top", "bottom", "left", "right"}]}]}, margins in points; above 0 except for media',
      maxLength: 10_000,
      example:
        '{"boxes":[{"box":"crop","pages":[{"range":"1-last","top":36,"bottom":36,"left":72,"right":72}]}]}',
      help: 'Each box is set on the pages its ranges name (all, even, odd, 3, 2-5, 2-last), inset by the margins from the page’s edges.',
    },
    outputName,
  ],
}
