import { css } from 'styled-system/css'
import { generateSample } from '#domain/pdf-api/code-samples.ts'
import { PDF_API_HOSTS } from '#domain/pdf-api/hosts.ts'
import { findLabTool } from '#domain/pdf-api/tools.ts'
import { limitColumns, limitRows } from '#shared/docs/plan-limits-table.ts'
import { pdfApiStatusSummary } from '#shared/docs/pdf-api-statuses.ts'
import { type DocSection, DocsLayout, docsStyles as s } from './docs-layout.tsx'
import { GuideTable } from './guide-table.tsx'
import { HighlightedCode } from './highlighted-code.tsx'
import { Inline } from './inline-markdown.tsx'
import { CHANGELOG_FEED_PATH } from '#shared/content/changelog.ts'

export const overviewSections: DocSection[] = [
  { id: 'get-a-key', title: 'Get an API key' },
  { id: 'first-call', title: 'Your first call' },
  { id: 'authentication', title: 'Authentication' },
  { id: 'errors', title: 'Errors' },
  { id: 'limits', title: 'Limits by plan' },
  { id: 'eu-endpoint', title: 'EU endpoint' },
]

const compress = findLabTool('compressed-pdf')
export const firstCall = compress
  ? generateSample('curl', {
      tool: compress,
      values: { compression_level: 'medium' },
      fileNames: [],
      region: 'global',
    })
  : ''

/** The reference's front page: from a key to a first call, and the rules every endpoint shares. */
export function DocsOverview() {
  return (
    <DocsLayout current="overview" sections={overviewSections}>
      <h1 className={s.h1}>pdfRest API reference</h1>
      <p className={s.p}>
        Every endpoint takes a file and a few parameters over HTTPS and answers JSON. The pages here are
        generated from the same catalogue the API lab uses, so what you read is what the API accepts. The
        whole API is also an{' '}
        <a href="/openapi.json" className={css({ textDecoration: 'underline' })}>
          OpenAPI 3.1 document
        </a>{' '}
        (
        <a href="/openapi.yaml" className={css({ textDecoration: 'underline' })}>
          YAML
        </a>
        ). What changes is in the{' '}
        <a href="/changelog/" className={css({ textDecoration: 'underline' })}>
          changelog
        </a>{' '}
        (also an{' '}
        <a href={CHANGELOG_FEED_PATH} className={css({ textDecoration: 'underline' })}>
          Atom feed
        </a>
        ).
      </p>

      <h2 id="get-a-key" className={s.h2}>
        Get an API key
      </h2>
      <p className={s.p}>
        Create a free account with <strong>Get Started</strong> at the top of the page: your Starter key is
        ready at once and shown on your{' '}
        <a href="/account/" className={css({ textDecoration: 'underline' })}>
          account page
        </a>
        . Starter output is watermarked; paid plans remove the watermark.
      </p>

      <h2 id="first-call" className={s.h2}>
        Your first call
      </h2>
      <p className={s.p}>Compress a PDF: send it as a multipart form with your key.</p>
      <pre className={s.pre} tabIndex={0} aria-label="cURL sample">
        <HighlightedCode code={firstCall} language="bash" />
      </pre>
      <p className={s.p}>
        The answer names the output file: download it from <code className={s.code}>outputUrl</code>. Every
        endpoint page has the same request in cURL, Python, Node.js, PHP, Java and C#, and a button to try it
        in the API lab.
      </p>

      <h2 id="authentication" className={s.h2}>
        Authentication
      </h2>
      <p className={s.p}>
        Send your key in the <code className={s.code}>Api-Key</code> header of every request. Keep it on your
        server: anyone with the key spends your calls. A missing or wrong key answers <strong>401</strong>.
      </p>

      <h2 id="errors" className={s.h2}>
        Errors
      </h2>
      <p className={s.p}>
        Errors answer JSON <code className={s.code}>{'{ "error": "…" }'}</code> with the reason in words, e.g.{' '}
        <code className={s.code}>{'{ "error": "Compression level must be one of low, medium, high" }'}</code>.
      </p>
      <div className={s.tableWrap}>
        <table className={s.table}>
          <thead>
            <tr>
              <th scope="col">Status</th>
              <th scope="col">When</th>
            </tr>
          </thead>
          <tbody>
            {pdfApiStatusSummary.map(([status, when]) => (
              <tr key={status}>
                <th scope="row">{status}</th>
                <td>
                  <Inline text={when} />
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>

      <h2 id="limits" className={s.h2}>
        Limits by plan
      </h2>
      <GuideTable
        label="Limits by plan"
        columns={['Plan', ...limitColumns]}
        rows={limitRows().map((row) => [row.plan, ...row.cells])}
      />
      <p className={s.p}>
        Bytes beyond the included size are billed as file-size overage. See{' '}
        <a href="/pricing/" className={css({ textDecoration: 'underline' })}>
          pricing
        </a>{' '}
        for prices.
      </p>

      <h2 id="eu-endpoint" className={s.h2}>
        EU endpoint
      </h2>
      <p className={s.p}>
        For processing and storage in the European Union (GDPR), send the same requests to{' '}
        <code className={s.code}>{PDF_API_HOSTS.eu}</code> instead of{' '}
        <code className={s.code}>{PDF_API_HOSTS.global}</code>. Keys, parameters and answers are the same; EU
        calls are counted separately on your account page.
      </p>
    </DocsLayout>
  )
}
