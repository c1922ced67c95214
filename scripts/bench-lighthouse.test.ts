import { describe, expect, it } from 'vitest'
import { stripScripts } from './bench-lighthouse.ts'

describe('stripScripts', () => {
  it('takes out every script that runs, and keeps JSON-LD and the rest of the page', () => {
    const html = [
      '<head><link rel="modulepreload" href="/assets/a.js"><link rel="stylesheet" href="/s.css">',
      '<script nonce="n">document.documentElement.dataset.colorMode="dark"</script>',
      '<script type="application/ld+json">{"@type":"Organization"}</script>',
      '<script type="speculationrules">{"prefetch":[]}</script></head>',
      '<body><p>Text</p><script type="module" src="/assets/entry.js"></script>',
      '<SCRIPT>\nalert(1)\n</SCRIPT></body>',
    ].join('')
    expect(stripScripts(html)).toBe(
      '<head><link rel="stylesheet" href="/s.css">' +
        '<script type="application/ld+json">{"@type":"Organization"}</script></head><body><p>Text</p></body>',
    )
  })
})
