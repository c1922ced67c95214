import { describe, expect, it } from 'vitest'
import {
  API_KEY_PLACEHOLDER,
  csharpString,
  generateSample,
  javaString,
  javascriptString,
  phpString,
  placeholderFileNames,
  publishedSamples,
  pythonString,
  type SampleInput,
  type SampleLanguage,
  sampleLanguageLabels,
  sampleLanguages,
  shellString,
} from './code-samples.ts'
import type { LabTool } from './lab-tool.ts'
import { findLabTool, labTools, requestFields } from './tools.ts'

function tool(id: string): LabTool {
  const found = findLabTool(id)
  if (!found) throw new Error(`No lab tool ${id}`)
  return found
}

const REDACTIONS = '[{"type":"preset","value":"email"}]'
const TRICKY = 'He said "hi" \\ $HOME'

const cases: { id: string; values: Record<string, string>; fields: [string, string][] }[] = [
  { id: 'compressed-pdf', values: { compression_level: 'high' }, fields: [['compression_level', 'high']] },
  {
    id: 'split-pdf',
    values: { pages: '1-3, 5-last' },
    fields: [
      ['pages[]', '1-3'],
      ['pages[]', '5-last'],
    ],
  },
  {
    id: 'pdf-with-redacted-text-preview',
    values: { redactions: REDACTIONS },
    fields: [['redactions', REDACTIONS]],
  },
]

/** Test-side literals, enough for the plain values above (no `$`, backticks, `!` or control characters). */
const dq = (text: string) => `"${text.replaceAll('\\', '\\\\').replaceAll('"', '\\"')}"`
const sq = (text: string) => `'${text.replaceAll('\\', '\\\\').replaceAll("'", "\\'")}'`

/** The exact text each language must contain for the URL, the key, a file and a field. */
type Expectation = {
  url: (url: string) => string
  apiKey: (key: string) => string
  file: (name: string) => string
  /** `occurrence` counts earlier fields of the same name (PHP indexes repeated `name[]`). */
  field: (name: string, value: string, occurrence: number) => string
}

const expectations: Record<SampleLanguage, Expectation> = {
  curl: {
    url: (url) => `curl -X POST "${url}" \\\n`,
    apiKey: (key) => `  -H "Api-Key: ${key}"`,
    file: (name) => `  -F "file=@${name}"`,
    field: (name, value) => `  -F ${dq(`${name}=${value}`)}`,
  },
  python: {
    url: (url) => `requests.post(\n    '${url}',\n`,
    apiKey: (key) => `headers={'Accept': 'application/json', 'Api-Key': '${key}'}`,
    file: (name) => `    ('file', ('${name}', open('${name}', 'rb'), 'application/pdf')),\n`,
    field: (name, value) => `    (${sq(name)}, ${sq(value)}),\n`,
  },
  nodejs: {
    url: (url) => `await fetch('${url}', {`,
    apiKey: (key) => `headers: { Accept: 'application/json', 'Api-Key': '${key}' }`,
    file: (name) => `form.append('file', await openAsBlob('${name}'), '${name}')\n`,
    field: (name, value) => `form.append(${sq(name)}, ${sq(value)})\n`,
  },
  php: {
    url: (url) => `curl_init('${url}')`,
    apiKey: (key) => `CURLOPT_HTTPHEADER => ['Accept: application/json', 'Api-Key: ${key}']`,
    file: (name) => `    'file' => new CURLFile('${name}', 'application/pdf', '${name}'),\n`,
    field: (name, value, occurrence) =>
      `    ${sq(name.endsWith('[]') ? `${name.slice(0, -2)}[${occurrence}]` : name)} => ${sq(value)},\n`,
  },
  java: {
    url: (url) => `HttpRequest.newBuilder(URI.create("${url}"))`,
    apiKey: (key) => `.header("Api-Key", "${key}")`,
    file: (name) => `addFile(body, "file", "${name}", "application/pdf");\n`,
    field: (name, value) => `addField(body, ${dq(name)}, ${dq(value)});\n`,
  },
  csharp: {
    url: (url) => `await client.PostAsync("${url}", form);`,
    apiKey: (key) => `client.DefaultRequestHeaders.Add("Api-Key", "${key}");`,
    file: (name) => `form.Add(new ByteArrayContent(File.ReadAllBytes("${name}")), "file", "${name}");\n`,
    field: (name, value) => `form.Add(new StringContent(${dq(value)}), ${dq(name)});\n`,
  },
}

