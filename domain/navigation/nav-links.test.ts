import { describe, expect, it } from 'vitest'
import { bucketNames } from '../pdf-api/bucket-names.ts'
import type { ApiTool, ApiToolBucket } from '#shared/content/global.schema.ts'
import { bucketsInFooterOrder, otherNavLinks, toolsByRank, withTrailingSlash } from './nav-links.ts'

const tool = (slug: string, rank: number): ApiTool => ({
  name: slug,
  slug,
  header_blurb: '',
  icon: null,
  pro_tool: false,
  rank,
})

describe('navigation data', () => {
  it('sorts tools by ascending rank', () => {
    expect(toolsByRank([tool('c', 3), tool('a', 1), tool('b', 2)]).map((entry) => entry.slug)).toEqual([
      'a',
      'b',
      'c',
    ])
  })

  it('orders footer buckets Convert … Analyze whatever the CMS order', () => {
    const names = ['Analyze', 'Forms', 'Convert', 'Secure', 'Simplify', 'Optimize', 'Modify', 'Extract']
    const buckets: ApiToolBucket[] = names.map((name) => ({ name, api_tools: [] }))
    expect(bucketsInFooterOrder(buckets).map((bucket) => bucket.name)).toEqual([...bucketNames])
  })

  it('shows links with a trailing slash, leaving anchors and external URLs alone', () => {
    expect(withTrailingSlash('/pricing')).toBe('/pricing/')
    expect(withTrailingSlash('/apitools/#Convert')).toBe('/apitools/#Convert')
    expect(withTrailingSlash('https://x.com/pdfrest')).toBe('https://x.com/pdfrest')
  })

  it('leaves API Tools to the mega-menu', () => {
    const nav = [
      { label: 'API Tools', url: '/apitools/', description: '', children: [] },
      { label: 'Pricing', url: '/pricing/', description: '', children: [] },
    ]
    expect(otherNavLinks(nav).map((link) => link.label)).toEqual(['Pricing'])
  })
})
