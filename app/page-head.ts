import type { Seo } from '#server/content/global.schema.ts'

/** Title and description for a page, from its own SEO fields, else its title; the root adds the rest. */
export function pageMeta(page: { title: string; seo: Seo | null } | undefined) {
  if (!page) return []
  const title = page.seo?.metaTitle ?? `${page.title} | pdfRest`
  return [
    { title },
    { property: 'og:title', content: title },
    { name: 'twitter:title', content: title },
    ...(page.seo
      ? [
          { name: 'description', content: page.seo.metaDescription },
          { property: 'og:description', content: page.seo.metaDescription },
        ]
      : []),
  ]
}
