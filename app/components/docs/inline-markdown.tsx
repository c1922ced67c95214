import { Fragment } from 'react'
import { docsStyles as s } from './docs-layout.tsx'

/** Markdown's inline `code` and [links](…), the only inline syntax guides use. */
export function Inline({ text }: { text: string }) {
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
