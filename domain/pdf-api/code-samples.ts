import { PDF_API_HOSTS } from './hosts.ts'
import type { LabTool } from './lab-tool.ts'
import { filePartNames, requestFields, sampleValues } from './tools.ts'

/**
 * The API lab's code samples: the request the lab just made (or is about to make), as a
 * complete program in each language pdfRest documents. Client-safe: pure string building, no Node
 * imports. Every inserted value is escaped for the string literal it lands in.
 */
export const sampleLanguages = ['curl', 'python', 'nodejs', 'php', 'java', 'csharp'] as const
export type SampleLanguage = (typeof sampleLanguages)[number]

export const sampleLanguageLabels: Record<SampleLanguage, string> = {
  curl: 'cURL',
  python: 'Python',
  nodejs: 'Node.js',
  php: 'PHP',
  java: 'Java',
  csharp: 'C#',
}

export const API_KEY_PLACEHOLDER = 'YOUR_API_KEY'

export type SampleInput = {
  tool: LabTool
  values: Record<string, string>
  /** The names of the files sent, read from disk by that name; placeholders when empty. */
  fileNames: string[]
  region: 'global' | 'eu'
  /** The real key to show; `YOUR_API_KEY` when absent. */
  apiKey?: string
}

/** What a sample needs, resolved once: every language renders the same request. */
type SampleRequest = {
  url: string
  apiKey: string
  /** `part` is the multipart name: `file` for the main input, the extra file's own name otherwise. */
  files: { name: string; type: string; part: string }[]
  fields: [string, string][]
}

const mimeTypes: Record<string, string> = {
  pdf: 'application/pdf',
  doc: 'application/msword',
  docx: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  xls: 'application/vnd.ms-excel',
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  ppt: 'application/vnd.ms-powerpoint',
  zip: 'application/zip',
  md: 'text/markdown',
  xfdf: 'application/vnd.adobe.xfdf',
  fdf: 'application/vnd.fdf',
  xml: 'application/xml',
  pfx: 'application/x-pkcs12',
  p12: 'application/x-pkcs12',
  pptx: 'application/vnd.openxmlformats-officedocument.presentationml.presentation',
  rtf: 'application/rtf',
  txt: 'text/plain',
  htm: 'text/html',
  html: 'text/html',
  png: 'image/png',
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  gif: 'image/gif',
  bmp: 'image/bmp',
  tif: 'image/tiff',
  tiff: 'image/tiff',
}

/** The MIME type a file's extension implies, `application/octet-stream` when unknown. */
export function mimeTypeOf(fileName: string): string {
  const extension = /\.([^./\\]+)$/.exec(fileName)?.[1]?.toLowerCase() ?? ''
  return mimeTypes[extension] ?? 'application/octet-stream'
}

/**
 * `input.pdf` (`archive.zip` to unzip, the tool's own `sampleInput` where a PDF is not the right
 * kind), or `input1.pdf` … `inputN.pdf` when the tool needs several files; then each required extra
 * file by its sample name.
 */
export function placeholderFileNames(tool: LabTool): string[] {
  const extras = (tool.extraFiles ?? []).filter((extra) => extra.required).map((extra) => extra.sampleName)
  const main = tool.sampleInput ?? (tool.input === 'zip' ? 'archive.zip' : 'input.pdf')
  const mainCount = tool.files.min - extras.length
  if (mainCount <= 1) return [main, ...extras]
  return Array.from({ length: mainCount }, (_, index) => `input${index + 1}.pdf`)
}

function resolve(input: SampleInput): SampleRequest {
  const fileNames = input.fileNames.length ? input.fileNames : placeholderFileNames(input.tool)
  return {
    url: `${PDF_API_HOSTS[input.region]}/${input.tool.id}`,
    apiKey: input.apiKey ?? API_KEY_PLACEHOLDER,
    files: fileNames.map((name, index, all) => ({
      name,
      type: mimeTypeOf(name),
      part: filePartNames(input.tool, all.length)[index] ?? 'file',
    })),
    fields: requestFields(input.tool, input.values),
  }
}

const hex = (code: number, digits: number) => code.toString(16).toUpperCase().padStart(digits, '0')

/** Applies `escape` to each UTF-16 code unit it returns a replacement for. */
function escapeUnits(text: string, escape: (unit: string, code: number) => string | undefined): string {
  let result = ''
  for (let index = 0; index < text.length; index++) {
    const unit = text.charAt(index)
    result += escape(unit, text.charCodeAt(index)) ?? unit
  }
  return result
}

