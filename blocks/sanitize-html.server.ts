import sanitize from 'sanitize-html'
import { imageUrl } from '#server/images/image-url.ts'

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
    a: (tagName, attribs) => ({
      tagName,
      attribs: attribs.target === '_blank' ? { ...attribs, rel: 'noopener noreferrer' } : attribs,
    }),
  },
}

export function sanitizeBlockHtml(html: string): string {
  return sanitize(html, options)
}
