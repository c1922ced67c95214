import { CHANGELOG_FEED_PATH } from '#shared/content/changelog.ts'
import { plainRequestSamples, publishedSamples } from '#domain/pdf-api/code-samples.ts'
import { answerRows, type FieldDoc, typeText } from '#domain/pdf-api/answer-fields.ts'
import { toolAnswerFields } from '#domain/pdf-api/tool-answers.ts'
import { type FileEndpoint, fileEndpoints } from '#domain/pdf-api/file-endpoints.ts'
import { PDF_API_HOSTS } from '#domain/pdf-api/hosts.ts'
import {
  answersJson,
  errorDocs,
  filesRule,
  outputLabels,
  paramDoc,
  successExample,
  uploadLimitsText,
} from '#domain/pdf-api/param-docs.ts'
import type { ToolGroup } from '#domain/pdf-api/tool-groups.ts'
import type { LabTool } from '#domain/pdf-api/lab-tool.ts'
import { limitColumns, limitRows } from '#shared/docs/plan-limits-table.ts'
import { pdfApiStatusSummary } from '#shared/docs/pdf-api-statuses.ts'
import { firstCall } from './docs-overview.tsx'
import { markdownPath } from './markdown-path.ts'
import { fenceLanguage } from '#shared/docs/quickstart-programs.ts'

/**
 * The API reference as Markdown, for AI assistants and anyone who wants the text: built from the
 * same catalogue readings and the same sample generator as the HTML pages, so the two say the same.
 */

/** A table cell: pipes escaped, one line. */
const cell = (text: string) =>
  text
    .replace(/\\/g, '\\\\')
    .replace(/\|/g, '\\|')
    .replace(/\s*\n\s*/g, ' ')
export const inlineCode = (text: string) => (text.includes('`') ? `\`\` ${text} \`\`` : `\`${text}\``)

/**
 * Text from outside the catalogue (a CMS bucket's name) as Markdown reads it literally: on one line
 * (a line break could start a heading or a list of its own), every character that could make a
 * link (an autolink's `:` and `.` too), an image, emphasis, code, HTML or a heading escaped.
 */
export function inlineText(text: string): string {
  return text
    .replace(/\s+/g, ' ')
    .trim()
    .replace(/[\\`*_{}[\]()<>#+\-.:!|~]/g, '\\$&')
}

export function markdownTable(headers: readonly string[], rows: readonly (readonly string[])[]): string {
  return [
    `| ${headers.map(cell).join(' | ')} |`,
    `| ${headers.map(() => '---').join(' | ')} |`,
    ...rows.map((row) => `| ${row.map(cell).join(' | ')} |`),
  ].join('\n')
}

/** A fenced block whose fence is longer than any run of backticks inside it. */
export function codeBlock(code: string, language = ''): string {
  const longest = Math.max(2, ...[...code.matchAll(/`+/g)].map((run) => run[0].length))
  const fence = '`'.repeat(longest + 1)
  return `${fence}${language}\n${code.replace(/\n$/, '')}\n${fence}`
}

/** The endpoint's code samples, each language under its name: the same programs as its page's tabs. */
export function endpointSamples(tool: LabTool): { label: string; language: string; code: string }[] {
  return publishedSamples(tool).map((sample) => ({
    label: sample.label,
    language: fenceLanguage[sample.language],
    code: sample.code,
  }))
}