/** Asserts each expected text occurs, in the given order. */
function expectInOrder(source: string, texts: string[]) {
  let from = 0
  for (const text of texts) {
    expect(source.slice(from)).toContain(text)
    from = source.indexOf(text, from) + text.length
  }
}

function fieldTexts(expectation: Expectation, fields: [string, string][]): string[] {
  const seen = new Map<string, number>()
  return fields.map(([name, value]) => {
    const occurrence = seen.get(name) ?? 0
    seen.set(name, occurrence + 1)
    return expectation.field(name, value, occurrence)
  })
}

const sample = (language: SampleLanguage, input: Partial<SampleInput> & { tool: LabTool }) =>
  generateSample(language, { values: {}, fileNames: [], region: 'global', ...input })

describe('sample languages', () => {
  it('lists the six languages with their labels', () => {
    expect([...sampleLanguages]).toEqual(['curl', 'python', 'nodejs', 'php', 'java', 'csharp'])
    expect(sampleLanguageLabels).toEqual({
      curl: 'cURL',
      python: 'Python',
      nodejs: 'Node.js',
      php: 'PHP',
      java: 'Java',
      csharp: 'C#',
    })
    expect(API_KEY_PLACEHOLDER).toBe('YOUR_API_KEY')
  })
})

describe.each(sampleLanguages)('%s sample', (language) => {
  const expectation = expectations[language]

  it.each(cases)('sends $id to its endpoint with every field, in order', ({ id, values, fields }) => {
    const labTool = tool(id)
    expect(requestFields(labTool, values)).toEqual(fields)
    const source = sample(language, { tool: labTool, values, fileNames: ['report.pdf'] })

    expect(source).toContain(expectation.url(`https://api.pdfrest.com/${id}`))
    expect(source).toContain(expectation.apiKey(API_KEY_PLACEHOLDER))
    expectInOrder(source, [expectation.file('report.pdf'), ...fieldTexts(expectation, fields)])
    expect(source).not.toContain('input.pdf')
  })

  it('shows the real API key when one is given', () => {
    const source = sample(language, {
      tool: tool('compressed-pdf'),
      apiKey: '0f1e2d3c-aaaa-bbbb-cccc-123456789abc',
    })
    expect(source).toContain(expectation.apiKey('0f1e2d3c-aaaa-bbbb-cccc-123456789abc'))
    expect(source).not.toContain(API_KEY_PLACEHOLDER)
  })

  it('switches to the EU host', () => {
    const source = sample(language, { tool: tool('compressed-pdf'), region: 'eu' })
    expect(source).toContain(expectation.url('https://eu-api.pdfrest.com/compressed-pdf'))
    expect(source).not.toContain('https://api.pdfrest.com')
  })

  it('uses placeholder files when none were chosen', () => {
    expect(sample(language, { tool: tool('compressed-pdf') })).toContain(expectation.file('input.pdf'))
    const merge = sample(language, { tool: tool('merged-pdf') })
    if (language === 'php') {
      // PHP array keys are unique: several files become file[0], file[1].
      expectInOrder(merge, [
        "'file[0]' => new CURLFile('input1.pdf', 'application/pdf', 'input1.pdf')",
        "'file[1]' => new CURLFile('input2.pdf', 'application/pdf', 'input2.pdf')",
      ])
    } else {
      expectInOrder(merge, [expectation.file('input1.pdf'), expectation.file('input2.pdf')])
    }
    expect(merge).not.toContain('input.pdf')
  })

  it('renders every lab tool, mentioning its endpoint', () => {
    for (const labTool of labTools) {
      expect(sample(language, { tool: labTool })).toContain(`https://api.pdfrest.com/${labTool.id}`)
    }
  })
})

