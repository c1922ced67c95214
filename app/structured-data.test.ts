import { describe, expect, it } from 'vitest'
import { breadcrumbJsonLd, organizationJsonLd } from './structured-data.ts'

describe('structured data', () => {
  it('describes the organisation', () => {
    expect(JSON.parse(organizationJsonLd('https://pdfrest.com'))).toMatchObject({
      '@type': 'Organization',
      url: 'https://pdfrest.com/',
    })
  })

  it('builds breadcrumbs with absolute URLs and cannot close its script', () => {
    const ld = breadcrumbJsonLd('https://pdfrest.com', [
      { name: 'API Tools', path: '/apitools/' },
      { name: '</script>', path: '/apitools/x/' },
    ])
    expect(ld).not.toContain('</script>')
    expect(JSON.parse(ld).itemListElement[0]).toEqual({
      '@type': 'ListItem',
      position: 1,
      name: 'API Tools',
      item: 'https://pdfrest.com/apitools/',
    })
  })
})
