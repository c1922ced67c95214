import type { LabTool } from '../lab-tool.ts'
import { onOff, outputName, outputType, pages } from './shared.ts'

const one = { min: 1, max: 1 }

/** Extract bucket: text, images and recognised text out of a PDF. */
export const extractEndpoints: LabTool[] = [
  {
    id: 'pdf-with-ocr-text',
    name: 'OCR PDF',
    cmsSlug: 'ocr-pdf',
    pro: true,
    input: 'pdf',
    files: one,
    output: 'pdf',
    params: [
      {
        kind: 'multi',
        name: 'languages',
        label: 'Languages',
        required: true,
        example: 'English',
        options: [
          'English',
          'French',
          'German',
          'Italian',
          'Spanish',
          'Portuguese',
          'Dutch',
          'Japanese',
          'Korean',
          'ChineseSimplified',
          'ChineseTraditional',
        ],
      },
      pages(false),
      outputName,
    ],
  },
  {
    id: 'extracted-text',
    name: 'Extract Text',
    cmsSlug: 'extract-text',
    alsoServes: ['compare-pdfs'],
    pro: false,
    input: 'pdf',
    files: one,
    output: 'json',
    params: [
      pages(false),
      {
        kind: 'select',
        name: 'full_text',
        label: 'Full text',
        required: false,
        options: ['document', 'by_page', 'off'],
        default: 'document',
      },
      onOff('preserve_line_breaks', 'Preserve line breaks'),
      onOff('word_style', 'Word style details'),
      onOff('word_coordinates', 'Word coordinates'),
      // ExtractTextPayload, models/_internal.py: json (default) answers fullText; file stores it.
      outputType('json answers the text as fullText; file stores it as a file to download.'),
      outputName,
    ],
  },
  {
    id: 'extracted-images',
    name: 'Extract Images',
    cmsSlug: 'extract-images',
    pro: false,
    input: 'pdf',
    files: one,
    output: 'png',
    params: [pages(false), outputName],
  },
]
