import { describe, expect, it } from 'vitest'
import { ghostPlaintext } from './ghost-plaintext.ts'

// The expected texts are what Ghost 6.65's own converter (@tryghost/html-to-plaintext) answers for
// the HTML Ghost stores from the same input.
describe('ghostPlaintext', () => {
  it('separates paragraphs by a blank line and headings by two, ignoring the source line breaks', () => {
    expect(
      ghostPlaintext(
        '<p>Intro with <code>code</code> and a <a href="/x/">link</a>.</p>\n<h2 id="a">Heading</h2>\n<p>Next &amp; last.</p>',
      ),
    ).toBe('Intro with code and a link.\n\n\nHeading\n\nNext & last.')
  })

  it('keeps code as written, drops images and captions, prefixes list items', () => {
    expect(
      ghostPlaintext(
        '<p>Before.</p><pre><code class="language-bash">curl -X POST \\\n  -F "a=&lt;b&gt;"</code></pre><figure class="kg-card kg-image-card kg-card-hascaption"><img src="x.png" alt="A"><figcaption>Caption</figcaption></figure><h3 id="b">After</h3><ul><li>One</li><li>Two <strong>bold</strong></li></ul><ol><li>First</li><li>Second</li></ol><blockquote>Quoted</blockquote><p>End</p>',
      ),
    ).toBe(
      'Before.\n\ncurl -X POST \\\n  -F "a=<b>"\n\n\nAfter\n\n * One\n * Two bold\n\n 1. First\n 2. Second\n\nQuoted\n\nEnd',
    )
  })

  it('runs table cells together inside the line breaks of an HTML card; <br> breaks a line', () => {
    expect(
      ghostPlaintext(
        '<h2 id="p">Parameters</h2>\n<table><thead><tr><th>Name</th><th>Use</th></tr></thead><tbody><tr><td>file</td><td>The PDF.</td></tr></tbody></table>\n<p>Text after.</p><hr><p>Last<br>line</p>',
      ),
    ).toBe('Parameters\n\n\n\nNameUsefileThe PDF.\n\n\n\nText after.\n\nLast\nline')
  })

  it('answers nothing for a body without text', () => {
    expect(ghostPlaintext('<figure><img src="a.png"></figure>')).toBe('')
  })
})
