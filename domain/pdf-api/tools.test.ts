import { describe, expect, it } from 'vitest'
import type { LabTool, ParamSpec } from './lab-tool.ts'
import {
  findLabTool,
  isRedactionsJson,
  labTools,
  paramProblem,
  paramProblems,
  MAX_PARAM_VALUE_CHARS,
  paramValuesSchema,
  requestFields,
  valuesFromFields,
} from './tools.ts'
import { filesRule } from './param-docs.ts'

type Kind = ParamSpec['kind']
type SpecOf<K extends Kind> = Extract<ParamSpec, { kind: K }>
type Case<K extends Kind> = { tool: LabTool; spec: SpecOf<K>; name: string }
type AnyCase = { tool: LabTool; spec: ParamSpec; name: string }

const validRedactions = '[{"type":"preset","value":"email"},{"type":"literal","value":"Jane Doe"}]'

function isKind<K extends Kind>(spec: ParamSpec, kind: K): spec is SpecOf<K> {
  return spec.kind === kind
}

/** Every parameter of every tool, named `{tool id}: {param name}` for the test titles. */
const allParams: AnyCase[] = labTools.flatMap((tool) =>
  tool.params.map((spec) => ({ tool, spec, name: `${tool.id}: ${spec.name}` })),
)

function casesOf<K extends Kind>(kind: K): Case<K>[] {
  const cases: Case<K>[] = []
  for (const { tool, spec, name } of allParams) if (isKind(spec, kind)) cases.push({ tool, spec, name })
  return cases
}

const selectCases = casesOf('select')
const textCases = casesOf('text')
const numberCases = casesOf('number')
const multiCases = casesOf('multi')
const listCases = casesOf('list')
const redactionCases = casesOf('redactions')
const requiredCases = allParams.filter(({ spec }) => spec.required)
const optionalCases = allParams.filter(({ spec }) => !spec.required)
const withDefault = allParams.filter(
  (c): c is Case<'select'> | Case<'number'> =>
    (c.spec.kind === 'select' || c.spec.kind === 'number') && c.spec.default !== undefined,
)

/** A value that each spec must accept, built from the spec alone. */
function validValue(spec: ParamSpec): string {
  switch (spec.kind) {
    case 'select':
      return spec.options[0] ?? ''
    case 'text':
      return spec.example ?? 'abcdef'
    case 'number':
      return String(Math.min(spec.max, Math.max(spec.min, 300)))
    case 'multi':
      return spec.options[0] ?? ''
    case 'list':
      return spec.example ?? '1-2'
    case 'redactions':
      return validRedactions
    case 'json':
      return spec.example ?? ''
  }
}

function validValues(tool: LabTool, only?: (spec: ParamSpec) => boolean): Record<string, string> {
  const values: Record<string, string> = {}
  for (const spec of tool.params) if (!only || only(spec)) values[spec.name] = validValue(spec)
  return values
}

/** The values as the API receives them: trimmed, comma lists without spaces, empty ones left out. */
function normalized(tool: LabTool, values: Record<string, string>): Record<string, string> {
  const result: Record<string, string> = {}
  for (const spec of tool.params) {
    const value = (values[spec.name] ?? '').trim()
    if (!value) continue
    result[spec.name] =
      spec.kind === 'list' || spec.kind === 'multi'
        ? value
            .split(',')
            .map((part) => part.trim())
            .join(',')
        : value
  }
  return result
}

function toolById(id: string): LabTool {
  const tool = labTools.find((candidate) => candidate.id === id)
  if (!tool) throw new Error(`No lab tool ${id}`)
  return tool
}

const requiredEndpoints = [
  'compressed-pdf',
  'merged-pdf',
  'split-pdf',
  'pdf',
  'word',
  'excel',
  'png',
  'jpg',
  'markdown',
  'pdf-with-ocr-text',
  'extracted-text',
  'encrypted-pdf',
  'decrypted-pdf',
  'watermarked-pdf',
  'pdf-with-redacted-text-preview',
  'pdf-with-redacted-text-applied',
  'pdfa',
  'pdf-info',
]

