import type { LabTool } from '../lab-tool.ts'
import { outputName, password, textOutputParams } from './shared.ts'

const one = { min: 1, max: 1 }

/** Simplify bucket: AI text tools and archives. */
export const simplifyEndpoints: LabTool[] = [
  {
    id: 'translated-pdf-text',
    name: 'Translate PDF',
    cmsSlug: 'translate-pdf',
    pro: true,
    input: 'document',
    files: one,
    output: 'json',
    params: [
      {
        kind: 'text',
        name: 'output_language',
        label: 'Output language',
        required: true,
        maxLength: 12,
        pattern: /^[A-Za-z]{2,3}(-([A-Za-z]{4}|[A-Za-z]{2}|\d{3}))?$/,
        patternMessage:
          'An ISO 639 language code, optionally with a script or region: es, fra, zh-Hant, es-419',
        example: 'es',
      },
      ...textOutputParams,
    ],
  },
  {
    id: 'summarized-pdf-text',
    name: 'Summarize PDF',
    cmsSlug: 'summarize-pdf',
    alsoServes: ['classify-document'],
    pro: true,
    input: 'document',
    files: one,
    output: 'json',
    params: [
      {
        kind: 'number',
        name: 'target_word_count',
        label: 'Target word count',
        required: false,
        min: 1,
        max: 100_000,
        integer: true,
        default: '400',
      },
      {
        kind: 'select',
        name: 'summary_format',
        label: 'Summary format',
        required: false,
        options: [
          'overview',
          'highlight',
          'abstract',
          'bullet_points',
          'numbered_list',
          'table_of_contents',
          'outline',
          'question_answer',
          'action_items',
        ],
        default: 'overview',
      },
      ...textOutputParams,
    ],
  },
  {
    id: 'zip',
    name: 'Zip Files',
    cmsSlug: 'zip-files',
    pro: false,
    input: 'any',
    files: { min: 1, max: 20 },
    output: 'zip',
    params: [outputName],
  },
  {
    id: 'unzip',
    name: 'Unzip File',
    cmsSlug: 'unzip-file',
    pro: false,
    input: 'zip',
    files: one,
    output: 'json',
    params: [password('password', 'Archive password', false)],
  },
]
