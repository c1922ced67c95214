import { Fragment } from 'react'
import type { Guide } from '#shared/docs/guide.ts'
import { SampleKeyControl } from '#blocks/code-sample/sample-key-control.tsx'
import { API_KEY_PLACEHOLDER } from '#domain/pdf-api/code-samples.ts'
import { DocsLayout, docsStyles as s } from './docs-layout.tsx'
import { HighlightedCode } from './highlighted-code.tsx'

/** Markdown's inline `code` and [links](…), the only inline syntax guides use. */
function Inline({ text }: { text: string }) {
  const parts = text.split(/(`[^`]+`|\[[^\]]+\]\([^)\s]+\))/)
  return (
    <>
      {parts.map((part, index) => {
        const code = /^`([^`]+)`$/.exec(part)?.[1]
        if (code !== undefined)
          return (
            <code key={index} className={s.code}>
              {code}
            </code>
          )
        const link = /^\[([^\]]+)\]\(([^)\s]+)\)$/.exec(part)
        if (link)
          return (
            <a key={index} href={link[2]} className={s.link}>
              {link[1]}
            </a>
          )
        return <Fragment key={index}>{part}</Fragment>
      })}
    </>
  )
}

/** A guide of the reference, in its sidebar; its code blocks are labelled `{label} sample`. */
export function GuidePage({ guide }: { guide: Guide }) {
  const sections = guide.blocks.flatMap((block) =>
    block.kind === 'heading' ? [{ id: block.id, title: block.text }] : [],
  )
  const takesKey = guide.blocks.some(
    (block) => block.kind === 'code' && block.code.includes(API_KEY_PLACEHOLDER),
  )
  return (
    <DocsLayout current={guide.slug} sections={sections}>
      <h1 className={s.h1}>{guide.title}</h1>
      {takesKey && <SampleKeyControl />}
      {guide.blocks.map((block, index) => {
        switch (block.kind) {
          case 'heading':
            return (
              <h2 key={index} id={block.id} className={s.h2}>
                {block.text}
              </h2>
            )
          case 'paragraph':
            return (
              <p key={index} className={s.p}>
                <Inline text={block.text} />
              </p>
            )
          case 'list':
            return (
              <ul key={index} className={s.list}>
                {block.items.map((item) => (
                  <li key={item}>
                    <Inline text={item} />
                  </li>
                ))}
              </ul>
            )
          case 'table':
            return (
              // Focusable and named: where the table is wider than the screen, it scrolls by keyboard too.
              <div key={index} className={s.tableWrap} role="region" aria-label={block.label} tabIndex={0}>
                <table className={s.stackedTable} aria-label={block.label}>
                  <thead>
                    <tr>
                      {block.columns.map((column) => (
                        <th key={column} scope="col">
                          {column}
                        </th>
                      ))}
                    </tr>
                  </thead>
                  <tbody>
                    {block.rows.map(([header = '', ...cells]) => (
                      <tr key={header}>
                        <th scope="row">
                          <Inline text={header} />
                        </th>
                        {cells.map((cell, column) => (
                          <td key={block.columns[column + 1]} data-label={block.columns[column + 1]}>
                            <Inline text={cell} />
                          </td>
                        ))}
                      </tr>
                    ))}
                  </tbody>
                </table>
              </div>
            )
          case 'code':
            return (
              <pre key={index} className={s.pre} tabIndex={0} aria-label={`${block.label} sample`}>
                <HighlightedCode code={block.code} language={block.language} />
              </pre>
            )
        }
      })}
    </DocsLayout>
  )
}
