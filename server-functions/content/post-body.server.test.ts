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

  it('anchors headings with unique ids and lists them', () => {
    const { html, toc } = preparePostBody('<h2>Install</h2><p>a</p><h3>On Linux</h3><h2>Install</h2>')
    expect(toc).toEqual([
      { id: 'install', text: 'Install', level: 2 },
      { id: 'on-linux', text: 'On Linux', level: 3 },
      { id: 'install-2', text: 'Install', level: 2 },
    ])
    expect(html).toContain('<h2 id="install">Install</h2>')
    expect(html).toContain('<h2 id="install-2">')
  })

  it('slugifies headings', () => {
    expect(slugify('Step 2: Call the API!')).toBe('step-2-call-the-api')
  })
})