describe('labTools catalogue', () => {
  it.each(requiredEndpoints)('declares the %s endpoint', (id) => {
    expect(labTools.map((tool) => tool.id)).toContain(id)
  })

  it('has unique ids', () => {
    const ids = labTools.map((tool) => tool.id)
    expect(new Set(ids).size).toBe(ids.length)
  })

  it('exercises every parameter kind in the generic tests below', () => {
    for (const cases of [selectCases, textCases, numberCases, multiCases, listCases, redactionCases])
      expect(cases.length).toBeGreaterThan(0)
    expect(requiredCases.length).toBeGreaterThan(0)
    expect(optionalCases.length).toBeGreaterThan(0)
  })

  it.each([
    'markdown',
    'pdf-with-ocr-text',
    'pdf-with-redacted-text-preview',
    'pdf-with-redacted-text-applied',
  ])('%s is a Pro tool', (id) => {
    expect(toolById(id).pro).toBe(true)
  })

  it.each(['compressed-pdf', 'merged-pdf', 'split-pdf', 'pdf-info'])('%s is not a Pro tool', (id) => {
    expect(toolById(id).pro).toBe(false)
  })

  it('takes any document to convert or zip, a ZIP to unzip, texts to translate or summarize, an invoice XML for ZUGFeRD, PDFs elsewhere', () => {
    const others: Record<string, LabTool['input']> = {
      pdf: 'any',
      zip: 'any',
      'zugferd-pdf': 'any',
      unzip: 'zip',
      'translated-pdf-text': 'document',
      'summarized-pdf-text': 'document',
    }
    for (const tool of labTools) expect(tool.input, tool.id).toBe(others[tool.id] ?? 'pdf')
  })

  it('has no parameter that is both required and defaulted: a required field is always sent', () => {
    for (const tool of labTools)
      for (const spec of tool.params)
        expect(
          spec.required && 'default' in spec && spec.default !== undefined,
          `${tool.id} ${spec.name}`,
        ).toBe(false)
  })

  it('merges 2 to 10 files, zips 1 to 20, counts extra files, and takes one file elsewhere', () => {
    expect(toolById('merged-pdf').files).toEqual({ min: 2, max: 10 })
    expect(toolById('zip').files).toEqual({ min: 1, max: 20 })
    for (const tool of labTools.filter((candidate) => !['merged-pdf', 'zip'].includes(candidate.id))) {
      const extras = tool.extraFiles ?? []
      expect(tool.files, tool.id).toEqual({
        min: 1 + extras.filter((extra) => extra.required).length,
        // Files that others replace (a PFX pair or a certificate and key) never come together.
        max: 1 + extras.filter((extra) => !extra.instead).length,
      })
    }
  })

  it('gives each endpoint the expected output kind', () => {
    const outputs = Object.fromEntries(labTools.map((tool) => [tool.id, tool.output]))
    expect(outputs).toMatchObject({
      'compressed-pdf': 'pdf',
      word: 'docx',
      excel: 'xlsx',
      png: 'png',
      jpg: 'jpg',
      markdown: 'md',
      'extracted-text': 'json',
      'pdf-info': 'json',
    })
  })

  it('marks the password parameters as secret', () => {
    const secrets = textCases.filter(({ spec }) => spec.secret).map(({ name }) => name)
    expect(secrets.length).toBeGreaterThan(2)
    for (const name of secrets) expect(name).toMatch(/password/)
    const named = textCases.filter(({ spec }) => spec.name.includes('password')).map(({ name }) => name)
    expect(secrets.sort()).toEqual(named.sort())
  })
})

