// @vitest-environment happy-dom
import { renderToString } from 'react-dom/server'
import { describe, expect, it } from 'vitest'
import { publishedSamples } from '#domain/pdf-api/code-samples.ts'
import { findLabTool } from '#domain/pdf-api/tools.ts'
import { fenceLanguage } from '#shared/docs/quickstart-programs.ts'
import { HighlightedCode } from './highlighted-code.tsx'

const parse = (html: string) => new DOMParser().parseFromString(html, 'text/html')
const tool = findLabTool('compressed-pdf')

describe('HighlightedCode', () => {
  it.each(tool ? publishedSamples(tool).map((sample) => [sample.label, sample] as const) : [])(
    'colours the %s sample on the server, its text unchanged, its key in a slot',
    (_label, sample) => {
      const code = parse(
        renderToString(<HighlightedCode code={sample.code} language={fenceLanguage[sample.language]} />),
      ).querySelector('code')
      expect(code?.textContent).toBe(sample.code)
      expect(code?.querySelectorAll('span[class^="hljs-"]').length).toBeGreaterThan(0)
      expect([...(code?.querySelectorAll('[data-api-key]') ?? [])].map((slot) => slot.textContent)).toEqual([
        'YOUR_API_KEY',
      ])
    },
  )

  it('escapes plain text instead of reading it as markup', () => {
    const code = parse(
      renderToString(<HighlightedCode code={'<img src=x onerror=alert(1)> & co'} language="text" />),
    )
    expect(code.querySelector('img')).toBeNull()
    expect(code.querySelector('code')?.textContent).toBe('<img src=x onerror=alert(1)> & co')
  })
})
