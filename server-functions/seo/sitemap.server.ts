import { fileEndpointPath, fileEndpoints } from '#domain/pdf-api/file-endpoints.ts'
import { labTools, referencePath } from '#domain/pdf-api/tools.ts'
import { guidePath, guides } from '#shared/docs/guides.ts'
import { errorText } from '#shared/http/error-text.ts'
import { changelogPath, changelogTag, kindTags } from '#shared/content/post-kinds.ts'
import { postIndex } from '../content/ghost.server.ts'
import { hubTopics } from '../content/hub-topics.server.ts'
import { getGlobalRecord, listSlugs } from '../content/strapi.server.ts'
import { serverEnv } from '../env.server.ts'

export type SitemapEntry = { path: string; lastmod?: string | null }

/** The protocol's bound on one sitemap file (sitemaps.org): past it, the index names another file. */
export const SITEMAP_MAX_URLS = 50_000

const escapeXml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;')

const lastmodTag = (lastmod: string | null | undefined) =>
  lastmod ? `<lastmod>${escapeXml(lastmod)}</lastmod>` : ''

/** Chunks of a document written as they are made: a file of 50,000 addresses is never one string. */
function streamOf(head: string, lines: Iterable<string>, tail: string): ReadableStream<Uint8Array> {
  const encoder = new TextEncoder()
  const iterator = lines[Symbol.iterator]()
  const BATCH = 500
  let started = false
  return new ReadableStream({
    pull(controller) {
      let chunk = started ? '' : head
      started = true
      for (let at = 0; at < BATCH; at += 1) {
        const next = iterator.next()
        if (next.done) {
          controller.enqueue(encoder.encode(`${chunk}${tail}`))
          controller.close()
          return
        }
        chunk += `${next.value}\n`
      }
      controller.enqueue(encoder.encode(chunk))
    },
  })
}

function* urlLines(siteUrl: string, entries: SitemapEntry[]) {
  for (const entry of entries) {
    yield `  <url><loc>${escapeXml(`${siteUrl}${entry.path}`)}</loc>${lastmodTag(entry.lastmod)}</url>`
  }
}

export function sitemapStream(siteUrl: string, entries: SitemapEntry[]): ReadableStream<Uint8Array> {
  return streamOf(
    '<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n',
    urlLines(siteUrl, entries),
    '</urlset>\n',
  )
}

function* indexLines(siteUrl: string, files: SitemapFile[]) {
  for (const file of files) {
    yield `  <sitemap><loc>${escapeXml(`${siteUrl}/sitemaps/${file.name}.xml`)}</loc>${lastmodTag(file.lastmod)}</sitemap>`
  }
}

const settle = async <T>(what: string, read: () => Promise<T[]>): Promise<T[]> =>
  read().catch((error: unknown) => {
    console.error(`[sitemap] ${what} left out:`, errorText(error))
    return []
  })

/**
 * The site's pages other than learning posts: fixed pages, CMS pages, the tool list and tool pages,
 * products and legal pages, the API reference. Never redirects, account, admin or preview URLs.
 */
async function pageEntries(): Promise<SitemapEntry[]> {
  const [global, pages, products, legal] = await Promise.all([
    getGlobalRecord(),
    settle('pages', () => listSlugs('pages')),
    settle('products', () => listSlugs('products')),
    settle('legal pages', () => listSlugs('legal-pages')),
  ])
  return [
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
    // The API reference: its overview, guides and endpoint pages, as the sidebar lists them.
    { path: '/documentation/' },
    ...guides.map((guide) => ({ path: guidePath(guide) })),
    ...fileEndpoints.map((endpoint) => ({ path: fileEndpointPath(endpoint) })),
    ...labTools.map((tool) => ({ path: referencePath(tool) })),
    { path: '/learning/' },
    { path: '/learning/solutions/' },
    { path: '/learning/tutorials/' },
    { path: '/changelog/' },
  ]
}

/**
 * Every published learning post's page and changelog entry's, from the title indexes (no bodies),
 * lastmod from Ghost.
 */
async function learningEntries(): Promise<SitemapEntry[]> {
  const [tutorials, solutions, hubs, changelog] = await Promise.all([
    settle('tutorials', () => postIndex(`tag:${kindTags.tutorial}`)),
    settle('solutions', () => postIndex(`tag:${kindTags.solution}+tag:-${kindTags.tutorial}`)),
    // A hub also tagged as a tutorial or solution is listed there.
    settle('hubs', async () => (await hubTopics()).filter((hub) => hub.ownPage)),
    settle('changelog', () => postIndex(`tag:${changelogTag.slug}`)),
  ])
  const lastmod = (post: { updated_at: string | null; published_at: string | null }) =>
    post.updated_at ?? post.published_at
  return [
    ...tutorials.map((post) => ({ path: `/learning/tutorials/${post.slug}/`, lastmod: lastmod(post) })),
    ...solutions.map((post) => ({ path: `/learning/solutions/${post.slug}/`, lastmod: lastmod(post) })),
    ...hubs.map((hub) => ({ path: `/learning/${hub.topic}/`, lastmod: hub.updated_at })),
    ...changelog.map((post) => ({ path: changelogPath(post.slug), lastmod: lastmod(post) })),
  ]
}

type SitemapFile = { name: string; entries: SitemapEntry[]; lastmod: string | undefined }

const latest = (entries: SitemapEntry[]) =>
  entries.reduce<string | undefined>(
    (best, entry) => (entry.lastmod && (!best || entry.lastmod > best) ? entry.lastmod : best),
    undefined,
  )

/** The sitemap's files: `pages`, then `learning-1`, `learning-2`… of at most 50,000 addresses each. */
export async function sitemapFiles(): Promise<SitemapFile[]> {
  const [pages, learning] = await Promise.all([pageEntries(), learningEntries()])
  const files: SitemapFile[] = [{ name: 'pages', entries: pages, lastmod: latest(pages) }]
  for (let start = 0, part = 1; start < learning.length; start += SITEMAP_MAX_URLS, part += 1) {
    const entries = learning.slice(start, start + SITEMAP_MAX_URLS)
    files.push({ name: `learning-${part}`, entries, lastmod: latest(entries) })
  }
  return files
}

/** `/sitemap.xml`: the index of the sitemap's files. */
export async function sitemapIndexStream(): Promise<ReadableStream<Uint8Array>> {
  const siteUrl = serverEnv().siteUrl
  return streamOf(
    '<?xml version="1.0" encoding="UTF-8"?>\n<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n',
    indexLines(siteUrl, await sitemapFiles()),
    '</sitemapindex>\n',
  )
}

/** `/sitemaps/{name}.xml`, or undefined for a file the index does not name. */
export async function sitemapFileStream(name: string): Promise<ReadableStream<Uint8Array> | undefined> {
  const file = (await sitemapFiles()).find((candidate) => candidate.name === name)
  return file ? sitemapStream(serverEnv().siteUrl, file.entries) : undefined
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
