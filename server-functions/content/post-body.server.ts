import hljs from 'highlight.js/lib/common'
import { contentId, sanitizeBlockHtml } from './sanitize-html.server.ts'

export type TocEntry = { id: string; text: string; level: 2 | 3 }

const decode = (html: string) =>
  html
    .replace(/<[^>]+>/g, '')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&#39;|&#x27;/g, "'")
    .replace(/&amp;/g, '&')

export function slugify(text: string): string {
  return (
    text
      .toLowerCase()
      .normalize('NFKD')
      .replace(/[^\w\s-]/g, '')
      .trim()
      .replace(/[\s_]+/g, '-')
      .replace(/-+/g, '-') || 'section'
  )
}

/** Colours code blocks on the server: the browser gets finished markup and no highlighter. */
function highlightCode(html: string): string {
  return html.replace(
    /<pre([^>]*)><code(?: class="language-([\w-]+)")?>([\s\S]*?)<\/code><\/pre>/g,
    (_match, preAttributes: string, language: string | undefined, code: string) => {
      const source = decode(code)
      const known = language && hljs.getLanguage(language) ? language : undefined
      const highlighted = known
        ? hljs.highlight(source, { language: known }).value
        : hljs.highlightAuto(source).value
      const languageClass = known ? ` class="language-${known}"` : ''
      return `<pre${preAttributes}><code${languageClass}>${highlighted}</code></pre>`
    },
  )
}

/** Gives h2/h3 stable ids (anchors) and returns them as a table of contents. */
function anchorHeadings(html: string): { html: string; toc: TocEntry[] } {
  const toc: TocEntry[] = []
  const used = new Set<string>()
  const withIds = html.replace(
    /<h([23])(?: id="[^"]*")?>([\s\S]*?)<\/h\1>/g,
    (_match, level: string, inner: string) => {
      const text = decode(inner).trim()
      let id = contentId(slugify(text))
      for (let n = 2; used.has(id); n += 1) id = contentId(`${slugify(text)}-${n}`)
      used.add(id)
      toc.push({ id, text, level: level === '2' ? 2 : 3 })
      return `<h${level} id="${id}">${inner}</h${level}>`
    },
  )
  return { html: withIds, toc }
}

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')

/**
 * Ghost stores an editor's root-relative link (`/apitools/merge-pdfs/`) as its own address and
 * answers it absolute (`{GHOST_URL}/apitools/merge-pdfs/`): links into the site become relative
 * again. Files Ghost serves itself (`/content/…`) and its admin keep Ghost's address.
 */
export function siteRelativeLinks(html: string, ghostUrl: string): string {
  const base = escapeRegExp(ghostUrl.replace(/\/+$/, ''))
  return html.replace(new RegExp(`(<a\\s[^>]*?\\bhref=")${base}(/(?!content/|ghost/)[^"]*)"`, 'gi'), '$1$2"')
}

/**
 * A blog post body ready to render: links into the site made relative, then sanitised (the
 * highlighter and anchors only add markup of their own), code highlighted, headings anchored, with
 * its table of contents.
 */
export function preparePostBody(rawHtml: string, ghostUrl: string): { html: string; toc: TocEntry[] } {
  return anchorHeadings(highlightCode(sanitizeBlockHtml(siteRelativeLinks(rawHtml, ghostUrl))))
}
