import { describe, expect, it } from 'vitest'
import { safeHref } from './safe-href.ts'

describe('safeHref', () => {
  it('keeps site paths, fragments, web, mail and phone links', () => {
    for (const href of [
      '/pricing/',
      '#main',
      '?page=2',
      'https://x.com/pdfrest',
      'http://a.test/',
      'mailto:a@b.c',
      'tel:+15555550100',
    ])
      expect(safeHref(href)).toBe(href)
  })

  it('drops script, data and unknown schemes however they are spelled', () => {
    for (const href of [
      'javascript:alert(1)',
      'JaVaScRiPt:alert(1)',
      ' javascript:alert(1)',
      'java\tscript:alert(1)',
      '\u0000javascript:alert(1)',
      'data:text/html,<script>alert(1)</script>',
      'vbscript:msgbox(1)',
      '//evil.example/',
      'not a url',
      '',
    ])
      expect(safeHref(href)).toBeUndefined()
  })
})
