/**
 * Whether the framework renders a page for this Accept header: its own rule (TanStack Start answers
 * 406 to anything else), so the page cache never answers a request the framework would refuse.
 */
export function acceptsHtml(accept: string | null): boolean {
  return /(^|,)\s*(\*\/\*|text\/html)/.test(accept || '*/*')
}

/** An entry's `q` (1 when absent; 0 when it is not a number from 0 to 1). */
const weight = (parameters: string[]) => {
  const q = parameters.find((part) => /^\s*q\s*=/i.test(part))
  if (q === undefined) return 1
  const value = /^\s*q\s*=\s*([01](\.\d{0,3})?)\s*$/i.exec(q)?.[1]
  return value === undefined ? 0 : Math.min(1, Number(value))
}

/**
 * Whether an Accept header asks for Markdown before HTML: `text/markdown` named with a weight above
 * zero and at least that of `text/html`. Wildcards count for neither, so browsers get HTML.
 */
export function prefersMarkdown(accept: string | null): boolean {
  if (!accept) return false
  let markdown = 0
  let html = 0
  for (const entry of accept.slice(0, 2000).split(',')) {
    const [type = '', ...parameters] = entry.split(';')
    const name = type.trim().toLowerCase()
    if (name === 'text/markdown') markdown = Math.max(markdown, weight(parameters))
    else if (name === 'text/html') html = Math.max(html, weight(parameters))
  }
  return markdown > 0 && markdown >= html
}
