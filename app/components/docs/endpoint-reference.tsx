import { css } from 'styled-system/css'
import { button } from 'styled-system/recipes'
import {
  answersJson,
  errorDocs,
  filesRule,
  outputLabels,
  paramDoc,
  uploadLimitsText,
} from '#domain/pdf-api/param-docs.ts'
import { PDF_API_HOSTS } from '#domain/pdf-api/hosts.ts'
import type { LabTool } from '#domain/pdf-api/tools.ts'
import { ProBadge } from '#ui/pro-badge.tsx'
import { EndpointCodeSamples } from './code-samples.tsx'
import { type DocSection, DocsLayout, docsStyles as s } from './docs-layout.tsx'

export const endpointSections: DocSection[] = [
  { id: 'request', title: 'Request' },
  { id: 'parameters', title: 'Parameters' },
  { id: 'responses', title: 'Responses' },
  { id: 'errors', title: 'Errors' },
  { id: 'code-samples', title: 'Code samples' },
]

const uuid = '3f2b6c1e-8a4d-4b7e-9c0f-5d1a2e3b4c5d'

export function successExample(tool: LabTool): string {
  if (tool.id === 'pdf-info')
    return JSON.stringify({ inputId: uuid, page_count: 2, title: 'Annual report' }, null, 2)
  if (answersJson(tool))
    return JSON.stringify({ inputId: uuid, fullText: 'The text of the document…' }, null, 2)
  return JSON.stringify(
    { outputUrl: `${PDF_API_HOSTS.global}/resource/${uuid}?format=file`, outputId: uuid, inputId: uuid },
    null,
    2,
  )
}

/** One endpoint's reference, read from the catalogue entry the API lab and the mock API use. */
export function EndpointReference({ tool }: { tool: LabTool }) {
  const params = tool.params.map(paramDoc)
  return (
    <DocsLayout current={tool.id} sections={endpointSections}>
      <p className={css({ fontSize: 'sm', color: 'fg.muted' })}>
        <a href="/documentation/" className={css({ textDecoration: 'underline' })}>
          API reference
        </a>
      </p>
      <h1 className={s.h1}>
        {tool.name}
        {tool.pro ? <ProBadge /> : null}
      </h1>
      <p className={s.p}>
        {filesRule(tool)} in, {outputLabels[tool.output]} out.
        {tool.pro ? ' A Pro tool: it needs a Premium, Pro or Enterprise plan.' : ''}
      </p>
      <p className={css({ mt: '5', display: 'flex', gap: '3', flexWrap: 'wrap' })}>
        <a className={button()} href={`/apilab/?tool=${tool.id}`}>
          Try it in the API lab
        </a>
        <a className={button({ variant: 'outline' })} href={`/apitools/${tool.cmsSlug}/`}>
          About {tool.name}
        </a>
      </p>

      <h2 id="request" className={s.h2}>
        Request
      </h2>
      {/* Focusable: on a phone the URLs are wider than the screen and the block scrolls sideways. */}
      <pre className={s.pre} tabIndex={0} aria-label="Request URLs">
        <code>
          POST {PDF_API_HOSTS.global}/{tool.id}
          {'\n'}POST {PDF_API_HOSTS.eu}/{tool.id} <span className={css({ color: 'fg.muted' })}>(EU)</span>
        </code>
      </pre>
      <p className={s.p}>
        Send <code className={s.code}>multipart/form-data</code> with your key in the{' '}
        <code className={s.code}>Api-Key</code> header, or JSON with the <code className={s.code}>id</code> of
        files uploaded earlier with <code className={s.code}>/upload</code>.
      </p>

      <h2 id="parameters" className={s.h2}>
        Parameters
      </h2>
      <div className={s.tableWrap}>
        <table className={s.stackedTable}>
          <thead>
            <tr>
              <th scope="col">Field</th>
              <th scope="col">Type</th>
              <th scope="col">Required</th>
              <th scope="col">Default</th>
              <th scope="col">Allowed values</th>
            </tr>
          </thead>
          <tbody>
            <tr>
              <th scope="row">
                <code className={s.code}>file</code>
              </th>
              <td data-label="Type">{tool.files.max > 1 ? 'file, repeated' : 'file'}</td>
              <td data-label="Required">Yes</td>
              <td data-label="Default">—</td>
              <td data-label="Allowed values">
                {filesRule(tool)}. Largest file per plan: {uploadLimitsText()}.
              </td>
            </tr>
            {params.map((param) => (
              <tr key={param.field} id={`param-${param.field.replace('[]', '')}`}>
                <th scope="row">
                  <code className={s.code}>{param.field}</code>
                  <div className={css({ fontWeight: 'normal', color: 'fg.muted', mt: '1' })}>
                    {param.label}
                  </div>
                </th>
                <td data-label="Type">{param.type}</td>
                <td data-label="Required">{param.required ? 'Yes' : 'No'}</td>
                <td data-label="Default">
                  {param.default ? <code className={s.code}>{param.default}</code> : '—'}
                </td>
                <td data-label="Allowed values">
                  {param.allowed}
                  {param.description ? (
                    <div className={css({ color: 'fg.muted', mt: '1' })}>{param.description}</div>
                  ) : null}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>

      <h2 id="responses" className={s.h2}>
        Responses
      </h2>
      <p className={s.p}>
        <strong>200 OK</strong>:{' '}
        {answersJson(tool)
          ? 'the answer as JSON.'
          : `the output (${outputLabels[tool.output]}) is kept for your plan's retention time; download it from outputUrl.`}
      </p>
      <pre className={s.pre} tabIndex={0} aria-label="Example response">
        <code>{successExample(tool)}</code>
      </pre>

      <h2 id="errors" className={s.h2}>
        Errors
      </h2>
      <p className={s.p}>
        Every error answers JSON <code className={s.code}>{'{ "error": "…" }'}</code> with the reason.
      </p>
      <div className={s.tableWrap}>
        <table className={s.stackedTable}>
          <thead>
            <tr>
              <th scope="col">Status</th>
              <th scope="col">When</th>
              <th scope="col">Example</th>
            </tr>
          </thead>
          <tbody>
            {errorDocs(tool).map((error) => (
              <tr key={error.status}>
                <th scope="row">
                  {error.status} {error.title}
                </th>
                <td data-label="When">{error.when}</td>
                <td data-label="Example">
                  <code className={s.code}>{error.example}</code>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>

      <h2 id="code-samples" className={s.h2}>
        Code samples
      </h2>
      <EndpointCodeSamples tool={tool} />
    </DocsLayout>
  )
}