describe.each(labTools)('lab tool $id', (tool) => {
  it('has a name, a CMS slug and a sensible file count', () => {
    expect(tool.name.trim()).not.toBe('')
    expect(tool.cmsSlug).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/)
    expect(tool.id).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/)
    expect(tool.files.min).toBeGreaterThanOrEqual(1)
    expect(tool.files.max).toBeGreaterThanOrEqual(tool.files.min)
  })

  it('declares unique parameter names that the server-function schema accepts', () => {
    const names = tool.params.map((spec) => spec.name)
    expect(new Set(names).size).toBe(names.length)
    for (const spec of tool.params) {
      expect(spec.label.trim()).not.toBe('')
      expect(paramValuesSchema.safeParse({ [spec.name]: validValue(spec) }).success).toBe(true)
    }
  })

  it('is found by its id', () => {
    expect(findLabTool(tool.id)).toBe(tool)
  })

  it('is reachable through its CMS slug', () => {
    expect(findLabTool(tool.cmsSlug)?.cmsSlug).toBe(tool.cmsSlug)
  })

  it('accepts a fully valid set of values', () => {
    expect(paramProblems(tool, validValues(tool))).toEqual({})
  })

  it('accepts only the required values', () => {
    expect(
      paramProblems(
        tool,
        validValues(tool, (spec) => spec.required),
      ),
    ).toEqual({})
  })

  it('reports exactly the required parameters when nothing is given', () => {
    const expected = Object.fromEntries(
      tool.params.filter((spec) => spec.required).map((spec) => [spec.name, `${spec.label} is required`]),
    )
    expect(paramProblems(tool, {})).toEqual(expected)
  })

  it('treats blank values like missing ones', () => {
    const blank = Object.fromEntries(tool.params.map((spec) => [spec.name, '   ']))
    expect(paramProblems(tool, blank)).toEqual(paramProblems(tool, {}))
  })

  it('refuses an undeclared parameter and keeps the valid ones valid', () => {
    expect(paramProblems(tool, { ...validValues(tool), bogus_param: 'x' })).toEqual({
      bogus_param: 'Unknown parameter bogus_param',
    })
  })

  it('sends declared names only (lists as name[]) and round-trips through valuesFromFields', () => {
    const values = validValues(tool)
    const fields = requestFields(tool, values)
    const allowed = tool.params.map((spec) => (spec.kind === 'list' ? `${spec.name}[]` : spec.name))
    for (const [name, value] of fields) {
      expect(allowed).toContain(name)
      expect(value).not.toBe('')
    }
    expect(valuesFromFields(fields)).toEqual(normalized(tool, values))
    expect(paramProblems(tool, valuesFromFields(fields))).toEqual({})
  })

  it('sends nothing for no values', () => {
    expect(requestFields(tool, {})).toEqual([])
  })
})

describe('required parameters', () => {
  it.each(requiredCases)('$name: missing gives "{label} is required"', ({ tool, spec }) => {
    const values = validValues(tool)
    delete values[spec.name]
    expect(paramProblems(tool, values)).toEqual({ [spec.name]: `${spec.label} is required` })
    expect(paramProblem(spec, '')).toBe(`${spec.label} is required`)
    expect(paramProblem(spec, ' \t\n')).toBe(`${spec.label} is required`)
  })
})

describe('optional parameters', () => {
  it.each(optionalCases)('$name: may be left empty', ({ tool, spec }) => {
    const values = validValues(tool)
    delete values[spec.name]
    expect(paramProblems(tool, values)).toEqual({})
    expect(paramProblem(spec, '')).toBeNull()
    expect(paramProblem(spec, '   ')).toBeNull()
  })
})

describe('defaults', () => {
  it.each(withDefault)('$name: the default is itself valid', ({ spec }) => {
    expect(paramProblem(spec, spec.default ?? '')).toBeNull()
  })
})

