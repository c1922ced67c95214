import { docsStyles as s } from './docs-layout.tsx'
import { Inline } from './inline-markdown.tsx'

/**
 * A reference table whose first cell of each row is its header; on a phone each row stacks, its cells
 * labelled by their column. Cells take Markdown's inline `code` and [links](…).
 */
export function GuideTable({ label, columns, rows }: { label: string; columns: string[]; rows: string[][] }) {
  return (
    // Focusable and named: where the table is wider than the screen, it scrolls by keyboard too.
    <div className={s.tableWrap} role="region" aria-label={label} tabIndex={0}>
      <table className={s.stackedTable} aria-label={label}>
        <thead>
          <tr>
            {columns.map((column) => (
              <th key={column} scope="col">
                {column}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map(([header = '', ...cells]) => (
            <tr key={header}>
              <th scope="row">
                <Inline text={header} />
              </th>
              {cells.map((cell, column) => (
                <td key={columns[column + 1]} data-label={columns[column + 1]}>
                  <Inline text={cell} />
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  )
}
