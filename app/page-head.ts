import type { Seo } from '#shared/content/global.schema.ts'

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

/** Title, description and Open Graph article tags for a learning post. */
export function articleMeta(post: {
  title: string
  excerpt: string
  custom_excerpt: string | null
  published_at: string | null
}) {
  const title = `${post.title} | pdfRest`
  const description = post.custom_excerpt ?? post.excerpt
  return [
    { title },
    { name: 'description', content: description },
    { property: 'og:type', content: 'article' },
    { property: 'og:title', content: title },
    { property: 'og:description', content: description },
    { name: 'twitter:title', content: title },
    { name: 'twitter:description', content: description },
    ...(post.published_at ? [{ property: 'article:published_time', content: post.published_at }] : []),
  ]
}
