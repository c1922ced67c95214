import { describe, expect, it } from 'vitest'
import { preparePostBody, slugify } from './post-body.server.ts'

describe('preparePostBody', () => {
  it('highlights code on the server and keeps it safe', () => {
    const { html } = preparePostBody(
      '<pre><code class="language-python">print("&lt;b&gt;")</code></pre><script>x</script>',
    )
    expect(html).toContain('<span class="hljs-')
    expect(html).toContain('&lt;b&gt;')
    expect(html).not.toContain('<script')
    expect(html).toContain('tabindex="0"')
  })

  it('anchors headings with unique, prefixed ids and lists them', () => {
    const { html, toc } = preparePostBody('<h2>Install</h2><p>a</p><h3>On Linux</h3><h2>Install</h2>')
    expect(toc).toEqual([
      { id: 'user-content-install', text: 'Install', level: 2 },
      { id: 'user-content-on-linux', text: 'On Linux', level: 3 },
      { id: 'user-content-install-2', text: 'Install', level: 2 },
    ])
    expect(html).toContain('<h2 id="user-content-install">Install</h2>')
    expect(html).toContain('<h2 id="user-content-install-2">')
  })

  it('cannot name a page global: headings and author ids are prefixed, in-page links follow', () => {
    const { html } = preparePostBody(
      '<h2 id="__TSR_ROUTER__">Location</h2><p id="$_TSR"><a href="#location">up</a></p>',
    )
    expect(html).toContain('<h2 id="user-content-location">Location</h2>')
    expect(html).toContain('<p id="user-content-$_TSR">')
    expect(html).toContain('<a href="#user-content-location">up</a>')
  })

  it('slugifies headings', () => {
    expect(slugify('Step 2: Call the API!')).toBe('step-2-call-the-api')
  })
})