describe('select parameters', () => {
  it.each(selectCases)('$name: accepts every option', ({ spec }) => {
    expect(spec.options.length).toBeGreaterThan(0)
    expect(new Set(spec.options).size).toBe(spec.options.length)
    for (const option of spec.options) {
      expect(paramProblem(spec, option)).toBeNull()
      expect(paramProblem(spec, ` ${option} `)).toBeNull()
    }
  })

  it.each(selectCases)('$name: refuses an unknown option and lists the choices', ({ tool, spec }) => {
    const message = `${spec.label} must be one of ${spec.options.join(', ')}`
    expect(paramProblem(spec, 'bogus')).toBe(message)
    expect(paramProblems(tool, { ...validValues(tool), [spec.name]: 'bogus' })).toEqual({
      [spec.name]: message,
    })
  })

  // Only options with letters have a case (PostScript's levels are 2 and 3).
  const lettered = selectCases.filter(({ spec }) => spec.options.some((option) => /[a-z]/i.test(option)))
  it.each(lettered)('$name: options are case-sensitive', ({ spec }) => {
    const first = spec.options.find((option) => /[a-z]/i.test(option)) ?? ''
    const shouted = first.toUpperCase() === first ? first.toLowerCase() : first.toUpperCase()
    expect(paramProblem(spec, shouted)).toMatch(/must be one of/)
  })
})

describe('number parameters', () => {
  it.each(numberCases)('$name: accepts the bounds and a value between them', ({ spec }) => {
    expect(spec.min).toBeLessThan(spec.max)
    expect(paramProblem(spec, String(spec.min))).toBeNull()
    expect(paramProblem(spec, String(spec.max))).toBeNull()
    const middle = (spec.min + spec.max) / 2
    expect(paramProblem(spec, String(spec.integer ? Math.floor(middle) : middle))).toBeNull()
    expect(paramProblem(spec, ` ${spec.max} `)).toBeNull()
  })

  it.each(numberCases)('$name: refuses out-of-range values', ({ tool, spec }) => {
    const message = `${spec.label} must be ${spec.integer ? 'a whole number' : 'a number'} from ${spec.min} to ${spec.max}`
    expect(paramProblem(spec, String(spec.max + 1))).toBe(message)
    expect(paramProblem(spec, String(spec.min - 1))).toBe(message)
    expect(paramProblem(spec, String(spec.max + 0.001))).toBe(message)
    expect(paramProblems(tool, { ...validValues(tool), [spec.name]: String(spec.max + 1) })).toEqual({
      [spec.name]: message,
    })
  })

  it.each(numberCases)('$name: refuses text that is not a plain number', ({ spec }) => {
    for (const bad of ['abc', '1e2', '0x10', '1,5', '12px', 'NaN', 'Infinity', '.5', '5.', '--1', '1 2'])
      expect(paramProblem(spec, bad)).toMatch(/must be a (whole )?number from/)
  })
})

describe('text parameters', () => {
  it.each(textCases)('$name: accepts text up to maxLength', ({ spec }) => {
    expect(paramProblem(spec, spec.example ?? 'abcdef')).toBeNull()
    if (!spec.pattern) expect(paramProblem(spec, 'a'.repeat(spec.maxLength))).toBeNull()
  })

  it.each(textCases)('$name: refuses text over maxLength', ({ tool, spec }) => {
    const message = `${spec.label} must be at most ${spec.maxLength} characters`
    expect(paramProblem(spec, 'a'.repeat(spec.maxLength + 1))).toBe(message)
    expect(
      paramProblems(tool, { ...validValues(tool), [spec.name]: 'a'.repeat(spec.maxLength + 1) }),
    ).toEqual({
      [spec.name]: message,
    })
  })

  it.each(textCases.filter(({ spec }) => spec.pattern))('$name: refuses text off its pattern', ({ spec }) => {
    expect(paramProblem(spec, 'bad/x')).toBe(spec.patternMessage ?? `${spec.label} is not valid`)
    expect(paramProblem(spec, spec.example ?? 'report_2024-final.v2')).toBeNull()
  })

  it('falls back on "{label} is not valid" for a pattern without a message', () => {
    const spec: ParamSpec = {
      kind: 'text',
      name: 'code',
      label: 'Code',
      required: false,
      maxLength: 10,
      pattern: /^\d+$/,
    }
    expect(paramProblem(spec, 'x1')).toBe('Code is not valid')
    expect(paramProblem(spec, '12')).toBeNull()
  })

  it('lets passwords hold any characters', () => {
    const spec = toolById('encrypted-pdf').params[0]
    if (!spec) throw new Error('encrypted-pdf has no parameters')
    expect(paramProblem(spec, 'p@ss w/ord!€"')).toBeNull()
  })
})

