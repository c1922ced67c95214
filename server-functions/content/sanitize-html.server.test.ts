import { describe, expect, it } from 'vitest'
import { sanitizeBlockHtml } from './sanitize-html.server.ts'

const payloads = [
  '<script>alert(1)</script>',
  '<img src=x onerror=alert(1)>',
  '<a href="javascript:alert(1)">x</a>',
  '<a href="JaVaScRiPt:alert(1)">x</a>',
  '<svg onload=alert(1)>',
  '<iframe src="https://evil.example"></iframe>',
  '<div style="background:url(javascript:alert(1))">x</div>',
  '<p onmouseover="alert(1)">x</p>',
  '<body onload=alert(1)>',
  '<img src="data:image/svg+xml;base64,PHN2ZyBvbmxvYWQ9YWxlcnQoMSk+">',
  '<math><mi xlink:href="javascript:alert(1)">x</mi></math>',
  '<form action="javascript:alert(1)"><button>x</button></form>',
  '<object data="javascript:alert(1)"></object>',
  '<a href="//evil.example/">x</a>',
]

describe('sanitizeBlockHtml', () => {
  it.each(payloads)('defuses %s', (payload) => {
    const clean = sanitizeBlockHtml(payload)
    expect(clean).not.toMatch(
      /<script|<iframe|<svg|<object|<form|\son\w+=|javascript:|data:|style=|\/\/evil/i,
    )
  })

  it('keeps the markup editors use', () => {
    const html =
      '<h2 id="intro">Intro</h2><p>Text <strong>bold</strong> <a href="/pricing/">plans</a></p><pre><code class="language-python">print(1)</code></pre><table><tr><td>a</td></tr></table>'
    expect(sanitizeBlockHtml(html)).toContain('<code class="language-python">')
    expect(sanitizeBlockHtml(html)).toContain('<a href="/pricing/">plans</a>')
  })

  it('drops images whose source is not a web or site path', () => {
    expect(sanitizeBlockHtml('<p>a<img src="x">b</p>')).toBe('<p>ab</p>')
  })

  it('gives images without a text alternative an empty alt', () => {
    expect(sanitizeBlockHtml('<img src="/a.png">')).toBe(
      '<img alt="" src="/api/image/?url=%2Fa.png&amp;w=1024" />',
    )
    expect(sanitizeBlockHtml('<img src="/a.png" alt="Chart">')).toContain('alt="Chart"')
  })

  it('makes new-tab links safe', () => {
    expect(sanitizeBlockHtml('<a href="https://x.test" target="_blank">x</a>')).toContain(
      'rel="noopener noreferrer"',
    )
  })

  it('keeps a link target only as _blank, always with rel="noopener noreferrer"', () => {
    const cases: [string, string][] = [
      ['target="_blank" rel="opener"', 'target="_blank" rel="noopener noreferrer"'],
      ['target=" _BLANK "', 'target="_blank" rel="noopener noreferrer"'],
      ['target="_blank" rel="nofollow"', 'target="_blank" rel="noopener noreferrer"'],
      ['target="victim"', ''],
      ['target="_top"', ''],
      ['target="_self" rel="opener nofollow"', 'rel="nofollow"'],
      ['rel="opener"', ''],
    ]
    for (const [attributes, expected] of cases)
      expect(sanitizeBlockHtml(`<a href="https://x.test" ${attributes}>x</a>`), attributes).toBe(
        `<a href="https://x.test"${expected ? ` ${expected}` : ''}>x</a>`,
      )
  })

  it('prefixes element ids, so content cannot clobber page globals, and in-page links with them', () => {
    expect(sanitizeBlockHtml('<p id="__TSR_ROUTER__">x</p>')).toBe(
      '<p id="user-content-__TSR_ROUTER__">x</p>',
    )
    expect(sanitizeBlockHtml('<img src="/a.png" id="location">')).toContain('id="user-content-location"')
    expect(sanitizeBlockHtml('<a href="#faq" id="top">x</a>')).toBe(
      '<a id="user-content-top" href="#user-content-faq">x</a>',
    )
    // Sanitising twice changes nothing.
    const once = sanitizeBlockHtml('<h2 id="faq">FAQ</h2>')
    expect(sanitizeBlockHtml(once)).toBe(once)
  })
})
