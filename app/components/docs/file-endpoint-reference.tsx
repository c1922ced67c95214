import { css } from 'styled-system/css'
import { plainRequestSamples } from '#domain/pdf-api/code-samples.ts'
import { answerRows, typeText } from '#domain/pdf-api/answer-fields.ts'
import { FILE_ID_PLACEHOLDER, type FileEndpoint } from '#domain/pdf-api/file-endpoints.ts'
import { PDF_API_HOSTS } from '#domain/pdf-api/hosts.ts'
import { EndpointCodeSamples } from './code-samples.tsx'
import { type DocSection, DocsLayout, docsStyles as s } from './docs-layout.tsx'
import { Inline } from './inline-markdown.tsx'
import { AnswerFields, ErrorTable } from './reference-tables.tsx'

export const fileEndpointSections: DocSection[] = [
  { id: 'request', title: 'Request' },
  { id: 'parameters', title: 'Parameters' },
  { id: 'responses', title: 'Responses' },
  { id: 'errors', title: 'Errors' },
  { id: 'code-samples', title: 'Code samples' },
]

const placeLabels: Record<FileEndpoint['fields'][number]['in'], string> = {
  path: 'path',
  query: 'query',
  header: 'header',
  body: 'body',
}

/** One endpoint of the file service (uploads, files, deletion, health), read from its description. */
export function FileEndpointReference({ endpoint }: { endpoint: FileEndpoint }) {
  return (
    <DocsLayout current={endpoint.slug} sections={fileEndpointSections}>
      <p className={css({ fontSize: 'sm', color: 'fg.muted' })}>
        <a href="/documentation/" className={css({ textDecoration: 'underline' })}>
          API reference
        </a>
      </p>
      <h1 className={s.h1}>{endpoint.name}</h1>
      <p className={s.p}>
        <code className={s.code}>
          {endpoint.method} {endpoint.path}
        </code>
        : {endpoint.summary}
      </p>
      {endpoint.about.map((text) => (
        <p key={text} className={s.p}>
          <Inline text={text} />
        </p>
      ))}

      <h2 id="request" className={s.h2}>
        Request
      </h2>
      <pre className={s.pre} tabIndex={0} aria-label="Request URLs">
        <code>
          {endpoint.method} {PDF_API_HOSTS.global}
          {endpoint.path}
          {'\n'}
          {endpoint.method} {PDF_API_HOSTS.eu}
          {endpoint.path} <span className={css({ color: 'fg.muted' })}>(EU)</span>
        </code>
      </pre>
      <p className={s.p}>
        {endpoint.keyRequired ? (
          <>
            Your key in the <code className={s.code}>Api-Key</code> header is required.
          </>
        ) : (
          <>
            No key is required; pdfRest’s clients send their <code className={s.code}>Api-Key</code> header
            anyway.
          </>
        )}
      </p>
      {endpoint.bodies.length ? (
        <ul className={s.list}>
          {endpoint.bodies.map((body) => (
            <li key={body.mediaType}>
              <code className={s.code}>{body.mediaType}</code>: <Inline text={body.text} />
            </li>
          ))}
        </ul>
      ) : null}

      <h2 id="parameters" className={s.h2}>
        Parameters
      </h2>
      {endpoint.fields.length ? (
        <div className={s.tableWrap}>
          <table className={s.stackedTable}>
            <thead>
              <tr>
                <th scope="col">Field</th>
                <th scope="col">In</th>
                <th scope="col">Type</th>
                <th scope="col">Required</th>
                <th scope="col">Default</th>
                <th scope="col">Description</th>
              </tr>
            </thead>
            <tbody>
              {endpoint.fields.map((field) => (
                <tr key={field.name} id={`param-${field.name}`}>
                  <th scope="row">
                    <code className={s.code}>{field.name}</code>
                  </th>
                  <td data-label="In">{placeLabels[field.in]}</td>
                  <td data-label="Type">{typeText(field)}</td>
                  <td data-label="Required">{field.required ? 'Yes' : 'No'}</td>
                  <td data-label="Default">
                    {field.type === 'string' && field.default ? (
                      <code className={s.code}>{field.default}</code>
                    ) : (
                      '—'
                    )}
                  </td>
                  <td data-label="Description">{field.description}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      ) : (
        <p className={s.p}>None.</p>
      )}

      <h2 id="responses" className={s.h2}>
        Responses
      </h2>
      <p className={s.p}>
        <strong>200 OK</strong>: {endpoint.answer.text}
      </p>
      <AnswerFields rows={answerRows(endpoint.answer.fields)} />
      <pre className={s.pre} tabIndex={0} aria-label="Example response">
        <code>{JSON.stringify(endpoint.answer.example, null, 2)}</code>
      </pre>

      <h2 id="errors" className={s.h2}>
        Errors
      </h2>
      <p className={s.p}>
        Every error answers JSON <code className={s.code}>{'{ "error": "…", "message": "…" }'}</code>, the
        same reason in both fields.
      </p>
      <ErrorTable errors={endpoint.errors} />

      <h2 id="code-samples" className={s.h2}>
        Code samples
      </h2>
      {[endpoint.sample.path, ...endpoint.sample.fields.flat()].some((text) =>
        text.includes(FILE_ID_PLACEHOLDER),
      ) ? (
        <p className={s.p}>
          Put the id of one of your files, from{' '}
          <a className={s.link} href="/documentation/upload/">
            /upload
          </a>{' '}
          or a tool’s <code className={s.code}>outputId</code>, in place of{' '}
          <code className={s.code}>{FILE_ID_PLACEHOLDER}</code>.
        </p>
      ) : null}
      <EndpointCodeSamples samples={plainRequestSamples(endpoint.sample)} />
    </DocsLayout>
  )
}
