import { mkdirSync, writeFileSync } from 'node:fs'
import { fileURLToPath } from 'node:url'
import { z } from 'zod'
import type { postSchema } from '#shared/content/blog.schema.ts'
import { changelogTag, kindTagNames, kindTags } from '#shared/content/post-kinds.ts'
import { ghostPages, ghostSettings } from '../mocks/fixtures/ghost-site.ts'
import { allTags, authorBios, authors } from '../mocks/fixtures/ghost-taxonomy.ts'
import { placeholderPng } from '../mocks/fixtures/placeholder-media.ts'
import { posts } from '../mocks/fixtures/posts.ts'
import { scalePosts } from '../mocks/fixtures/scale.ts'

/**
 * Exports the fixtures the mocked Ghost serves as seed data for the real Ghost (`blog/.tmp/seed/`),
 * so both show the same learning content: `blog/scripts/seed.js` loads it through the Admin API.
 * Relations name tags and authors by slug; Ghost assigns ids, uuids, reading times and excerpts.
 * `--scale N` (or BLOG_SCALE=N; 1 to 100) adds the scale fixture's posts, as MOCK_SCALE=N does in the mock.
 */
const seedDir = fileURLToPath(new URL('../blog/.tmp/seed/', import.meta.url))

type PostFixture = z.input<typeof postSchema>

/** The staff e-mail Ghost needs for each author (never mailed: Ghost runs without mail here). */
export const authorEmail = (slug: string) => `${slug}@learning.pdfrest.example`

function toSeed(post: PostFixture) {
  return {
    title: post.title,
    slug: post.slug,
    html: post.html ?? '',
    custom_excerpt: post.custom_excerpt ?? null,
    // The mock derives `featured` from the #featured tag; in Ghost it is the post's own switch.
    featured: (post.tags ?? []).some((tag) => tag.slug === 'hash-featured'),
    // The mock serves every feature image as the same placeholder; Ghost gets that file uploaded.
    feature_image: post.feature_image ? 'placeholder.png' : null,
    published_at: post.published_at ?? null,
    tags: (post.tags ?? []).map((tag) => tag.slug),
    authors: (post.authors ?? []).map((author) => author.slug),
  }
}

const scaleArgument = process.argv[process.argv.indexOf('--scale') + 1]
const scale = z.coerce
  .number()
  .int()
  .min(1)
  .max(100)
  .parse(process.argv.includes('--scale') ? scaleArgument : (process.env.BLOG_SCALE ?? 1))

const seededPosts = [...posts, ...scalePosts(scale, posts.length)]
// The scale fixture's new topics (its hubs' tags) join the taxonomy's tags.
const seededTags = [
  ...new Map(
    [...allTags, ...seededPosts.flatMap((post) => post.tags ?? [])].map((tag) => [tag.slug, tag]),
  ).values(),
]

const seed = {
  // The tags that put a post on a page (docs/decisions/005 and 087), which the seed checks every
  // published post for.
  kinds: [
    ...(['tutorial', 'solution', 'hub'] as const).map((kind) => ({
      slug: kindTags[kind],
      name: kindTagNames[kind],
    })),
    { slug: changelogTag.slug, name: changelogTag.name },
  ],
  settings: { title: ghostSettings.title, description: ghostSettings.description },
  tags: seededTags.map((tag) => ({ name: tag.name, slug: tag.slug, visibility: tag.visibility ?? 'public' })),
  authors: Object.values(authors).map((author) => ({
    name: author.name,
    slug: author.slug,
    email: authorEmail(author.slug),
    bio: authorBios[author.slug] ?? null,
  })),
  posts: seededPosts.map(toSeed),
  pages: ghostPages.map(toSeed),
}

mkdirSync(seedDir, { recursive: true })
writeFileSync(`${seedDir}content.json`, `${JSON.stringify(seed, null, 2)}\n`)
writeFileSync(`${seedDir}placeholder.png`, placeholderPng())
console.log(
  `[blog] seed data: ${seed.posts.length} posts, ${seed.pages.length} pages, ${seed.tags.length} tags, ${seed.authors.length} authors`,
)
