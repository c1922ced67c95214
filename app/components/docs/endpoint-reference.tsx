import { css } from 'styled-system/css'
import { button } from 'styled-system/recipes'
import {
  answersJson,
  errorDocs,
  filesRule,
  outputLabels,
  paramDoc,
  successExample,
  uploadLimitsText,
} from '#domain/pdf-api/param-docs.ts'
import { answerRows } from '#domain/pdf-api/answer-fields.ts'
import { publishedSamples } from '#domain/pdf-api/code-samples.ts'
import { PDF_API_HOSTS } from '#domain/pdf-api/hosts.ts'
import { toolAnswerFields } from '#domain/pdf-api/tool-answers.ts'
import type { LabTool } from '#domain/pdf-api/lab-tool.ts'
import type { PlanName } from '#domain/plans/plan-rules.ts'
import { ProBadge } from '#ui/pro-badge.tsx'
import { EndpointCodeSamples } from './code-samples.tsx'
import { AnswerFields, ErrorTable } from './reference-tables.tsx'
import { type DocSection, DocsLayout, docsStyles as s } from './docs-layout.tsx'
import { TryItPanel } from './try-it-panel.tsx'
import { TRY_IT_ID } from './try-it-values.ts'

export const endpointSections: DocSection[] = [
  { id: 'request', title: 'Request' },
  { id: TRY_IT_ID, title: 'Try it' },
  { id: 'parameters', title: 'Parameters' },
  { id: 'responses', title: 'Responses' },
  { id: 'errors', title: 'Errors' },
  { id: 'code-samples', title: 'Code samples' },
]

/**
 * One endpoint's reference, read from the catalogue entry the API lab and the mock API use. `kept`:
 * the try-it form's values carried back through sign-in; `plan`: the signed-in customer's, if any.
 */
export function EndpointReference({
  tool,
  kept = {},
  plan = null,
}: {
  tool: LabTool
  kept?: Record<string, string>
  plan?: PlanName | null
}) {
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

      <h2 id={TRY_IT_ID} className={s.h2}>
        Try it
      </h2>
      <TryItPanel tool={tool} kept={kept} plan={plan} />

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
              <td data-label="Type">
                {tool.files.max - (tool.extraFiles?.length ?? 0) > 1 ? 'file, repeated' : 'file'}
              </td>
              <td data-label="Required">{tool.url ? 'Yes, or url' : 'Yes'}</td>
              <td data-label="Default">—</td>
              <td data-label="Allowed values">
                {filesRule(tool)}. Largest file per plan: {uploadLimitsText()}.
              </td>
            </tr>
            {tool.extraFiles?.map((extra) => (
              <tr key={extra.field} id={`param-${extra.field}`}>
                <th scope="row">
                  <code className={s.code}>{extra.field}</code>
                  <div className={css({ fontWeight: 'normal', color: 'fg.muted', mt: '1' })}>
                    {extra.label}
                  </div>
                </th>
                <td data-label="Type">file</td>
                <td data-label="Required">{extra.required ? 'Yes' : 'No'}</td>
                <td data-label="Default">—</td>
                <td data-label="Allowed values">
                  {extra.accepts[0]?.toUpperCase()}
                  {extra.accepts.slice(1)}. In JSON, the id of an uploaded file as{' '}
                  <code className={s.code}>{extra.idField}</code>.
                </td>
              </tr>
            ))}
            {tool.url ? (
              <tr id="param-url">
                <th scope="row">
                  <code className={s.code}>url</code>
                  <div className={css({ fontWeight: 'normal', color: 'fg.muted', mt: '1' })}>Web address</div>
                </th>
                <td data-label="Type">string (URL)</td>
                <td data-label="Required">Yes, or file</td>
                <td data-label="Default">—</td>
                <td data-label="Allowed values">
                  An http or https address, up to 2048 characters, instead of a file.
                </td>
              </tr>
            ) : null}
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
      <AnswerFields rows={answerRows(toolAnswerFields(tool))} />
      <pre className={s.pre} tabIndex={0} aria-label="Example response">
        <code>{successExample(tool)}</code>
      </pre>

      <h2 id="errors" className={s.h2}>
        Errors
      </h2>
      <p className={s.p}>
        Every error answers JSON <code className={s.code}>{'{ "error": "…", "message": "…" }'}</code>, the
        same reason in both fields.
      </p>
      <ErrorTable errors={errorDocs(tool)} />

      <h2 id="code-samples" className={s.h2}>
        Code samples
      </h2>
      <EndpointCodeSamples samples={publishedSamples(tool)} />
    </DocsLayout>
  )
}