const commonEscapes: Record<string, string> = { '\\': '\\\\', '\n': '\\n', '\r': '\\r', '\t': '\\t' }
const isControl = (code: number) => code < 0x20 || (code >= 0x7f && code <= 0x9f)
const isLineSeparator = (code: number) => code === 0x2028 || code === 0x2029

/** A single-quoted Python string literal. */
export function pythonString(text: string): string {
  const body = escapeUnits(text, (unit, code) => {
    if (unit === "'") return "\\'"
    const common = commonEscapes[unit]
    if (common) return common
    return isControl(code) ? `\\x${hex(code, 2)}` : undefined
  })
  return `'${body}'`
}

/** A single-quoted JavaScript string literal. */
export function javascriptString(text: string): string {
  const body = escapeUnits(text, (unit, code) => {
    if (unit === "'") return "\\'"
    const common = commonEscapes[unit]
    if (common) return common
    return isControl(code) || isLineSeparator(code) ? `\\u${hex(code, 4)}` : undefined
  })
  return `'${body}'`
}

/** A single-quoted PHP string literal: only `\` and `'` are special (newlines may stay literal). */
export function phpString(text: string): string {
  return `'${text.replace(/[\\']/g, '\\$&')}'`
}

/**
 * A Java string literal. Non-ASCII becomes `\uXXXX` (UTF-16 code units) so the source compiles
 * whatever encoding javac assumes; a backslash is always doubled, so no `\u` escape is formed by accident.
 */
export function javaString(text: string): string {
  const body = escapeUnits(text, (unit, code) => {
    if (unit === '"') return '\\"'
    const common = commonEscapes[unit]
    if (common) return common
    return isControl(code) || code > 0x7e ? `\\u${hex(code, 4)}` : undefined
  })
  return `"${body}"`
}

/** A regular C# string literal (U+0085, U+2028 and U+2029 end lines in C# source, so they are escaped). */
export function csharpString(text: string): string {
  const body = escapeUnits(text, (unit, code) => {
    if (unit === '"') return '\\"'
    const common = commonEscapes[unit]
    if (common) return common
    return isControl(code) || isLineSeparator(code) ? `\\u${hex(code, 4)}` : undefined
  })
  return `"${body}"`
}

/**
 * A shell word in double quotes, where `"`, `\`, `$` and backticks are escaped. An interactive
 * shell expands `!` (history) even inside double quotes and no backslash prevents it, so each `!`
 * is given in single quotes instead: `"Hi"'!'`.
 */
export function shellString(text: string): string {
  const quoted = (part: string) => `"${part.replace(/[\\"$`]/g, '\\$&')}"`
  if (!text.includes('!')) return quoted(text)
  return text
    .split('!')
    .map((part, index) => `${index ? "'!'" : ''}${part ? quoted(part) : ''}`)
    .join('')
}

/**
 * curl's own `-F` syntax reads `;type=`, `;filename=` …, a leading `@`, `<`, `(` or `"`, and
 * trims spaces. Such text values go through `--form-string`, which sends them verbatim.
 */