describe('escaping', () => {
  const trickyLines: Record<SampleLanguage, string> = {
    curl: '  -F "watermark_text=He said \\"hi\\" \\\\ \\$HOME"',
    python: `    ('watermark_text', 'He said "hi" \\\\ $HOME'),`,
    nodejs: `form.append('watermark_text', 'He said "hi" \\\\ $HOME')`,
    php: `    'watermark_text' => 'He said "hi" \\\\ $HOME',`,
    java: 'addField(body, "watermark_text", "He said \\"hi\\" \\\\ $HOME");',
    csharp: 'form.Add(new StringContent("He said \\"hi\\" \\\\ $HOME"), "watermark_text");',
  }

  it.each(sampleLanguages)('escapes quotes, backslashes and $ in %s', (language) => {
    const source = sample(language, { tool: tool('watermarked-pdf'), values: { watermark_text: TRICKY } })
    expect(source).toContain(`${trickyLines[language]}\n`)
  })

  it.each(sampleLanguages)('escapes a quoted file name in %s', (language) => {
    const expected: Record<SampleLanguage, string> = {
      curl: '-F "file=@\\"my \\\\\\"q\\\\\\".pdf\\""',
      python: `('file', ('my "q".pdf', open('my "q".pdf', 'rb'), 'application/pdf'))`,
      nodejs: `form.append('file', await openAsBlob('my "q".pdf'), 'my "q".pdf')`,
      php: `'file' => new CURLFile('my "q".pdf', 'application/pdf', 'my "q".pdf')`,
      java: 'addFile(body, "file", "my \\"q\\".pdf", "application/pdf");',
      csharp:
        'form.Add(new ByteArrayContent(File.ReadAllBytes("my \\"q\\".pdf")), "file", "my \\"q\\".pdf");',
    }
    expect(sample(language, { tool: tool('compressed-pdf'), fileNames: ['my "q".pdf'] })).toContain(
      expected[language],
    )
  })

  it('keeps `!` out of double quotes in shell words (history expansion)', () => {
    expect(shellString('Hi!')).toBe(`"Hi"'!'`)
    expect(shellString('a!!b')).toBe(`"a"'!''!'"b"`)
    expect(shellString('!')).toBe(`'!'`)
    expect(shellString('')).toBe('""')
    expect(shellString('`pwd` $HOME "x" \\')).toBe('"\\`pwd\\` \\$HOME \\"x\\" \\\\"')
  })

  it('escapes control characters and line separators per language', () => {
    const text = 'a\'b"c\nd\u0001e\u2028f\u00e9'
    expect(pythonString(text)).toBe("'a\\'b\"c\\nd\\x01e\u2028f\u00e9'")
    expect(javascriptString(text)).toBe("'a\\'b\"c\\nd\\u0001e\\u2028f\u00e9'")
    expect(phpString(text)).toBe("'a\\'b\"c\nd\u0001e\u2028f\u00e9'")
    expect(javaString(text)).toBe('"a\'b\\"c\\nd\\u0001e\\u2028f\\u00E9"')
    expect(csharpString(text)).toBe('"a\'b\\"c\\nd\\u0001e\\u2028f\u00e9"')
  })

  it('does not let a Java backslash form a unicode escape', () => {
    expect(javaString('\\u0022')).toBe('"\\\\u0022"')
  })

  it('names placeholder files after the minimum file count', () => {
    expect(placeholderFileNames(tool('compressed-pdf'))).toEqual(['input.pdf'])
    expect(placeholderFileNames(tool('merged-pdf'))).toEqual(['input1.pdf', 'input2.pdf'])
  })

  it('sends each endpoint a file of the kind it reads', () => {
    expect(placeholderFileNames(tool('pdf'))).toEqual(['input.docx'])
    expect(placeholderFileNames(tool('decrypted-pdf'))).toEqual(['encrypted.pdf'])
    expect(placeholderFileNames(tool('unrestricted-pdf'))).toEqual(['restricted.pdf'])
    expect(placeholderFileNames(tool('unzip'))).toEqual(['archive.zip'])
  })

  it('publishes the required parameters with their examples', () => {
    const curl = (id: string) => publishedSamples(tool(id)).find((sample) => sample.language === 'curl')?.code
    expect(curl('pdf-with-added-text')).toContain('text_objects=[{')
    expect(curl('pdf-with-added-image')).toMatch(/-F "x=72"[^]*-F "y=72"[^]*-F "page=1"/)
    expect(curl('signed-pdf')).toContain('signature_configuration={')
    expect(curl('translated-pdf-text')).toContain('-F "output_language=es"')
  })
})

