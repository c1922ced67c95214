import { fileEndpoints } from '#domain/pdf-api/file-endpoints.ts'
import { PDF_API_HOSTS } from '#domain/pdf-api/hosts.ts'
import type { ToolGroup } from '#domain/pdf-api/tool-groups.ts'
import { limitColumns, limitRows } from '#shared/docs/plan-limits-table.ts'
import { pdfApiStatusSummary } from '#shared/docs/pdf-api-statuses.ts'
import { guides } from '#shared/docs/guides.ts'
import { CHANGELOG_FEED_PATH } from '#shared/content/changelog.ts'
import { guideMarkdown } from './guide-markdown.ts'
import { markdownPath } from './markdown-path.ts'
import {
  endpointList,
  endpointMarkdown,
  fileEndpointList,
  fileEndpointMarkdown,
  markdownTable,
  overviewMarkdown,
} from './reference-markdown.ts'

/**
 * `/llms.txt` and `/llms-full.txt` (the llmstxt.org format): what an AI assistant needs to write a
 * correct call, from the catalogue, the plan table and the same Markdown pages the reference serves.
 */

const summary =
  'pdfRest is a cloud PDF-processing REST API: convert, compress, OCR, redact, merge, split, watermark, encrypt and inspect PDFs with one HTTPS request per task. Every endpoint is a POST that takes files (multipart/form-data, or the ids of files uploaded earlier, as JSON) and parameters, and answers JSON.'

function facts(siteUrl: string): string {
  return [
    [
      `- Base URL (global): ${PDF_API_HOSTS.global}`,
      `- Base URL (EU, GDPR: processed and stored in the European Union): ${PDF_API_HOSTS.eu}`,
      `- Authentication: the customer's API key in the \`Api-Key\` header of every request (a free Starter key comes with an account on ${siteUrl}/; it is shown on ${siteUrl}/account/). A missing or wrong key answers 401.`,
      '- Errors: JSON `{ "error": "…" }` with the reason in words, and the HTTP status:',
      ...pdfApiStatusSummary.map(([status, when]) => `  - ${status}: ${when}`),
      '- Output files: a tool that makes a file answers `{ "outputUrl", "outputId", "inputId" }`; download the file from `outputUrl` while the plan keeps it.',
    ].join('\n'),
    'Limits by plan:',
    markdownTable(
      ['Plan', ...limitColumns],
      limitRows().map((row) => [row.plan, ...row.cells]),
    ),
  ].join('\n\n')
}

const instructions = [
  '- Use only the endpoints, parameter names, allowed values and defaults of the reference pages below (or the OpenAPI document); never invent a parameter. Unknown parameters are refused with 400.',
  '- Send input files as `file` fields of `multipart/form-data`, in order when a tool takes several; list parameters such as `pages[]` are repeated fields, one value each.',
  '- Read the API key from the environment or a secret store on the server (for example `PDFREST_API_KEY`); never put it in browser code, logs, prompts or committed files.',
  `- Use the EU host (${PDF_API_HOSTS.eu}) when the documents must stay in the European Union; keys, parameters and answers are the same.`,
  '- On a 4xx read `error` and fix the request instead of retrying it unchanged; retry 503 with a back-off.',
  '- Tools marked Pro need a Premium, Pro or Enterprise plan; a Starter key gets 403. Starter output is watermarked.',
  "- Download output files promptly: they are kept only for the plan's file retention (the table above).",
  '- Each reference page ends with a complete program in cURL, Python, Node.js, PHP, Java and C#; start from it.',
].join('\n')

export function llmsTxt(groups: ToolGroup[], siteUrl: string): string {
  return `${[
    '# pdfRest API',
    `> ${summary}`,
    facts(siteUrl),
    '## Instructions for agents',
    instructions,
    '## Docs',
    [
      `- [API reference overview](${siteUrl}${markdownPath(null)}): getting a key, a first call, authentication, errors, limits by plan, the EU host`,
      `- [OpenAPI 3.1 document](${siteUrl}/openapi.json): every endpoint, parameter, limit and answer, machine-readable`,
      `- [Changelog](${siteUrl}/changelog/): new endpoints, parameters and plan changes, newest first; also as an [Atom feed](${siteUrl}${CHANGELOG_FEED_PATH})`,
      ...guides.map(
        (guide) => `- [${guide.title}](${siteUrl}${markdownPath(guide.slug)}): ${guide.description}`,
      ),
    ].join('\n'),
    fileEndpointList(siteUrl),
    endpointList(groups, siteUrl),
    '## Optional',
    [
      `- [The whole reference in one file](${siteUrl}/llms-full.txt)`,
      `- [OpenAPI document in YAML](${siteUrl}/openapi.yaml)`,
      `- [Pricing](${siteUrl}/pricing/): plans and prices`,
      `- [API lab](${siteUrl}/apilab/): run any endpoint in the browser with your own key`,
    ].join('\n'),
  ].join('\n\n')}\n`
}

export function llmsFullTxt(groups: ToolGroup[], siteUrl: string): string {
  const pages = [
    overviewMarkdown(groups, siteUrl),
    ...guides.map((guide) => guideMarkdown(guide, siteUrl)),
    ...fileEndpoints.map((endpoint) => fileEndpointMarkdown(endpoint, siteUrl)),
    ...groups.flatMap((group) => group.tools.map((tool) => endpointMarkdown(tool, siteUrl))),
  ]
  return `${[`# pdfRest API: the whole reference\n\n> ${summary}\n\n${facts(siteUrl)}`, ...pages].join('\n\n---\n\n')}\n`
}
