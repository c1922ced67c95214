import { z } from 'zod/mini'
import type { ParamSpec } from '../lab-tool.ts'

const pageRange = /^\s*(\d+(-(\d+|last))?|even|odd|last)(\s*,\s*(\d+(-(\d+|last))?|even|odd|last))*\s*$/
const pagesMessage = 'Use page numbers and ranges such as 1-3, 5, 7-last, even or odd'

/** `output`: the name of the output file (the API's own rule: no path, no special characters). */
export const outputName: ParamSpec = {
  kind: 'text',
  name: 'output',
  label: 'Output file name',
  required: false,
  maxLength: 100,
  pattern: /^[\w.-]+$/,
  patternMessage: 'Letters, digits, dots, dashes and underscores only',
  help: 'Without extension; the API picks one.',
}

/** One page range as text (`page_range`), in the same words as `pages[]`. */
export const pageRangeText = (name: string, label: string): ParamSpec => ({
  kind: 'text',
  name,
  label,
  required: false,
  maxLength: 200,
  help: 'Every page when left out.',
  example: '1-last',
  // Spaces only: a form's line breaks become CRLF on the way, and would change the value's length.
  pattern: /^ *(all|(\d+(-(\d+|last))?|even|odd|last)( *, *(\d+(-(\d+|last))?|even|odd|last))*) *$/,
  patternMessage: `all, or ${pagesMessage.charAt(0).toLowerCase()}${pagesMessage.slice(1)}`,
})

/** `pages[]`: the pages to work on. */
export const pages = (required: boolean): ParamSpec => ({
  kind: 'list',
  name: 'pages',
  label: 'Pages',
  required,
  example: '1-3',
  pattern: pageRange,
  patternMessage: pagesMessage,
})

export const onOff = (name: string, label: string, help?: string): ParamSpec => ({
  kind: 'select',
  name,
  label,
  required: false,
  options: ['off', 'on'],
  default: 'off',
  ...(help ? { help } : {}),
})

export const password = (name: string, label: string, required: boolean, minLength?: number): ParamSpec => ({
  kind: 'text',
  name,
  label,
  required,
  maxLength: 128,
  ...(minLength ? { minLength } : {}),
  secret: true,
  ...(required ? { example: name.startsWith('new') ? 'NEW_PASSWORD' : 'CURRENT_PASSWORD' } : {}),
})

/** An RGB colour as three 0-255 channels, e.g. `0,0,0`. */
export const rgbColor = (name: string, label: string): ParamSpec => ({
  kind: 'text',
  name,
  label,
  required: false,
  maxLength: 11,
  pattern: /^(25[0-5]|2[0-4]\d|1?\d?\d),(25[0-5]|2[0-4]\d|1?\d?\d),(25[0-5]|2[0-4]\d|1?\d?\d)$/,
  patternMessage: 'Three channels from 0 to 255, e.g. 0,0,0',
  example: '0,0,0',
})

/** A CMYK colour as four 0-100 channels, e.g. `0,0,0,100` (CmykChannel, models/_internal.py). */
export const cmykColor = (name: string, label: string): ParamSpec => ({
  kind: 'text',
  name,
  label,
  required: false,
  maxLength: 15,
  pattern: /^(100|\d?\d),(100|\d?\d),(100|\d?\d),(100|\d?\d)$/,
  patternMessage: 'Four channels from 0 to 100, e.g. 0,0,0,100',
  example: '0,0,0,100',
})

/** The settings every PDF-to-image endpoint takes; the colour models differ by format. */
export const imageParams = (colorModels: readonly string[]): ParamSpec[] => [
  pages(false),
  {
    kind: 'number',
    name: 'resolution',
    label: 'Resolution (DPI)',
    required: false,
    min: 12,
    max: 2400,
    integer: true,
    default: '300',
  },
  {
    kind: 'select',
    name: 'color_model',
    label: 'Color model',
    required: false,
    options: colorModels,
    default: 'rgb',
  },
  {
    kind: 'multi',
    name: 'smoothing',
    label: 'Smoothing',
    required: false,
    options: ['none', 'all', 'text', 'line', 'image'],
  },
  outputName,
]

/** `output_type`: the answer as JSON (the default), or stored as a file to download. */
export const outputType = (help: string): ParamSpec => ({
  kind: 'select',
  name: 'output_type',
  label: 'Output type',
  required: false,
  options: ['json', 'file'],
  default: 'json',
  help,
})

/** Summaries and translations: answered as JSON, or as a file with `output_type` file. */
export const textOutputParams: ParamSpec[] = [
  pages(false),
  {
    kind: 'select',
    name: 'output_format',
    label: 'Output format',
    required: false,
    options: ['markdown', 'plaintext'],
    default: 'markdown',
  },
  outputType('json answers the text in the response; file stores it as a file to download.'),
  outputName,
]

const channel255 = '\\s*(?:25[0-5]|2[0-4]\\d|1?\\d?\\d)\\s*'
const channel100 = '\\s*(?:100|\\d?\\d)\\s*'
/** An RGB colour inside a JSON parameter, spaces allowed ("0, 128, 255"), as pdfRest's n8n node checks it. */
export const rgbText = z.string().check(z.regex(new RegExp(`^${channel255}(,${channel255}){2}$`)))
/** A CMYK colour inside a JSON parameter, spaces allowed ("0, 100, 100, 0"). */
export const cmykText = z.string().check(z.regex(new RegExp(`^${channel100}(,${channel100}){3}$`)))

/** Whether no pair of keys is both present: a colour is RGB or CMYK, never both. */
export const notBoth = (value: object, ...pairs: [string, string][]) =>
  pairs.every(([first, second]) => !(first in value && second in value))