const pageCases = listCases.filter(({ spec }) => spec.name === 'pages')

describe('page-list parameters', () => {
  it.each(pageCases)('$name: accepts page numbers, ranges and keywords', ({ spec }) => {
    for (const good of [
      '1',
      '1-2',
      '1-3, 5-last',
      '2-last',
      'even',
      'odd',
      'last',
      ' 1 ,2 , 3-4 ',
      '10,20,30',
    ])
      expect(paramProblem(spec, good), good).toBeNull()
  })

  it.each(pageCases)('$name: refuses a bad page range with a clear message', ({ tool, spec }) => {
    for (const bad of ['1-', 'abc', '-3', '1,,2', '1-3,', ',1', 'last-1', '1-even', 'first', '1;2', '1 2'])
      expect(paramProblem(spec, bad), bad).toBe(spec.patternMessage)
    expect(spec.patternMessage).toMatch(/page numbers and ranges/)
    expect(paramProblems(tool, { ...validValues(tool), [spec.name]: '1-' })).toEqual({
      [spec.name]: spec.patternMessage,
    })
  })
})

describe('multi-choice parameters', () => {
  it.each(multiCases)('$name: accepts one, several or all options', ({ spec }) => {
    expect(spec.options.length).toBeGreaterThan(0)
    expect(paramProblem(spec, spec.options[0] ?? '')).toBeNull()
    expect(paramProblem(spec, spec.options.join(','))).toBeNull()
    expect(paramProblem(spec, spec.options.join(' , '))).toBeNull()
  })

  it.each(multiCases)('$name: names the unknown options', ({ tool, spec }) => {
    const first = spec.options[0] ?? ''
    expect(paramProblem(spec, 'bogus')).toBe(`${spec.label}: unknown bogus`)
    expect(paramProblem(spec, `${first}, bogus, other`)).toBe(`${spec.label}: unknown bogus, other`)
    expect(paramProblems(tool, { ...validValues(tool), [spec.name]: `${first},bogus` })).toEqual({
      [spec.name]: `${spec.label}: unknown bogus`,
    })
  })
})

describe('redactions parameters', () => {
  it.each(redactionCases)('$name: accepts a valid redactions JSON and its help example', ({ spec }) => {
    expect(paramProblem(spec, validRedactions)).toBeNull()
    const example = /\[.*\]/.exec(spec.help ?? '')?.[0] ?? ''
    expect(isRedactionsJson(example)).toBe(true)
  })

  it.each(redactionCases)('$name: refuses invalid redactions JSON', ({ tool, spec }) => {
    const message = `${spec.label} must be a JSON array of {"type": "literal" | "regex" | "preset", "value": "…"}`
    for (const bad of [
      'not json',
      '[]',
      '[{"type":"bogus","value":"x"}]',
      '{"type":"preset","value":"email"}',
      '[{"type":"literal","value":""}]',
      '[{"type":"literal"}]',
      '[{"value":"x"}]',
      '["email"]',
      'null',
    ])
      expect(paramProblem(spec, bad), bad).toBe(message)
    expect(paramProblems(tool, { ...validValues(tool), [spec.name]: '[]' })).toEqual({ [spec.name]: message })
  })
})