/**
 * A tiny POSIX shell word splitter for the generated cURL command: `\` + newline continuations,
 * double quotes (where `\` escapes `"`, `\`, `$` and backticks), single quotes and bare text. It
 * refuses anything a shell would expand, so a passing parse means the shell passes the text verbatim.
 */
function shellWords(command: string): string[] {
  const words: string[] = []
  let word: string | undefined
  let index = 0
  const append = (text: string) => {
    word = (word ?? '') + text
  }
  while (index < command.length) {
    const char = command.charAt(index++)
    if (char === '\\') {
      const next = command.charAt(index++)
      if (next !== '\n') append(next)
    } else if (/\s/.test(char)) {
      if (word !== undefined) words.push(word)
      word = undefined
    } else if (char === "'") {
      const end = command.indexOf("'", index)
      if (end < 0) throw new Error('Unterminated single quote')
      append(command.slice(index, end))
      index = end + 1
    } else if (char === '"') {
      let text = ''
      for (;;) {
        if (index >= command.length) throw new Error('Unterminated double quote')
        const inner = command.charAt(index++)
        if (inner === '"') break
        if (inner === '\\' && /["\\$`\n]/.test(command.charAt(index))) {
          const escaped = command.charAt(index++)
          if (escaped !== '\n') text += escaped
        } else if (inner === '$' || inner === '`' || inner === '!') {
          throw new Error(`${inner} inside double quotes would be expanded`)
        } else {
          text += inner
        }
      }
      append(text)
    } else if (/[$`!;&|<>()*?[\]{}~#]/.test(char)) {
      throw new Error(`Unquoted ${char} would be interpreted by the shell`)
    } else {
      append(char)
    }
  }
  if (word !== undefined) words.push(word)
  return words
}

/** curl's quoted `-F` path syntax: `"…"` with `\"` and `\\`. */
function curlPath(text: string): string {
  if (!text.startsWith('"')) {
    expect(text).not.toMatch(/[,;]/)
    return text
  }
  expect(text.endsWith('"')).toBe(true)
  return text.slice(1, -1).replace(/\\(["\\])/g, '$1')
}

type ParsedCurl = { url: string; headers: string[]; files: string[]; fields: [string, string][] }

function parseCurl(command: string): ParsedCurl {
  const words = shellWords(command)
  expect(words.slice(0, 3)).toEqual(['curl', '-X', 'POST'])
  const parsed: ParsedCurl = { url: words[3] ?? '', headers: [], files: [], fields: [] }
  for (let index = 4; index < words.length; index += 2) {
    const option = words[index]
    const argument = words[index + 1]
    if (argument === undefined) throw new Error(`${option} has no argument`)
    const equals = argument.indexOf('=')
    const [name, value] = [argument.slice(0, equals), argument.slice(equals + 1)]
    if (option === '-H') {
      parsed.headers.push(argument)
    } else if (option === '-F' && name === 'file' && value.startsWith('@')) {
      parsed.files.push(curlPath(value.slice(1)))
    } else if (option === '-F') {
      // Text that curl's -F syntax would reinterpret must go through --form-string.
      expect(value).not.toMatch(/;|^[@<()"\s]|\s$/)
      parsed.fields.push([name, value])
    } else if (option === '--form-string') {
      parsed.fields.push([name, value])
    } else {
      throw new Error(`Unexpected option ${option}`)
    }
  }
  return parsed
}

describe('cURL command', () => {
  const parseCases: { id: string; values: Record<string, string>; fileNames: string[] }[] = [
    ...cases.map(({ id, values }) => ({ id, values, fileNames: [] })),
    { id: 'watermarked-pdf', values: { watermark_text: `${TRICKY}!`, opacity: '0.3' }, fileNames: [] },
    { id: 'watermarked-pdf', values: { watermark_text: '@/etc/passwd' }, fileNames: ['a.pdf'] },
    {
      id: 'pdf-with-redacted-text-preview',
      values: { redactions: '[{"type":"regex","value":"a;b\\\\d+ `x` \'q\' !z"}]' },
      fileNames: ['my "odd";file, $x!.pdf'],
    },
    { id: 'merged-pdf', values: { output: 'merged' }, fileNames: ['one.pdf', 'two.pdf'] },
  ]

  it.each(parseCases)('parses back to exactly the fields of $id', ({ id, values, fileNames }) => {
    const labTool = tool(id)
    const parsed = parseCurl(sample('curl', { tool: labTool, values, fileNames, apiKey: 'key-1' }))
    expect(parsed.url).toBe(`https://api.pdfrest.com/${id}`)
    expect(parsed.headers).toEqual(['Accept: application/json', 'Api-Key: key-1'])
    expect(parsed.files).toEqual(fileNames.length ? fileNames : ['input.pdf'])
    expect(parsed.fields).toEqual(requestFields(labTool, values))
  })

  it('puts one option per line', () => {
    const source = sample('curl', { tool: tool('split-pdf'), values: { pages: '1-3, 5-last' } })
    expect(source).toBe(
      [
        'curl -X POST "https://api.pdfrest.com/split-pdf"',
        '-H "Accept: application/json"',
        '-H "Api-Key: YOUR_API_KEY"',
        '-F "file=@input.pdf"',
        '-F "pages[]=1-3"',
        '-F "pages[]=5-last"',
      ].join(' \\\n  ') + '\n',
    )
  })
})

describe('samples of endpoints with extra input files', () => {
  it('send the main file as file and each extra file under its own part name', () => {
    const samples = Object.fromEntries(
      publishedSamples(tool('pdf-with-added-image')).map((sample) => [sample.language, sample.code]),
    )
    expect(samples.curl).toContain('file=@input.pdf')
    expect(samples.curl).toContain('image_file=@logo.png')
    expect(samples.python).toContain("('image_file', ('logo.png'")
    expect(samples.nodejs).toContain("form.append('image_file'")
    expect(samples.php).toContain("'image_file' => new CURLFile('logo.png'")
    expect(samples.java).toContain('addFile(body, "image_file", "logo.png"')
    expect(samples.csharp).toContain('"image_file", "logo.png"')
  })

  it('name the required extra files only', () => {
    expect(placeholderFileNames(tool('signed-pdf'))).toEqual([
      'input.pdf',
      'credentials.pfx',
      'passphrase.txt',
    ])
    expect(placeholderFileNames(tool('unzip'))).toEqual(['archive.zip'])
  })

  it('exist in all six languages for every endpoint', () => {
    for (const entry of labTools)
      expect(publishedSamples(entry).map((sample) => sample.language)).toHaveLength(6)
  })
})
