import { describe, expect, it } from 'vitest'
import { preparePostBody, siteRelativeLinks, slugify } from './post-body.server.ts'

const GHOST = 'https://ghost.example.test'

describe('preparePostBody', () => {
  it('highlights code on the server and keeps it safe', () => {
    const { html } = preparePostBody(
      '<pre><code class="language-python">print("&lt;b&gt;")</code></pre><script>x</script>',
      GHOST,
    )
    expect(html).toContain('<span class="hljs-')
    expect(html).toContain('&lt;b&gt;')
    expect(html).not.toContain('<script')
    expect(html).toContain('tabindex="0"')
  })

  it('anchors headings with unique, prefixed ids and lists them', () => {
    const { html, toc } = preparePostBody('<h2>Install</h2><p>a</p><h3>On Linux</h3><h2>Install</h2>', GHOST)
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
      GHOST,
    )
    expect(html).toContain('<h2 id="user-content-location">Location</h2>')
    expect(html).toContain('<p id="user-content-$_TSR">')
    expect(html).toContain('<a href="#user-content-location">up</a>')
  })

  it("turns Ghost's absolute links into the site relative again; its files keep Ghost's address", () => {
    const { html } = preparePostBody(
      `<p><a href="${GHOST}/apitools/merge-pdfs/">Merge</a> <a href="${GHOST}/content/files/a.pdf">file</a> <a href="https://example.org/x/">out</a></p>`,
      GHOST,
    )
    expect(html).toContain('<a href="/apitools/merge-pdfs/">Merge</a>')
    expect(html).toContain(`<a href="${GHOST}/content/files/a.pdf"`)
    expect(html).toContain('href="https://example.org/x/"')
  })

  it('only rewrites links on Ghost itself, under its path', () => {
    const base = 'https://example.test/blog'
    expect(siteRelativeLinks(`<a href="${base}/learning/x/">a</a>`, `${base}/`)).toBe(
      '<a href="/learning/x/">a</a>',
    )
    expect(siteRelativeLinks('<a href="https://example.test/blogger/">b</a>', base)).toBe(
      '<a href="https://example.test/blogger/">b</a>',
    )
    expect(siteRelativeLinks(`<a href="${base}/ghost/#/site">c</a>`, base)).toBe(
      `<a href="${base}/ghost/#/site">c</a>`,
    )
    expect(siteRelativeLinks(`<img src="${base}/x.png">`, base)).toBe(`<img src="${base}/x.png">`)
  })

  it('slugifies headings', () => {
    expect(slugify('Step 2: Call the API!')).toBe('step-2-call-the-api')
  })
})