function needsFormString(value: string): boolean {
  return /[;\r\n]/.test(value) || /^[@<()"\s]/.test(value) || /\s$/.test(value)
}

/** A file path after `-F "file=@…"`: curl splits on `,` and `;` unless the path is in (escaped) quotes. */
function curlFilePath(path: string): string {
  return /[,;"\\]|^\s|\s$/.test(path) ? `"${path.replace(/[\\"]/g, '\\$&')}"` : path
}

/** A PHP sample's end: run the request set up in `$curl`, print its JSON answer. */
const phpRunAndPrint = [
  ']);',
  '$response = curl_exec($curl);',
  'if ($response === false) {',
  "    exit('Request failed: ' . curl_error($curl) . PHP_EOL);",
  '}',
  '',
  'echo json_encode(json_decode($response), JSON_PRETTY_PRINT | JSON_UNESCAPED_SLASHES | JSON_UNESCAPED_UNICODE), PHP_EOL;',
  '',
]

/** A Java sample's send of the `request` it built, printing the answer. */
const javaSendAndPrint = [
  '        HttpResponse<String> response =',
  '            HttpClient.newHttpClient().send(request, HttpResponse.BodyHandlers.ofString());',
  '        System.out.println(response.body());',
]

function curlSample(request: SampleRequest): string {
  const options = [
    `curl -X POST ${shellString(request.url)}`,
    `-H ${shellString('Accept: application/json')}`,
    `-H ${shellString(`Api-Key: ${request.apiKey}`)}`,
    ...request.files.map((file) => `-F ${shellString(`${file.part}=@${curlFilePath(file.name)}`)}`),
    ...request.fields.map(
      ([name, value]) =>
        `${needsFormString(value) ? '--form-string' : '-F'} ${shellString(`${name}=${value}`)}`,
    ),
  ]
  return `${options.join(' \\\n  ')}\n`
}

function pythonSample(request: SampleRequest): string {
  const files = request.files.map(
    (file) =>
      `    (${pythonString(file.part)}, (${pythonString(file.name)}, open(${pythonString(file.name)}, 'rb'), ${pythonString(file.type)})),`,
  )
  const data = request.fields.map(([name, value]) => `    (${pythonString(name)}, ${pythonString(value)}),`)
  return [
    'import json',
    '',
    'import requests',
    '',
    'files = [',
    ...files,
    ']',
    data.length ? 'data = [' : 'data = []',
    ...(data.length ? [...data, ']'] : []),
    '',
    'response = requests.post(',
    `    ${pythonString(request.url)},`,
    `    headers={'Accept': 'application/json', 'Api-Key': ${pythonString(request.apiKey)}},`,
    '    files=files,',
    '    data=data,',
    ')',
    'print(json.dumps(response.json(), indent=2))',
    '',
  ].join('\n')
}

function nodeSample(request: SampleRequest): string {
  return [
    '// Node.js 20+, as an ES module (sample.mjs) for top-level await',
    "import { openAsBlob } from 'node:fs'",
    '',
    'const form = new FormData()',
    ...request.files.map(
      (file) =>
        `form.append(${javascriptString(file.part)}, await openAsBlob(${javascriptString(file.name)}), ${javascriptString(file.name)})`,
    ),
    ...request.fields.map(
      ([name, value]) => `form.append(${javascriptString(name)}, ${javascriptString(value)})`,
    ),
    '',
    `const response = await fetch(${javascriptString(request.url)}, {`,
    "  method: 'POST',",
    `  headers: { Accept: 'application/json', 'Api-Key': ${javascriptString(request.apiKey)} },`,
    '  body: form,',
    '})',
    'console.log(JSON.stringify(await response.json(), null, 2))',
    '',
  ].join('\n')
}

/**
 * PHP's array keys are unique, so repeated `name[]` fields become `name[0]`, `name[1]` … (read back
 * as a list by the API), and several files `file[0]`, `file[1]` ….
 */
function phpSample(request: SampleRequest): string {
  const counts = new Map<string, number>()
  const indexed = (name: string) => {
    const index = counts.get(name) ?? 0
    counts.set(name, index + 1)
    return `${name}[${index}]`
  }
  const files = request.files.map((file) => {
    const mainFiles = request.files.filter((candidate) => candidate.part === 'file').length
    const key = file.part !== 'file' ? file.part : mainFiles > 1 ? indexed('file') : 'file'
    return `    ${phpString(key)} => new CURLFile(${phpString(file.name)}, ${phpString(file.type)}, ${phpString(file.name)}),`
  })
  const fields = request.fields.map(([name, value]) => {
    const key = name.endsWith('[]') ? indexed(name.slice(0, -2)) : name
    return `    ${phpString(key)} => ${phpString(value)},`
  })
  return [
    '<?php',
    '// PHP 8+ with the curl extension',
    '',
    '$fields = [',
    ...files,
    ...fields,
    '];',
    '',
    `$curl = curl_init(${phpString(request.url)});`,
    'curl_setopt_array($curl, [',
    '    CURLOPT_POST => true,',
    '    CURLOPT_POSTFIELDS => $fields,',
    `    CURLOPT_HTTPHEADER => ['Accept: application/json', ${phpString(`Api-Key: ${request.apiKey}`)}],`,
    '    CURLOPT_RETURNTRANSFER => true,',
    ...phpRunAndPrint,
  ].join('\n')
}

function javaSample(request: SampleRequest): string {
  return [
    '// Java 11+, no external library: save as PdfRestSample.java and run `java PdfRestSample.java`',
    'import java.io.ByteArrayOutputStream;',
    'import java.io.IOException;',
    'import java.net.URI;',
    'import java.net.http.HttpClient;',
    'import java.net.http.HttpRequest;',
    'import java.net.http.HttpResponse;',
    'import java.nio.charset.StandardCharsets;',
    'import java.nio.file.Files;',
    'import java.nio.file.Path;',
    'import java.util.UUID;',
    '',
    'public class PdfRestSample {',
    '    private static final String BOUNDARY = "pdfRest-" + UUID.randomUUID();',
    '',
    '    public static void main(String[] args) throws Exception {',
    '        ByteArrayOutputStream body = new ByteArrayOutputStream();',
    ...request.files.map(
      (file) =>
        `        addFile(body, ${javaString(file.part)}, ${javaString(file.name)}, ${javaString(file.type)});`,
    ),
    ...request.fields.map(
      ([name, value]) => `        addField(body, ${javaString(name)}, ${javaString(value)});`,
    ),
    '        write(body, "--" + BOUNDARY + "--\\r\\n");',
    '',
    `        HttpRequest request = HttpRequest.newBuilder(URI.create(${javaString(request.url)}))`,
    '            .header("Accept", "application/json")',
    `            .header("Api-Key", ${javaString(request.apiKey)})`,
    '            .header("Content-Type", "multipart/form-data; boundary=" + BOUNDARY)',
    '            .POST(HttpRequest.BodyPublishers.ofByteArray(body.toByteArray()))',
    '            .build();',
    ...javaSendAndPrint,
    '    }',
    '',
    '    private static void addField(ByteArrayOutputStream body, String name, String value) {',
    '        write(body, "--" + BOUNDARY + "\\r\\n"',
    '            + "Content-Disposition: form-data; name=\\"" + name + "\\"\\r\\n\\r\\n"',
    '            + value + "\\r\\n");',
    '    }',
    '',
    '    private static void addFile(ByteArrayOutputStream body, String name, String path, String type)',
    '            throws IOException {',
    '        Path file = Path.of(path);',
    '        String fileName = file.getFileName().toString()',
    '            .replace("\\"", "%22").replace("\\r", "%0D").replace("\\n", "%0A");',
    '        write(body, "--" + BOUNDARY + "\\r\\n"',
    '            + "Content-Disposition: form-data; name=\\"" + name + "\\"; filename=\\"" + fileName + "\\"\\r\\n"',
    '            + "Content-Type: " + type + "\\r\\n\\r\\n");',
    '        body.writeBytes(Files.readAllBytes(file));',
    '        write(body, "\\r\\n");',
    '    }',
    '',
    '    private static void write(ByteArrayOutputStream body, String text) {',
    '        body.writeBytes(text.getBytes(StandardCharsets.UTF_8));',
    '    }',
    '}',
    '',
  ].join('\n')
}

function csharpSample(request: SampleRequest): string {
  return [
    '// .NET 6+ (top-level statements)',
    'using System;',
    'using System.IO;',
    'using System.Net.Http;',
    '',
    'using var client = new HttpClient();',
    'client.DefaultRequestHeaders.Add("Accept", "application/json");',
    `client.DefaultRequestHeaders.Add("Api-Key", ${csharpString(request.apiKey)});`,
    '',
    'using var form = new MultipartFormDataContent();',
    ...request.files.map(
      (file) =>
        `form.Add(new ByteArrayContent(File.ReadAllBytes(${csharpString(file.name)})), ${csharpString(file.part)}, ${csharpString(file.name)});`,
    ),
    ...request.fields.map(
      ([name, value]) => `form.Add(new StringContent(${csharpString(value)}), ${csharpString(name)});`,
    ),
    '',
    `using var response = await client.PostAsync(${csharpString(request.url)}, form);`,
    'Console.WriteLine(await response.Content.ReadAsStringAsync());',
    '',
  ].join('\n')
}

const renderers: Record<SampleLanguage, (request: SampleRequest) => string> = {
  curl: curlSample,
  python: pythonSample,
  nodejs: nodeSample,
  php: phpSample,
  java: javaSample,
  csharp: csharpSample,
}

/** A complete program sending the tool's multipart request and printing the JSON response. */
export function generateSample(language: SampleLanguage, input: SampleInput): string {
  return renderers[language](resolve(input))
}

export type PublishedSample = { language: SampleLanguage; label: string; code: string }

function curlGet(request: SampleRequest): string {
  return `${[
    `curl ${shellString(request.url)}`,
    `-H ${shellString('Accept: application/json')}`,
    `-H ${shellString(`Api-Key: ${request.apiKey}`)}`,
  ].join(' \\\n  ')}\n`
}

function pythonGet(request: SampleRequest): string {
  return [
    'import json',
    '',
    'import requests',
    '',
    'response = requests.get(',
    `    ${pythonString(request.url)},`,
    `    headers={'Accept': 'application/json', 'Api-Key': ${pythonString(request.apiKey)}},`,
    ')',
    'print(json.dumps(response.json(), indent=2))',
    '',
  ].join('\n')
}

function nodeGet(request: SampleRequest): string {
  return [
    '// Node.js 20+, as an ES module (sample.mjs) for top-level await',
    `const response = await fetch(${javascriptString(request.url)}, {`,
    `  headers: { Accept: 'application/json', 'Api-Key': ${javascriptString(request.apiKey)} },`,
    '})',
    'console.log(JSON.stringify(await response.json(), null, 2))',
    '',
  ].join('\n')
}

function phpGet(request: SampleRequest): string {
  return [
    '<?php',
    '// PHP 8+ with the curl extension',
    '',
    `$curl = curl_init(${phpString(request.url)});`,
    'curl_setopt_array($curl, [',
    `    CURLOPT_HTTPHEADER => ['Accept: application/json', ${phpString(`Api-Key: ${request.apiKey}`)}],`,
    '    CURLOPT_RETURNTRANSFER => true,',
    ...phpRunAndPrint,
  ].join('\n')
}

function javaGet(request: SampleRequest): string {
  return [
    '// Java 11+, no external library: save as PdfRestSample.java and run `java PdfRestSample.java`',
    'import java.net.URI;',
    'import java.net.http.HttpClient;',
    'import java.net.http.HttpRequest;',
    'import java.net.http.HttpResponse;',
    '',
    'public class PdfRestSample {',
    '    public static void main(String[] args) throws Exception {',
    `        HttpRequest request = HttpRequest.newBuilder(URI.create(${javaString(request.url)}))`,
    '            .header("Accept", "application/json")',
    `            .header("Api-Key", ${javaString(request.apiKey)})`,
    '            .GET()',
    '            .build();',
    ...javaSendAndPrint,
    '    }',
    '}',
    '',
  ].join('\n')
}

function csharpGet(request: SampleRequest): string {
  return [
    '// .NET 6+ (top-level statements)',
    'using System;',
    'using System.Net.Http;',
    '',
    'using var client = new HttpClient();',
    'client.DefaultRequestHeaders.Add("Accept", "application/json");',
    `client.DefaultRequestHeaders.Add("Api-Key", ${csharpString(request.apiKey)});`,
    '',
    `using var response = await client.GetAsync(${csharpString(request.url)});`,
    'Console.WriteLine(await response.Content.ReadAsStringAsync());',
    '',
  ].join('\n')
}

const getRenderers: Record<SampleLanguage, (request: SampleRequest) => string> = {
  curl: curlGet,
  python: pythonGet,
  nodejs: nodeGet,
  php: phpGet,
  java: javaGet,
  csharp: csharpGet,
}

/**
 * A request outside the tools (the file service): a GET, a multipart POST of files and fields, or
 * (`json`) the fields as one JSON object, as pdfRest's clients send `/delete`.
 */
export type PlainRequest = {
  method: 'GET' | 'POST'
  path: string
  files: string[]
  fields: [string, string][]
  json?: boolean
}

const jsonBody = (request: SampleRequest) => JSON.stringify(Object.fromEntries(request.fields))

/** A single-quoted shell word: the JSON body as it is, whatever it holds. */
const shellSingle = (text: string) => `'${text.replace(/'/g, `'\\''`)}'`

function curlJson(request: SampleRequest): string {
  return `${[
    `curl -X POST ${shellString(request.url)}`,
    `-H ${shellString('Accept: application/json')}`,
    `-H ${shellString('Content-Type: application/json')}`,
    `-H ${shellString(`Api-Key: ${request.apiKey}`)}`,
    `--data ${shellSingle(jsonBody(request))}`,
  ].join(' \\\n  ')}\n`
}

function pythonJson(request: SampleRequest): string {
  return [
    'import json',
    '',
    'import requests',
    '',
    'response = requests.post(',
    `    ${pythonString(request.url)},`,
    `    headers={'Accept': 'application/json', 'Api-Key': ${pythonString(request.apiKey)}},`,
    `    json={${request.fields.map(([name, value]) => `${pythonString(name)}: ${pythonString(value)}`).join(', ')}},`,
    ')',
    'print(json.dumps(response.json(), indent=2))',
    '',
  ].join('\n')
}

function nodeJson(request: SampleRequest): string {
  return [
    '// Node.js 20+, as an ES module (sample.mjs) for top-level await',
    `const response = await fetch(${javascriptString(request.url)}, {`,
    "  method: 'POST',",
    '  headers: {',
    "    Accept: 'application/json',",
    "    'Content-Type': 'application/json',",
    `    'Api-Key': ${javascriptString(request.apiKey)},`,
    '  },',
    `  body: JSON.stringify({ ${request.fields.map(([name, value]) => `${javascriptString(name)}: ${javascriptString(value)}`).join(', ')} }),`,
    '})',
    'console.log(JSON.stringify(await response.json(), null, 2))',
    '',
  ].join('\n')
}

function phpJson(request: SampleRequest): string {
  return [
    '<?php',
    '// PHP 8+ with the curl extension',
    '',
    `$body = json_encode([${request.fields.map(([name, value]) => `${phpString(name)} => ${phpString(value)}`).join(', ')}]);`,
    `$curl = curl_init(${phpString(request.url)});`,
    'curl_setopt_array($curl, [',
    '    CURLOPT_POST => true,',
    '    CURLOPT_POSTFIELDS => $body,',
    `    CURLOPT_HTTPHEADER => ['Accept: application/json', 'Content-Type: application/json', ${phpString(`Api-Key: ${request.apiKey}`)}],`,
    '    CURLOPT_RETURNTRANSFER => true,',
    ...phpRunAndPrint,
  ].join('\n')
}

function javaJson(request: SampleRequest): string {
  return [
    '// Java 11+, no external library: save as PdfRestSample.java and run `java PdfRestSample.java`',
    'import java.net.URI;',
    'import java.net.http.HttpClient;',
    'import java.net.http.HttpRequest;',
    'import java.net.http.HttpResponse;',
    '',
    'public class PdfRestSample {',
    '    public static void main(String[] args) throws Exception {',
    `        String body = ${javaString(jsonBody(request))};`,
    `        HttpRequest request = HttpRequest.newBuilder(URI.create(${javaString(request.url)}))`,
    '            .header("Accept", "application/json")',
    '            .header("Content-Type", "application/json")',
    `            .header("Api-Key", ${javaString(request.apiKey)})`,
    '            .POST(HttpRequest.BodyPublishers.ofString(body))',
    '            .build();',
    ...javaSendAndPrint,
    '    }',
    '}',
    '',
  ].join('\n')
}

function csharpJson(request: SampleRequest): string {
  return [
    '// .NET 6+ (top-level statements)',
    'using System;',
    'using System.Net.Http;',
    'using System.Text;',
    '',
    'using var client = new HttpClient();',
    'client.DefaultRequestHeaders.Add("Accept", "application/json");',
    `client.DefaultRequestHeaders.Add("Api-Key", ${csharpString(request.apiKey)});`,
    '',
    `using var body = new StringContent(${csharpString(jsonBody(request))}, Encoding.UTF8, "application/json");`,
    `using var response = await client.PostAsync(${csharpString(request.url)}, body);`,
    'Console.WriteLine(await response.Content.ReadAsStringAsync());',
    '',
  ].join('\n')
}

const jsonRenderers: Record<SampleLanguage, (request: SampleRequest) => string> = {
  curl: curlJson,
  python: pythonJson,
  nodejs: nodeJson,
  php: phpJson,
  java: javaJson,
  csharp: csharpJson,
}

/** The samples of a file-service endpoint, in every language, from the same renderers as the tools'. */
export function plainRequestSamples(plain: PlainRequest): PublishedSample[] {
  const request: SampleRequest = {
    url: `${PDF_API_HOSTS.global}${plain.path}`,
    apiKey: API_KEY_PLACEHOLDER,
    files: plain.files.map((name) => ({ name, type: mimeTypeOf(name), part: 'file' })),
    fields: plain.fields,
  }
  const render = plain.method === 'GET' ? getRenderers : plain.json ? jsonRenderers : renderers
  return sampleLanguages.map((language) => ({
    language,
    label: sampleLanguageLabels[language],
    code: render[language](request),
  }))
}

/**
 * The samples the site publishes for a tool (home page, tool pages, docs): the lab's own generator
 * fed the tool's defaults and examples, in every language, so no page can disagree with the lab.
 */
export function publishedSamples(tool: LabTool): PublishedSample[] {
  const values = sampleValues(tool)
  return sampleLanguages.map((language) => ({
    language,
    label: sampleLanguageLabels[language],
    code: generateSample(language, { tool, values, fileNames: [], region: 'global' }),
  }))
}
