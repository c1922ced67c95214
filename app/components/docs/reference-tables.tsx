import type { AnswerRow } from '#domain/pdf-api/answer-fields.ts'
import { docsStyles as s } from './docs-layout.tsx'

/** The answer's fields, each described: a list's own fields under it as `files[].id`. */
export function AnswerFields({ rows }: { rows: AnswerRow[] }) {
  return (
    <div className={s.tableWrap}>
      <table className={s.stackedTable} aria-label="Response fields">
        <thead>
          <tr>
            <th scope="col">Field</th>
            <th scope="col">Type</th>
            <th scope="col">Always present</th>
            <th scope="col">Description</th>
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row.name}>
              <th scope="row">
                <code className={s.code}>{row.name}</code>
              </th>
              <td data-label="Type">{row.type}</td>
              <td data-label="Always present">{row.required ? 'Yes' : 'No'}</td>
              <td data-label="Description">{row.description}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  )
}

/** An endpoint's error answers: status, when, and the API's own words. */
export function ErrorTable({
  errors,
}: {
  errors: { status: number; title: string; when: string; example: string }[]
}) {
  return (
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
          {errors.map((error) => (
            <tr key={`${error.status} ${error.example}`}>
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
  )
}
