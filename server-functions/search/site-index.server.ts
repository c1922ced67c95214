import { z } from 'zod'
import { readThrough } from '../content/cache.server.ts'
import { errorText } from '#shared/http/error-text.ts'
import { browseEveryPost, CARD_FIELDS, topicOf } from '../content/ghost.server.ts'
import { languageOf } from '../content/learning.server.ts'
import { getGlobalRecord, listSlugs } from '../content/strapi.server.ts'
import { postExcerpt } from '#shared/content/post-summary.ts'
import { changelogPath, isChangelogEntry } from '#shared/content/post-kinds.ts'
import { fileEndpointDocs, guideDocs, referenceDocs } from '#shared/search/reference-docs.ts'
import { docsSections } from '#shared/search/docs-sections.ts'
import { endpointSynonyms } from '#domain/pdf-api/catalogue/synonyms.ts'
import { labTools } from '#domain/pdf-api/tools.ts'
import { type SearchDoc, searchKinds } from '#domain/search/search-engine.ts'

const INDEX_FRESH_MS = 60_000

/** Fixed pages the CMS does not list. */
const staticPages: SearchDoc[] = [
  { id: 'page:/', kind: 'page', title: 'Home', url: '/', keywords: ['pdfrest', 'pdf api'] },
  {
    id: 'page:/pricing/',
    kind: 'page',
    title: 'Pricing',
    url: '/pricing/',
    keywords: ['plans', 'price', 'cost', 'premium', 'enterprise'],
  },
  {
    id: 'page:/apitools/',
    kind: 'page',
    title: 'API Tools',
    url: '/apitools/',
    keywords: ['tools', 'endpoints', 'reference'],
  },
  {
    id: 'page:/apilab/',
    kind: 'page',
    title: 'API Lab',
    url: '/apilab/',
    keywords: ['playground', 'try', 'sandbox', 'code samples'],
  },
  { id: 'page:/learning/', kind: 'page', title: 'Learning', url: '/learning/', keywords: ['docs', 'guides'] },
  {
    id: 'page:/learning/solutions/',
    kind: 'page',
    title: 'Solutions',
    url: '/learning/solutions/',
    keywords: ['use cases'],
  },
  {
    id: 'page:/learning/tutorials/',
    kind: 'page',
    title: 'Tutorials',
    url: '/learning/tutorials/',
    keywords: ['how to', 'examples'],
  },
  {
    id: 'page:/account/',
    kind: 'page',
    title: 'Account',
    url: '/account/',
    keywords: ['api key', 'usage', 'billing', 'plan'],
  },
  {
    id: 'page:/documentation/',
    kind: 'page',
    title: 'API reference',
    url: '/documentation/',
    keywords: ['docs', 'documentation', 'authentication', 'api key', 'errors', 'limits', 'eu', 'openapi'],
  },
  {
    id: 'page:/changelog/',
    kind: 'page',
    title: 'Changelog',
    url: '/changelog/',
    keywords: ['changelog', 'release notes', 'what is new', 'updates', 'atom', 'feed'],
  },
  {
    id: 'page:/support/',
    kind: 'page',
    title: 'Support',
    url: '/support/',
    keywords: ['contact', 'help', 'billing', 'ticket'],
  },
  {
    id: 'page:/container-license-key-request/',
    kind: 'page',
    title: 'Container licence key request',
    url: '/container-license-key-request/',
    keywords: ['license', 'licence', 'container', 'docker'],
  },
]

async function orEmpty<T>(what: string, read: () => Promise<T[]>): Promise<T[]> {
  try {
    return await read()
  } catch (error) {
    console.error(`[search] ${what} left out of the index:`, errorText(error))
    return []
  }
}