describe('isRedactionsJson', () => {
  it('accepts each redaction type', () => {
    expect(isRedactionsJson('[{"type":"literal","value":"Jane"}]')).toBe(true)
    expect(isRedactionsJson('[{"type":"regex","value":"\\\\d{3}-\\\\d{4}"}]')).toBe(true)
    expect(isRedactionsJson(' [ {"type":"preset","value":"email"} ] ')).toBe(true)
  })

  it('refuses text that is not JSON, an empty array and an unknown type', () => {
    expect(isRedactionsJson('not json')).toBe(false)
    expect(isRedactionsJson('')).toBe(false)
    expect(isRedactionsJson('[]')).toBe(false)
    expect(isRedactionsJson('[{"type":"secret","value":"x"}]')).toBe(false)
    expect(isRedactionsJson('[{"type":"literal","value":42}]')).toBe(false)
  })

  it('allows 50 redactions of up to 500 characters and no more', () => {
    const item = (value: string) => ({ type: 'literal', value })
    expect(isRedactionsJson(JSON.stringify(Array.from({ length: 50 }, () => item('x'))))).toBe(true)
    expect(isRedactionsJson(JSON.stringify(Array.from({ length: 51 }, () => item('x'))))).toBe(false)
    expect(isRedactionsJson(JSON.stringify([item('a'.repeat(500))]))).toBe(true)
    expect(isRedactionsJson(JSON.stringify([item('a'.repeat(501))]))).toBe(false)
  })
})

describe('paramProblems', () => {
  it('reports several problems at once, one per parameter', () => {
    const tool = toolById('png')
    expect(
      paramProblems(tool, { pages: 'abc', resolution: '5000', color_model: 'cmyk', output: 'a/b', dpi: '1' }),
    ).toEqual({
      pages: 'Use page numbers and ranges such as 1-3, 5, 7-last, even or odd',
      resolution: 'Resolution (DPI) must be a whole number from 12 to 2400',
      color_model: 'Color model must be one of rgb, rgba, gray',
      output: 'Letters, digits, dots, dashes and underscores only',
      dpi: 'Unknown parameter dpi',
    })
  })

  it('refuses a parameter declared by another tool', () => {
    expect(paramProblems(toolById('merged-pdf'), { compression_level: 'high' })).toEqual({
      compression_level: 'Unknown parameter compression_level',
    })
  })

  it('refuses an undeclared parameter even when it is empty', () => {
    expect(paramProblems(toolById('pdf'), { bogus: '' })).toEqual({ bogus: 'Unknown parameter bogus' })
  })
})

describe('requestFields', () => {
  it("turns pages '1-3, 5-last' into two pages[] fields", () => {
    expect(requestFields(toolById('split-pdf'), { pages: '1-3, 5-last' })).toEqual([
      ['pages[]', '1-3'],
      ['pages[]', '5-last'],
    ])
  })

  it('trims multi values into one comma-separated field', () => {
    expect(requestFields(toolById('pdf-info'), { queries: ' title , author,page_count ' })).toEqual([
      ['queries', 'title,author,page_count'],
    ])
    expect(requestFields(toolById('pdf-with-ocr-text'), { languages: 'English, French' })).toEqual([
      ['languages', 'English,French'],
    ])
  })

  it('skips empty and blank values and trims the others', () => {
    expect(
      requestFields(toolById('png'), { pages: '', resolution: '  ', color_model: ' gray ', output: 'out' }),
    ).toEqual([
      ['color_model', 'gray'],
      ['output', 'out'],
    ])
  })

  it('follows the declaration order and leaves undeclared values out', () => {
    expect(
      requestFields(toolById('watermarked-pdf'), {
        output: 'marked',
        text_size: '48',
        bogus: 'x',
        watermark_text: 'DRAFT',
        opacity: '0.25',
      }),
    ).toEqual([
      ['watermark_text', 'DRAFT'],
      ['text_size', '48'],
      ['opacity', '0.25'],
      ['output', 'marked'],
    ])
  })

  it('sends the redactions JSON as one field', () => {
    expect(
      requestFields(toolById('pdf-with-redacted-text-preview'), { redactions: validRedactions }),
    ).toEqual([['redactions', validRedactions]])
  })
})

