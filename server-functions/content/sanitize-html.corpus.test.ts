// @vitest-environment happy-dom
import { describe, expect, it } from 'vitest'
import { preparePostBody } from './post-body.server.ts'
import { hostileUrls, xssPayloads } from '../../tests/security/xss-corpus.ts'
import { sanitizeBlockHtml } from './sanitize-html.server.ts'

const allowedTags = new Set(
  'h1 h2 h3 h4 h5 h6 p br hr ul ol li strong b em i u s code pre blockquote a img figure figcaption table thead tbody tr th td span sup sub kbd mark'.split(
    ' ',
  ),
)
const urlAttributes = new Set(['href', 'src'])

/** What a browser would build from the markup, and anything in it that could run or load script. */
function hostileParts(html: string): string[] {
  const template = document.createElement('template')
  template.innerHTML = html
  const found: string[] = []
  for (const element of template.content.querySelectorAll('*')) {
    const tag = element.tagName.toLowerCase()
    if (!allowedTags.has(tag)) found.push(`<${tag}>`)
    for (const { name, value } of element.attributes) {
      if (name.startsWith('on') || name === 'style' || name === 'srcdoc') found.push(`${tag}[${name}]`)
      if (urlAttributes.has(name) && !/^(https?:|mailto:|\/|#)/i.test(value.trim()))
        found.push(`${tag}[${name}=${value}]`)
    }
  }
  return found
}

describe('the XSS corpus through the sanitisers', () => {
  it('has at least 30 payloads', () => {
    expect(xssPayloads.length).toBeGreaterThanOrEqual(30)
  })

  it('finds hostile parts in the raw corpus (the check itself works)', () => {
    expect(xssPayloads.filter((payload) => hostileParts(payload).length > 0).length).toBeGreaterThan(30)
  })

  it.each(xssPayloads)('CMS markup: %s', (payload) => {
    expect(hostileParts(sanitizeBlockHtml(`<p>before</p>${payload}<p>after</p>`))).toEqual([])
  })

  it.each(xssPayloads)('blog post body: %s', (payload) => {
    const { html } = preparePostBody(
      `<h2>Title ${payload}</h2><p>${payload}</p><pre><code>${payload}</code></pre>`,
      'https://ghost.example.test',
    )
    expect(hostileParts(html)).toEqual([])
  })

  it.each(hostileUrls)('links and images with %s lose their target', (url) => {
    const html = sanitizeBlockHtml(`<a href="${url}">a</a><img src="${url}" alt="i">`)
    expect(hostileParts(html)).toEqual([])
  })
})