/** Every searchable thing on the site, from the same cached CMS and blog reads as the pages. */
export async function collectSearchDocs(): Promise<SearchDoc[]> {
  const [global, products, legal, posts] = await Promise.all([
    getGlobalRecord(),
    orEmpty('products', () => listSlugs('products')),
    orEmpty('legal pages', () => listSlugs('legal-pages')),
    orEmpty(
      'learning posts',
      // Every published post's card (no bodies), 100 a read; the index stays on the server (decision 064).
      () => browseEveryPost({ fields: CARD_FIELDS, include: ['tags'] }),
    ),
  ])
  const tools: SearchDoc[] = global.api_tool_buckets.flatMap((bucket) =>
    bucket.api_tools.map((tool) => ({
      id: `tool:${tool.slug}`,
      kind: 'tool' as const,
      title: tool.name,
      url: `/apitools/${tool.slug}/`,
      description: tool.header_blurb ?? undefined,
      group: bucket.name,
      pro: tool.pro_tool,
      keywords: tool.slug.split('-'),
      synonyms: labTools
        .filter((endpoint) => endpoint.cmsSlug === tool.slug)
        .flatMap((endpoint) => endpointSynonyms[endpoint.id] ?? []),
    })),
  )
  const learning: SearchDoc[] = posts.flatMap((post): SearchDoc[] => {
    const tags = post.tags.map((tag) => tag.slug)
    const description = postExcerpt(post) || undefined
    const keywords = post.tags.filter((tag) => tag.visibility === 'public').map((tag) => tag.name)
    if (tags.includes('tutorial-post')) {
      return [
        {
          id: `post:${post.slug}`,
          kind: 'tutorial',
          title: post.title,
          url: `/learning/tutorials/${post.slug}/`,
          description,
          group: languageOf(post),
          keywords,
        },
      ]
    }
    if (tags.includes('solutions-post')) {
      return [
        {
          id: `post:${post.slug}`,
          kind: 'post',
          title: post.title,
          url: `/learning/solutions/${post.slug}/`,
          description,
          keywords,
        },
      ]
    }
    const topic = tags.includes('content-hub') ? topicOf(post) : undefined
    if (!topic && isChangelogEntry(post)) {
      return [
        {
          id: `changelog:${post.slug}`,
          kind: 'post',
          title: post.title,
          url: changelogPath(post.slug),
          description,
          keywords: [...keywords, 'changelog'],
        },
      ]
    }
    return topic
      ? [
          {
            id: `hub:${topic}`,
            kind: 'post',
            title: post.title,
            url: `/learning/${topic}/`,
            description,
            keywords,
          },
        ]
      : []
  })
  const titled = (slug: string, title: string | null | undefined) => title ?? slug.replace(/-/g, ' ')
  return [
    ...tools,
    ...referenceDocs(),
    ...fileEndpointDocs(),
    ...guideDocs(),
    ...staticPages,
    ...docsSections,
    ...legal.map((page) => ({
      id: `page:/${page.slug}/`,
      kind: 'page' as const,
      title: titled(page.slug, page.title),
      url: `/${page.slug}/`,
    })),
    ...products.map((product) => ({
      id: `product:${product.slug}`,
      kind: 'product' as const,
      title: titled(product.slug, product.title),
      url: `/products/${product.slug}/`,
      keywords: product.slug.split('-'),
    })),
    ...learning,
  ]
}

const searchDocSchema = z.object({
  id: z.string(),
  kind: z.enum(searchKinds),
  title: z.string(),
  url: z.string(),
  description: z.string().optional(),
  group: z.string().optional(),
  pro: z.boolean().optional(),
  keywords: z.array(z.string()).optional(),
  synonyms: z.array(z.string()).optional(),
})

/**
 * Every searchable document, cached like any content: a revalidate webhook (which purges the content
 * cache) refreshes the search too. The browser indexes them itself (decision 009).
 */
export async function siteSearchDocs(): Promise<SearchDoc[]> {
  return readThrough({
    key: 'search:docs',
    freshMs: INDEX_FRESH_MS,
    load: collectSearchDocs,
    parse: (value) => z.array(searchDocSchema).parse(value),
  })
}
