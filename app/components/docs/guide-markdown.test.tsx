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

describe('the guides a developer looks for first', () => {
  const render = (slug: string) => {
    const guide = guides.find((entry) => entry.slug === slug)
    return new DOMParser().parseFromString(
      renderToString(guide ? <GuidePage guide={guide} /> : null),
      'text/html',
    )
  }

  it('has a quickstart per sample language, each one to take the signed-in key', () => {
    const html = render('quickstart')
    const labels = [...html.querySelectorAll('pre[aria-label$=" sample"]')].map((pre) =>
      pre.getAttribute('aria-label'),
    )
    expect(labels).toEqual(
      ['cURL', 'Python', 'Node.js', 'PHP', 'Java', 'C#'].map((label) => `${label} sample`),
    )
    for (const pre of html.querySelectorAll('pre[aria-label$=" sample"]')) {
      expect(pre.querySelectorAll('[data-api-key]')).toHaveLength(1)
      expect(pre.textContent).toContain('compressed.pdf')
    }
    expect(html.querySelector('[data-island="sample-key"]')).not.toBeNull()
  })

  it('gives the errors as tables, a row per status with its body and what to do', () => {
    const html = render('errors')
    const tables = [...html.querySelectorAll('table')]
    expect(tables.map((table) => table.getAttribute('aria-label'))).toEqual([
      'PDF API statuses',
      'API lab statuses',
    ])
    const statuses = [...html.querySelectorAll('tbody th[scope="row"]')].map(
      (th) => th.textContent?.split(' ')[0],
    )
    expect(statuses).toEqual([
      '400',
      '401',
      '403',
      '404',
      '413',
      '5xx',
      '400',
      '401',
      '408',
      '413',
      '429',
      '502',
      '503',
    ])
    expect(html.body.textContent).toContain('{"error":"Invalid API key."}')
    const guide = guides.find((entry) => entry.slug === 'errors')
    const markdown = guide ? guideMarkdown(guide, SITE) : ''
    expect(markdown).toContain('| Status | When | Body | What to do |')
    expect(markdown).toContain(`](${SITE}/pricing/#plans)`)
  })

  it('gives each plan’s limits from the plan catalogue', () => {
    const rows = [...render('limits').querySelectorAll('tbody tr')].map((row) => row.textContent)
    expect(rows).toHaveLength(4)
    expect(rows[0]).toContain('Starter')
    expect(rows[0]).toContain('100 MB')
    expect(rows[1]).toContain('$0.10 per call')
  })
})
