import { readFileSync } from 'node:fs'
import { z } from 'zod'

/** The seed both Ghosts hold (written by scripts/blog-seed-data.ts): which learning URLs exist. */
const seedFile = new URL('../../blog/.tmp/seed/content.json', import.meta.url)

const seedSchema = z.object({
  tags: z.array(z.object({ name: z.string(), slug: z.string(), visibility: z.enum(['public', 'internal']) })),
  posts: z.array(z.object({ title: z.string(), slug: z.string(), tags: z.array(z.string()) })),
})
export type SeededPost = z.infer<typeof seedSchema>['posts'][number]

export function seed() {
  return seedSchema.parse(JSON.parse(readFileSync(seedFile, 'utf8')))
}

const kindPaths: Record<string, (post: SeededPost) => string> = {
  'tutorial-post': (post) => `/learning/tutorials/${post.slug}/`,
  'solutions-post': (post) => `/learning/solutions/${post.slug}/`,
  // A hub lives at its topic: its first public tag other than content-hub.
  'content-hub': (post) =>
    `/learning/${post.tags.find((tag) => tag !== 'content-hub' && !tag.startsWith('hash-'))}/`,
}

/** Every learning URL the seed implies: lists, their pages and tag filters, posts and hubs. */
export function learningPaths(): string[] {
  const { posts, tags } = seed()
  const topics = tags.filter((tag) => tag.visibility === 'public').map((tag) => tag.slug)
  const lists = ['/learning/', '/learning/solutions/', '/learning/tutorials/']
  const pages = ['/learning/solutions/?page=2', '/learning/tutorials/?page=2', '/learning/tutorials/?page=9']
  const filters = topics.map((topic) => `/learning/solutions/?tag=${topic}`)
  const postPaths = posts.flatMap((post) => {
    const kind = post.tags.find((tag) => tag in kindPaths)
    return kind ? [kindPaths[kind]?.(post) ?? ''] : []
  })
  const missing = [
    '/learning/tutorials/no-such-post/',
    '/learning/no-such-topic/',
    '/learning/solutions/?page=0',
  ]
  return [...lists, ...pages, ...filters, ...new Set(postPaths), ...missing]
}

/** The learning links a page's footer lists (its topics). */
export function footerTopics(html: string): string[] {
  const footer = /<footer[\s\S]*?<\/footer>/.exec(html)?.[0] ?? ''
  return [...footer.matchAll(/href="(\/learning\/[a-z0-9-]+\/)"[^>]*>([^<]+)</g)].map(
    (match) => `${match[2]} ${match[1]}`,
  )
}
