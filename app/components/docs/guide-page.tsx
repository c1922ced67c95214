import type { Guide } from '#shared/docs/guide.ts'
import { SampleKeyControl } from '#blocks/code-sample/sample-key-control.tsx'
import { API_KEY_PLACEHOLDER } from '#domain/pdf-api/code-samples.ts'
import { DocsLayout, docsStyles as s } from './docs-layout.tsx'
import { GuideTable } from './guide-table.tsx'
import { HighlightedCode } from './highlighted-code.tsx'
import { Inline } from './inline-markdown.tsx'

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
            return <GuideTable key={index} label={block.label} columns={block.columns} rows={block.rows} />
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