describe('valuesFromFields', () => {
  it('joins repeated name[] fields with commas', () => {
    expect(
      valuesFromFields([
        ['pages[]', '1-3'],
        ['pages[]', '5-last'],
        ['pages[]', 'even'],
      ]),
    ).toEqual({ pages: '1-3,5-last,even' })
  })

  it('keeps a single name[] field as is and plain fields by name', () => {
    expect(
      valuesFromFields([
        ['pages[]', '2'],
        ['output', 'out'],
      ]),
    ).toEqual({ pages: '2', output: 'out' })
  })

  it('keeps the last of repeated plain fields', () => {
    expect(
      valuesFromFields([
        ['output', 'first'],
        ['output', 'second'],
      ]),
    ).toEqual({ output: 'second' })
  })

  it('reads PHP-style indexed names (pages[0], pages[1]) like repeated pages[] fields', () => {
    expect(
      valuesFromFields([
        ['pages[0]', '1-3'],
        ['pages[1]', '5-last'],
        ['output', 'out'],
      ]),
    ).toEqual({ pages: '1-3,5-last', output: 'out' })
    expect(
      paramProblems(
        toolById('split-pdf'),
        valuesFromFields([
          ['pages[0]', '1'],
          ['pages[1]', 'even'],
        ]),
      ),
    ).toEqual({})
  })

  it('returns no values for no fields', () => {
    expect(valuesFromFields([])).toEqual({})
  })

  it('round-trips requestFields for a split with page ranges', () => {
    const tool = toolById('split-pdf')
    const values = { pages: '1-3, 5-last, even', output: 'parts' }
    expect(valuesFromFields(requestFields(tool, values))).toEqual({
      pages: '1-3,5-last,even',
      output: 'parts',
    })
  })

  it('round-trips requestFields for every tool with every option of its multi and select params', () => {
    for (const tool of labTools) {
      const values = validValues(tool)
      for (const spec of tool.params) if (spec.kind === 'multi') values[spec.name] = spec.options.join(', ')
      expect(valuesFromFields(requestFields(tool, values)), tool.id).toEqual(normalized(tool, values))
      for (const spec of tool.params) {
        if (spec.kind !== 'select') continue
        for (const option of spec.options) {
          const withOption = { ...values, [spec.name]: option }
          expect(valuesFromFields(requestFields(tool, withOption))[spec.name]).toBe(option)
        }
      }
    }
  })
})

describe('findLabTool', () => {
  it.each([
    ['compressed-pdf', 'compressed-pdf'],
    ['compress-pdf', 'compressed-pdf'],
    ['pdf-to-images', 'png'],
    ['pdf-redaction', 'pdf-with-redacted-text-preview'],
    ['merge-pdfs', 'merged-pdf'],
    ['convert-to-pdf', 'pdf'],
    ['pdf', 'pdf'],
    ['jpg', 'jpg'],
    ['pdf-info', 'pdf-info'],
    ['ocr-pdf', 'pdf-with-ocr-text'],
  ])('finds %s as %s', (idOrSlug, id) => {
    expect(findLabTool(idOrSlug)?.id).toBe(id)
  })

  it('prefers an id over a CMS slug', () => {
    for (const tool of labTools) expect(findLabTool(tool.id)?.id).toBe(tool.id)
  })

  it.each(['', 'unknown-tool', 'Compressed-PDF', ' compressed-pdf', 'compressed-pdf/', '/compressed-pdf'])(
    'returns undefined for %j',
    (idOrSlug) => {
      expect(findLabTool(idOrSlug)).toBeUndefined()
    },
  )
})

