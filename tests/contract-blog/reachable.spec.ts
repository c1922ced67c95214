import { expect, test } from '@playwright/test'
import { z } from 'zod'
import { tagSchema } from '#shared/content/blog.schema.ts'
import { sitePathOf } from '#shared/content/post-kinds.ts'

/**
 * Every post the real Ghost publishes is reachable from its list: tutorials and solutions
 * page by page, hubs from the learning home, changelog entries from the changelog. Seeded at 10x (`npm run test:contract:blog:scale`), the
 * lists are dozens of pages deep; at 1x it runs with the rest of the Ghost contract.
 */
const ghost = process.env.GHOST_URL ?? ''
const contentKey = process.env.CONTRACT_GHOST_KEY ?? ''
const site = `http://127.0.0.1:${process.env.CONTRACT_BLOG_SITE_PORT}`

const browseAnswer = z.object({
  posts: z.array(z.object({ slug: z.string(), tags: z.array(tagSchema) })),
  meta: z.object({ pagination: z.object({ next: z.number().nullable() }) }),
})

/** Every published post's site path, read from Ghost's Content API 100 at a time. */
async function publishedPaths(): Promise<string[]> {
  const paths: string[] = []
  for (let page: number | null = 1; page !== null;) {
    const url = new URL(`${ghost}/ghost/api/content/posts/`)
    url.search = new URLSearchParams({
      key: contentKey,
      limit: '100',
      page: String(page),
      fields: 'id,slug',
      include: 'tags',
      filter: 'tag:-staging',
    }).toString()
    const answer = browseAnswer.parse(
      await (await fetch(url, { headers: { 'Accept-Version': 'v5.0' } })).json(),
    )
    for (const post of answer.posts) {
      const path = sitePathOf(post)
      if (path) paths.push(path)
    }
    page = answer.meta.pagination.next
  }
  return paths
}

const hrefs = (html: string) =>
  [...html.matchAll(/<a\s[^>]*?\bhref="([^"]*)"/g)].map(([, href]) => (href ?? '').replace(site, ''))

/** The links of every page of a list, following its page links to the last one. */
async function linksOfList(list: string): Promise<string[]> {
  const links: string[] = []
  let last = 1
  for (let page = 1; page <= last; page += 1) {
    const response = await fetch(`${site}${list}${page > 1 ? `?page=${page}` : ''}`)
    expect(response.status, `${list} page ${page}`).toBe(200)
    for (const href of hrefs(await response.text())) {
      links.push(href)
      const pageLink = href.match(/^([^?]*)\?page=(\d+)$/)
      if (pageLink?.[1] === list) last = Math.max(last, Number(pageLink[2]))
    }
  }
  return links
}

test('every published post is reachable from its list', async () => {
  const published = await publishedPaths()
  expect(published.length).toBeGreaterThan(0)
  const reachable = new Set([
    ...(await linksOfList('/learning/tutorials/')),
    ...(await linksOfList('/learning/solutions/')),
    ...(await linksOfList('/learning/')),
    ...(await linksOfList('/changelog/')),
  ])
  expect(published.filter((path) => !reachable.has(path))).toEqual([])
})