export function endpointMarkdown(tool: LabTool, siteUrl: string): string {
  const params = tool.params.map(paramDoc)
  const pro = tool.pro ? ' A Pro tool: it needs a Premium, Pro or Enterprise plan.' : ''
  const parameterRows = [
    [
      inlineCode('file'),
      tool.files.max - (tool.extraFiles?.length ?? 0) > 1 ? 'file, repeated' : 'file',
      tool.url ? 'Yes, or url' : 'Yes',
      '—',
      `${filesRule(tool)}. Largest file per plan: ${uploadLimitsText()}.`,
    ],
    ...(tool.extraFiles ?? []).map((extra) => [
      `${inlineCode(extra.field)}: ${extra.label}`,
      'file',
      extra.required ? 'Yes' : 'No',
      '—',
      `${(extra.accepts[0] ?? '').toUpperCase()}${extra.accepts.slice(1)}. In JSON, the id of an uploaded file as ${inlineCode(extra.idField)}.`,
    ]),
    ...(tool.url
      ? [
          [
            `${inlineCode('url')}: Web address`,
            'string (URL)',
            'Yes, or file',
            '—',
            'An http or https address, up to 2048 characters, instead of a file.',
          ],
        ]
      : []),
    ...params.map((param) => [
      `${inlineCode(param.field)}: ${param.label}`,
      param.type,
      param.required ? 'Yes' : 'No',
      param.default ? inlineCode(param.default) : '—',
      [param.allowed, param.description].filter(Boolean).join('. '),
    ]),
  ]
  return [
    `# ${tool.name}${tool.pro ? ' (Pro)' : ''}`,
    `> POST /${tool.id}: ${filesRule(tool)} in, ${outputLabels[tool.output]} out.${pro}`,
    `[Try it in the API lab](${siteUrl}/apilab/?tool=${tool.id}) · [About ${tool.name}](${siteUrl}/apitools/${tool.cmsSlug}/) · [API reference](${siteUrl}${markdownPath(null)})`,
    '## Request',
    codeBlock(`POST ${PDF_API_HOSTS.global}/${tool.id}\nPOST ${PDF_API_HOSTS.eu}/${tool.id} (EU)`, 'http'),
    'Send `multipart/form-data` with your key in the `Api-Key` header, or JSON with the `id` of files uploaded earlier with `/upload`.',
    '## Parameters',
    markdownTable(['Field', 'Type', 'Required', 'Default', 'Allowed values'], parameterRows),
    '## Responses',
    `**200 OK**: ${
      answersJson(tool)
        ? 'the answer as JSON.'
        : `the output (${outputLabels[tool.output]}) is kept for your plan's retention time; download it from outputUrl.`
    }`,
    answerTable(toolAnswerFields(tool)),
    codeBlock(successExample(tool), 'json'),
    '## Errors',
    'Every error answers JSON `{ "error": "…", "message": "…" }`, the same reason in both fields.',
    markdownTable(
      ['Status', 'When', 'Example'],
      errorDocs(tool).map((error) => [
        `${error.status} ${error.title}`,
        error.when,
        inlineCode(error.example),
      ]),
    ),
    '## Code samples',
    ...endpointSamples(tool).flatMap((sample) => [
      `### ${sample.label}`,
      codeBlock(sample.code, sample.language),
    ]),
  ].join('\n\n')
}

/** An answer's fields, each described, as the HTML page's table. */
function answerTable(fields: FieldDoc[]): string {
  return markdownTable(
    ['Field', 'Type', 'Always present', 'Description'],
    answerRows(fields).map((row) => [
      inlineCode(row.name),
      row.type,
      row.required ? 'Yes' : 'No',
      row.description,
    ]),
  )
}

/** A file-service endpoint's page as Markdown: the same description its HTML page reads. */
export function fileEndpointMarkdown(endpoint: FileEndpoint, siteUrl: string): string {
  return [
    `# ${endpoint.name}`,
    `> ${endpoint.method} ${endpoint.path}: ${endpoint.summary}`,
    ...endpoint.about,
    `[API reference](${siteUrl}${markdownPath(null)})`,
    '## Request',
    codeBlock(
      `${endpoint.method} ${PDF_API_HOSTS.global}${endpoint.path}\n${endpoint.method} ${PDF_API_HOSTS.eu}${endpoint.path} (EU)`,
      'http',
    ),
    endpoint.keyRequired
      ? 'Your key in the `Api-Key` header is required.'
      : 'No key is required; pdfRest’s clients send their `Api-Key` header anyway.',
    ...(endpoint.bodies.length
      ? [endpoint.bodies.map((body) => `- ${inlineCode(body.mediaType)}: ${body.text}`).join('\n')]
      : []),
    '## Parameters',
    endpoint.fields.length
      ? markdownTable(
          ['Field', 'In', 'Type', 'Required', 'Default', 'Description'],
          endpoint.fields.map((field) => [
            inlineCode(field.name),
            field.in,
            typeText(field),
            field.required ? 'Yes' : 'No',
            field.type === 'string' && field.default ? inlineCode(field.default) : '—',
            field.description,
          ]),
        )
      : 'None.',
    '## Responses',
    `**200 OK**: ${endpoint.answer.text}`,
    answerTable(endpoint.answer.fields),
    codeBlock(JSON.stringify(endpoint.answer.example, null, 2), 'json'),
    '## Errors',
    'Every error answers JSON `{ "error": "…", "message": "…" }`, the same reason in both fields.',
    markdownTable(
      ['Status', 'When', 'Example'],
      endpoint.errors.map((error) => [
        `${error.status} ${error.title}`,
        error.when,
        inlineCode(error.example),
      ]),
    ),
    '## Code samples',
    ...plainRequestSamples(endpoint.sample).flatMap((sample) => [
      `### ${sample.label}`,
      codeBlock(sample.code, fenceLanguage[sample.language]),
    ]),
  ].join('\n\n')
}

