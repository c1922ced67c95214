import { describe, expect, it } from 'vitest'
import { prefersMarkdown } from '#shared/http/accept-markdown.ts'
import { markdownTarget } from './markdown-negotiation.ts'

describe('prefersMarkdown', () => {
  it('is Markdown when asked for by name, at least as much as HTML', () => {
    expect(prefersMarkdown('text/markdown')).toBe(true)
    expect(prefersMarkdown('text/markdown, text/html;q=0.9')).toBe(true)
    expect(prefersMarkdown('text/html;q=0.5, text/markdown;q=0.5')).toBe(true)
    expect(prefersMarkdown('TEXT/MARKDOWN; charset=utf-8')).toBe(true)
  })

  it('is HTML for browsers, wildcards, a lower weight, a zero weight or no header', () => {
    expect(prefersMarkdown('text/html,application/xhtml+xml,application/xml;q=0.9,*/*;q=0.8')).toBe(false)
    expect(prefersMarkdown('*/*')).toBe(false)
    expect(prefersMarkdown('text/*')).toBe(false)
    expect(prefersMarkdown('text/html, text/markdown;q=0.8')).toBe(false)
    expect(prefersMarkdown('text/markdown;q=0')).toBe(false)
    expect(prefersMarkdown('text/markdown;q=abc')).toBe(false)
    expect(prefersMarkdown(null)).toBe(false)
  })
})

describe('markdownTarget', () => {
  it('answers the .md addresses whatever the Accept header', () => {
    expect(markdownTarget('/documentation.md', null)).toEqual({ id: null })
    expect(markdownTarget('/documentation/index.md', null)).toEqual({ id: null })
    expect(markdownTarget('/documentation/compressed-pdf.md', '*/*')).toEqual({ id: 'compressed-pdf' })
    expect(markdownTarget('/documentation/nothing.md', null)).toEqual({ missing: true })
  })

  it('answers the file service’s pages like the tools’', () => {
    for (const slug of ['upload', 'resource', 'delete', 'up'])
      expect(markdownTarget(`/documentation/${slug}.md`, null)).toEqual({ id: slug })
  })

  it('answers the pages themselves only to a request that prefers Markdown', () => {
    expect(markdownTarget('/documentation/', 'text/markdown')).toEqual({ id: null })
    expect(markdownTarget('/documentation/merged-pdf/', 'text/markdown')).toEqual({ id: 'merged-pdf' })
    expect(markdownTarget('/documentation/merged-pdf/', 'text/html')).toBeUndefined()
    // An unknown page or another part of the site is left to the router (its 404 or redirect).
    expect(markdownTarget('/documentation/nothing/', 'text/markdown')).toBeUndefined()
    expect(markdownTarget('/pricing/', 'text/markdown')).toBeUndefined()
    expect(markdownTarget('/documentation/a/b.md', null)).toBeUndefined()
  })
})
