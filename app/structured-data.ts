/** JSON-LD helpers; `<` is escaped so content can never close the script element. */
export function jsonLd(data: Record<string, unknown>): string {
  return JSON.stringify({ '@context': 'https://schema.org', ...data }).replace(/</g, '\\u003c')
}

export function organizationJsonLd(siteUrl: string): string {
  return jsonLd({
    '@type': 'Organization',
    name: 'pdfRest',
    url: `${siteUrl}/`,
    logo: `${siteUrl}/favicon.svg`,
    parentOrganization: { '@type': 'Organization', name: 'Datalogics, Inc.' },
    sameAs: [
      'https://x.com/pdfrest',
      'https://www.linkedin.com/company/pdfrest',
      'https://github.com/datalogics',
    ],
  })
}

export function breadcrumbJsonLd(siteUrl: string, trail: { name: string; path: string }[]): string {
  return jsonLd({
    '@type': 'BreadcrumbList',
    itemListElement: trail.map((crumb, index) => ({
      '@type': 'ListItem',
      position: index + 1,
      name: crumb.name,
      item: `${siteUrl}${crumb.path}`,
    })),
  })
}