/** The file service's endpoints, linked to their Markdown pages. */
export function fileEndpointList(siteUrl: string, level = 2): string {
  return [
    `${'#'.repeat(level)} Files`,
    fileEndpoints
      .map(
        (endpoint) =>
          `- [${endpoint.name}](${siteUrl}${markdownPath(endpoint.slug)}): ${endpoint.method} ${endpoint.path}: ${endpoint.summary}`,
      )
      .join('\n'),
  ].join('\n\n')
}

/** The rules every endpoint shares: authentication, errors, limits by plan and the EU host. */
export function sharedRulesMarkdown(siteUrl: string, level = 2): string {
  const h = '#'.repeat(level)
  return [
    `${h} Authentication`,
    `Send your key in the \`Api-Key\` header of every request. Keep it on your server: anyone with the key spends your calls. A missing or wrong key answers **401**. A free Starter key comes with an account (**Get Started** on ${siteUrl}/); it is shown on ${siteUrl}/account/.`,
    `${h} Errors`,
    'Errors answer JSON `{ "error": "…", "message": "…" }` with the reason in words in both fields (`message` is the one pdfRest’s Python SDK reads), e.g. `{ "error": "Compression level must be one of low, medium, high", "message": "Compression level must be one of low, medium, high" }`.',
    markdownTable(['Status', 'When'], pdfApiStatusSummary),
    `${h} Limits by plan`,
    markdownTable(
      ['Plan', ...limitColumns],
      limitRows().map((row) => [row.plan, ...row.cells]),
    ),
    `Bytes beyond the included size are billed as file-size overage. Prices: ${siteUrl}/pricing/.`,
    `${h} EU endpoint`,
    `For processing and storage in the European Union (GDPR), send the same requests to \`${PDF_API_HOSTS.eu}\` instead of \`${PDF_API_HOSTS.global}\`. Keys, parameters and answers are the same; EU calls are counted separately on the account page.`,
  ].join('\n\n')
}

/** Every endpoint by bucket, as the reference's sidebar lists them, linked to their Markdown pages. */
export function endpointList(groups: ToolGroup[], siteUrl: string, level = 2): string {
  return groups
    .map((group) =>
      [
        `${'#'.repeat(level)} ${inlineText(group.name)}`,
        group.tools
          .map(
            (tool) =>
              `- [${tool.name}](${siteUrl}${markdownPath(tool.id)}): POST /${tool.id}: ${filesRule(tool)} in, ${outputLabels[tool.output]} out${tool.pro ? ' (Pro)' : ''}`,
          )
          .join('\n'),
      ].join('\n\n'),
    )
    .join('\n\n')
}

export function overviewMarkdown(groups: ToolGroup[], siteUrl: string): string {
  return [
    '# pdfRest API reference',
    `> Every endpoint takes a file and a few parameters over HTTPS and answers JSON. The whole API is also an OpenAPI 3.1 document: ${siteUrl}/openapi.json (YAML: ${siteUrl}/openapi.yaml). What changes is in the changelog: ${siteUrl}/changelog/ (Atom feed: ${siteUrl}${CHANGELOG_FEED_PATH}).`,
    '## Get an API key',
    `Create a free account with **Get Started** at the top of any page of ${siteUrl}/: your Starter key is ready at once and shown on your account page (${siteUrl}/account/). Starter output is watermarked; paid plans remove the watermark.`,
    '## Your first call',
    'Compress a PDF: send it as a multipart form with your key.',
    codeBlock(firstCall, 'bash'),
    'The answer names the output file: download it from `outputUrl`. Every endpoint page has the same request in cURL, Python, Node.js, PHP, Java and C#, and a button to try it in the API lab.',
    sharedRulesMarkdown(siteUrl),
    '## Endpoints',
    fileEndpointList(siteUrl, 3),
    endpointList(groups, siteUrl, 3),
  ].join('\n\n')
}
