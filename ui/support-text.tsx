import { css } from 'styled-system/css'

const phrase = /contact us/i

/** A message whose "contact us" (kept word for word) links to the support page. */
export function SupportText({ text }: { text: string }) {
  const match = phrase.exec(text)
  if (!match) return text
  const start = match.index
  const end = start + match[0].length
  return (
    <>
      {text.slice(0, start)}
      <a href="/support/" className={css({ textDecoration: 'underline', fontWeight: 'semibold' })}>
        {text.slice(start, end)}
      </a>
      {text.slice(end)}
    </>
  )
}
