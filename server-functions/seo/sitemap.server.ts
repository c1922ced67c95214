import { errorText } from '#shared/http/error-text.ts'
import { browsePosts, topicOf } from '../content/ghost.server.ts'
import { getGlobalRecord, listSlugs } from '../content/strapi.server.ts'
import { serverEnv } from '../env.server.ts'

type Entry = { path: string; lastmod?: string | null }

const escapeXml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;')

export function sitemapXml(siteUrl: string, entries: Entry[]): string {
  const urls = entries
    .map(
      (entry) =>
        `  <url><loc>${escapeXml(`${siteUrl}${entry.path}`)}</loc>${entry.lastmod ? `<lastmod>${escapeXml(entry.lastmod)}</lastmod>` : ''}</url>`,
    )
    .join('\n')
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls}\n</urlset>\n`
}

/**
 * Every public page that has a route: CMS pages, the tool list and tool pages, products and legal
 * pages. Never redirects, account, admin or preview URLs. A section whose service fails is left out.
 */
export async function buildSitemap(): Promise<string> {
  const settle = async <T>(what: string, read: () => Promise<T[]>): Promise<T[]> =>
    read().catch((error: unknown) => {
      console.error(`[sitemap] ${what} left out:`, errorText(error))
      return []
    })
  const [global, pages, products, legal, posts] = await Promise.all([
    getGlobalRecord(),
    settle('pages', () => listSlugs('pages')),
    settle('products', () => listSlugs('products')),
    settle('legal pages', () => listSlugs('legal-pages')),
    settle('learning posts', async () => (await browsePosts({ limit: 'all', filter: 'tag:-staging' })).posts),
  ])
  const learning: Entry[] = posts.flatMap((post) => {
    const tags = post.tags.map((tag) => tag.slug)
    const lastmod = post.updated_at ?? post.published_at
    if (tags.includes('tutorial-post')) return [{ path: `/learning/tutorials/${post.slug}/`, lastmod }]
    if (tags.includes('solutions-post')) return [{ path: `/learning/solutions/${post.slug}/`, lastmod }]
    const topic = tags.includes('content-hub') ? topicOf(post) : undefined
    return topic ? [{ path: `/learning/${topic}/`, lastmod }] : []
  })
  const entries: Entry[] = [
    { path: '/' },
    { path: '/pricing/' },
    { path: '/apitools/' },
    { path: '/container-license-key-request/' },
    // Other CMS pages live at /{slug}/ (the front page and pricing are listed above).
    ...pages
      .filter((page) => page.slug !== 'home' && page.slug !== 'pricing')
      .map((page) => ({ path: `/${page.slug}/`, lastmod: page.updatedAt })),
    ...global.api_tool_buckets.flatMap((bucket) =>
      bucket.api_tools.map((tool) => ({ path: `/apitools/${tool.slug}/` })),
    ),
    ...products.map((product) => ({ path: `/products/${product.slug}/`, lastmod: product.updatedAt })),
    ...legal.map((page) => ({ path: `/${page.slug}/`, lastmod: page.updatedAt })),
    { path: '/learning/' },
    { path: '/learning/solutions/' },
    { path: '/learning/tutorials/' },
    ...learning,
  ]
  return sitemapXml(serverEnv().siteUrl, entries)
}

export function robotsTxt(siteUrl: string): string {
  return [
    'User-agent: *',
    'Allow: /',
    'Disallow: /account/',
    'Disallow: /admin/',
    'Disallow: /api/',
    '',
    `Sitemap: ${siteUrl}/sitemap.xml`,
    '',
  ].join('\n')
}
