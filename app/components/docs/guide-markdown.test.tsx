// @vitest-environment happy-dom
import { renderToString } from 'react-dom/server'
import { describe, expect, it, vi } from 'vitest'
import { guides } from '#shared/docs/guides.ts'
import { guideMarkdown } from './guide-markdown.ts'
import { GuidePage } from './guide-page.tsx'
import { markdownTarget } from './markdown-negotiation.ts'

// The sidebar reads the CMS buckets from the root route's loader data.
vi.mock('@tanstack/react-router', () => ({
  getRouteApi: () => ({
    useLoaderData: ({ select }: { select: (layout: { global: { api_tool_buckets: [] } }) => unknown }) =>
      select({ global: { api_tool_buckets: [] } }),
  }),
}))

const SITE = 'https://www.example.test'

describe.each(guides.map((guide) => [guide.slug, guide] as const))('guide %s', (slug, guide) => {
  const html = new DOMParser().parseFromString(renderToString(<GuidePage guide={guide} />), 'text/html')

  it('says in Markdown what its page says', () => {
    const markdown = guideMarkdown(guide, SITE)
    expect(html.querySelector('h1')?.textContent).toBe(guide.title)
    for (const heading of html.querySelectorAll('article h2'))
      expect(markdown).toContain(`## ${heading.textContent}`)
    for (const pre of html.querySelectorAll('pre[aria-label$=" sample"]'))
      expect(markdown).toContain(`\n${(pre.textContent ?? '').replace(/\n$/, '')}\n`)
    expect(markdown).not.toContain('](/')
  })

  it('is in the sidebar, current, and answers as Markdown', () => {
    const link = html.querySelector(`nav a[href="/documentation/${slug}/"]`)
    expect(link?.getAttribute('aria-current')).toBe('page')
    expect(markdownTarget(`/documentation/${slug}.md`, null)).toEqual({ id: slug })
    expect(markdownTarget(`/documentation/${slug}/`, 'text/markdown')).toEqual({ id: slug })
  })
})

describe('the test-server guide', () => {
  it('shows the HTTP samples by language, pointed at the test server', () => {
    const guide = guides.find((entry) => entry.slug === 'test-your-integration')
    const html = renderToString(guide ? <GuidePage guide={guide} /> : null)
    const labels = [...html.matchAll(/aria-label="([^"]+) sample"/g)].map((match) => match[1])
    expect(labels).toEqual(['Shell', 'Python SDK', 'cURL', 'Python', 'Reset'])
  })
})