describe('paramValuesSchema', () => {
  it('accepts lower-case snake_case keys with string values', () => {
    expect(paramValuesSchema.safeParse({}).success).toBe(true)
    expect(paramValuesSchema.safeParse({ compression_level: 'high', output: 'x' })).toEqual({
      success: true,
      data: { compression_level: 'high', output: 'x' },
    })
    expect(paramValuesSchema.safeParse({ ['a'.repeat(40)]: 'x' }).success).toBe(true)
  })

  it.each(['Bad-Key', 'BadKey', 'bad-key', 'bad key', 'page2', '', 'a'.repeat(41), 'pages[]', 'a.b'])(
    'refuses the key %j',
    (key) => {
      expect(paramValuesSchema.safeParse({ [key]: 'x' }).success).toBe(false)
    },
  )

  it('never lets __proto__ through nor pollutes prototypes', () => {
    const input: unknown = JSON.parse('{"__proto__":{"polluted":"yes"},"output":"x"}')
    const result = paramValuesSchema.safeParse(input)
    if (result.success) {
      expect(Object.keys(result.data)).toEqual(['output'])
      expect(Object.getPrototypeOf(result.data)).toBe(Object.prototype)
    }
    expect(Object.hasOwn(Object.prototype, 'polluted')).toBe(false)
    const stringProto: unknown = JSON.parse('{"__proto__":"x"}')
    const stringResult = paramValuesSchema.safeParse(stringProto)
    if (stringResult.success) expect(Object.hasOwn(stringResult.data, '__proto__')).toBe(false)
  })

  it('takes any value the API takes, up to its largest JSON parameter, and nothing longer', () => {
    const largest = Math.max(
      ...labTools.flatMap((tool) => tool.params.map((spec) => (spec.kind === 'json' ? spec.maxLength : 0))),
    )
    expect(MAX_PARAM_VALUE_CHARS).toBe(largest)
    expect(paramValuesSchema.safeParse({ table_objects: 'a'.repeat(largest) }).success).toBe(true)
    expect(paramValuesSchema.safeParse({ output: 'a'.repeat(largest + 1) }).success).toBe(false)
  })

  it('refuses values that are not strings and inputs that are not objects', () => {
    expect(paramValuesSchema.safeParse({ resolution: 300 }).success).toBe(false)
    expect(paramValuesSchema.safeParse({ pages: ['1', '2'] }).success).toBe(false)
    expect(paramValuesSchema.safeParse({ output: null }).success).toBe(false)
    expect(paramValuesSchema.safeParse(null).success).toBe(false)
    expect(paramValuesSchema.safeParse('output=x').success).toBe(false)
  })
})

describe('hostile keys', () => {
  it('refuses __proto__ as a parameter name and reports it as an own problem', async () => {
    const {
      paramValuesSchema: schema,
      paramProblems: problemsOf,
      findLabTool: find,
      valuesFromFields: fromFields,
    } = await import('./tools.ts')
    // zod drops a `__proto__` key (or the pattern refuses it): it never reaches the handler.
    const parsed = schema.safeParse(JSON.parse('{"__proto__":"x"}'))
    expect(!parsed.success || !Object.hasOwn(parsed.data, '__proto__')).toBe(true)
    const tool = find('pdf-info')
    if (!tool) throw new Error('pdf-info missing')
    const values = fromFields([
      ['__proto__', 'x'],
      ['queries', 'title'],
    ])
    expect(Object.hasOwn(values, '__proto__')).toBe(true)
    expect(Object.hasOwn(problemsOf(tool, values), '__proto__')).toBe(true)
    expect(fromFields([['constructor[]', 'a']])).toEqual({ constructor: 'a' })
  })
})

describe('accepted input formats', () => {
  it('lists the formats Convert to PDF reads, as pdfRest names them', () => {
    const convert = findLabTool('pdf')
    expect(convert && filesRule(convert)).toMatch(/^One file: Word \(\.doc, \.docx\), Excel/)
    const zip = findLabTool('zip')
    expect(zip && filesRule(zip)).not.toContain('Word')
  })
})
