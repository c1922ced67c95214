import sanitize from 'sanitize-html'
import { imageUrl } from '#shared/images/image-url.ts'

/**
 * Prefix of every id in CMS and blog HTML: an element id becomes a property of `window` and
 * `document`, so an unprefixed one could clobber a page global (the router's, for one).
 */
export const CONTENT_ID_PREFIX = 'user-content-'

export function contentId(id: string): string {
  return id.startsWith(CONTENT_ID_PREFIX) ? id : `${CONTENT_ID_PREFIX}${id}`
}

/** rel values an author may set; opener control is the sanitizer's own. */
const authorRel = new Set(['nofollow', 'sponsored', 'ugc', 'external', 'noopener', 'noreferrer'])

/**
 * A link keeps a target only as `_blank`, always with noopener noreferrer (no access to this page,
 * no referrer), and an in-page `#anchor` points at the prefixed id.
 */
function safeLink(attribs: sanitize.Attributes): sanitize.Attributes {
  const { target, rel, href, ...rest } = attribs
  const newTab = target?.trim().toLowerCase() === '_blank'
  const kept = (rel ?? '')
    .toLowerCase()
    .split(/\s+/)
    .filter((token) => authorRel.has(token))
  return {
    ...rest,
    ...(href === undefined
      ? {}
      : { href: href.startsWith('#') && href.length > 1 ? `#${contentId(href.slice(1))}` : href }),
    ...(newTab
      ? { target: '_blank', rel: 'noopener noreferrer' }
      : kept.length > 0
        ? { rel: kept.join(' ') }
        : {}),
  }
}

/** The markup CMS and blog authors may use; everything else (scripts, handlers, styles) goes. */
const options: sanitize.IOptions = {
  allowedTags: [
    'h1',
    'h2',
    'h3',
    'h4',
    'h5',
    'h6',
    'p',
    'br',
    'hr',
    'ul',
    'ol',
    'li',
    'strong',
    'b',
    'em',
    'i',
    'u',
    's',
    'code',
    'pre',
    'blockquote',
    'a',
    'img',
    'figure',
    'figcaption',
    'table',
    'thead',
    'tbody',
    'tr',
    'th',
    'td',
    'span',
    'sup',
    'sub',
    'kbd',
    'mark',
  ],
  allowedAttributes: {
    a: ['href', 'title', 'target', 'rel'],
    img: ['src', 'alt', 'width', 'height', 'loading'],
    code: ['class'],
    pre: ['tabindex'],
    th: ['scope', 'colspan', 'rowspan'],
    td: ['colspan', 'rowspan'],
    '*': ['id'],
  },
  allowedClasses: { code: [/^language-[\w-]+$/], span: [/^hljs-[\w-]+$/] },
  allowedSchemes: ['http', 'https', 'mailto'],
  allowedSchemesAppliedToAttributes: ['href', 'src'],
  allowProtocolRelative: false,
  // An image whose source is not a web or site path has nothing to show: drop it.
  exclusiveFilter: (frame) => frame.tag === 'img' && !frame.attribs.src,
  transformTags: {
    // An image without a text alternative is treated as decorative rather than left unlabelled.
    // Images are served through the image route (resized, WebP, CMS and blog origins only), and an
    // image without a text alternative is treated as decorative rather than left unlabelled.
    img: (tagName, attribs) => ({
      tagName,
      attribs: {
        alt: '',
        ...attribs,
        src:
          attribs.src && /^(https?:\/\/|\/(?!\/))/.test(attribs.src)
            ? imageUrl(attribs.src, { w: 1024 })
            : '',
      },
    }),
    // Code blocks scroll sideways: keyboard users must be able to reach them (WCAG 2.1.1).
    pre: (tagName) => ({ tagName, attribs: { tabindex: '0' } }),
    a: (tagName, attribs) => ({ tagName, attribs: safeLink(attribs) }),
    '*': (tagName, attribs) => ({
      tagName,
      attribs: attribs.id ? { ...attribs, id: contentId(attribs.id) } : attribs,
    }),
  },
}

export function sanitizeBlockHtml(html: string): string {
  return sanitize(html, options)
}
