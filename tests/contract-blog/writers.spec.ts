import { execFile } from 'node:child_process'
import { readFileSync } from 'node:fs'
import { promisify } from 'node:util'
import { type APIRequestContext, expect, request as playwrightRequest, test } from '@playwright/test'
import { z } from 'zod'
import { changelogTag, kindTagNames } from '../../shared/content/post-kinds.ts'
import { visibleText } from '../contract/seeded-content.ts'
import { seed } from './seeded-posts.ts'

/**
 * A writer in Ghost as the README tells it: tags picked by the names the README gives, webhooks
 * from the seeded Ghost reaching the site, and Ghost's own front end sending readers to the site.
 * Runs after ghost.spec.ts (one worker, files in order): the posts it adds are removed at the end.
 */
const ghost = process.env.GHOST_URL ?? ''
const realSite = `http://127.0.0.1:${process.env.CONTRACT_BLOG_SITE_PORT}`
// What the seed was given (localhost, as `npm run blog` defaults to), where Ghost sends readers.
const seededSiteUrl = process.env.SITE_URL ?? ''
const owner = {
  username: process.env.BLOG_ADMIN_EMAIL ?? '',
  password: process.env.BLOG_ADMIN_PASSWORD ?? '',
}

const savedPost = z.object({
  posts: z.array(
    z.object({
      id: z.string(),
      slug: z.string(),
      url: z.string(),
      tags: z.array(z.object({ name: z.string(), slug: z.string() })),
    }),
  ),
})
const integrations = z.object({
  integrations: z.array(
    z.object({
      name: z.string(),
      webhooks: z.array(
        z.object({
          event: z.string(),
          target_url: z.string(),
          last_triggered_status: z.string().nullable(),
          last_triggered_error: z.string().nullable(),
        }),
      ),
    }),
  ),
})

async function page(path: string, base = realSite) {
  const response = await fetch(`${base}${path}`, { redirect: 'manual' })
  const html = await response.text()
  return { status: response.status, location: response.headers.get('location'), text: visibleText(html) }
}

let admin: APIRequestContext
const created: string[] = []

test.beforeAll(async () => {
  admin = await playwrightRequest.newContext({
    baseURL: `${ghost}/ghost/api/admin/`,
    extraHTTPHeaders: { Origin: ghost, 'Accept-Version': 'v6.0' },
  })
  expect((await admin.post('session/', { data: owner })).ok(), 'the seeded owner signs in to Ghost').toBe(
    true,
  )
})

test.afterAll(async () => {
  for (const id of created) await admin.delete(`posts/${id}/`)
  await admin.dispose()
})

/** Publishes a post with tags as Ghost's tag box adds them: by name, a new tag when none has it. */
async function publish(title: string, tagNames: string[]) {
  const slug = `${title.toLowerCase().replaceAll(/[^a-z0-9]+/g, '-')}-${Date.now()}`
  const response = await admin.post('posts/?source=html', {
    data: {
      posts: [
        {
          title,
          slug,
          html: `<p>${title}: what a writer published.</p>`,
          status: 'published',
          tags: tagNames.map((name) => ({ name })),
        },
      ],
    },
  })
  expect(response.ok(), await response.text()).toBe(true)
  const post = savedPost.parse(await response.json()).posts[0]
  if (!post) throw new Error('Ghost answered no post')
  created.push(post.id)
  return post
}

test('a post tagged by the names the README gives is on the site; a typed slug is flagged by the seed check', async () => {
  const readme = readFileSync(new URL('../../README.md', import.meta.url), 'utf8')
  for (const name of Object.values(kindTagNames))
    expect(readme, `README names the tag ${name}`).toContain(`**${name}**`)

  // The list is cached (fresh for a minute): only the webhook can bring the new post in sooner.
  const before = await page('/learning/tutorials/')
  expect(before.status).toBe(200)
  // First in title order, so on the list's first page.
  const title = 'Add a Tutorial by Its Tag Name'
  const post = await publish(title, [kindTagNames.tutorial, 'Redaction'])
  expect(post.tags.map((tag) => tag.slug)).toEqual(['tutorial-post', 'redaction'])
  await expect.poll(async () => (await page(`/learning/tutorials/${post.slug}/`)).status).toBe(200)
  await expect
    .poll(async () => (await page('/learning/tutorials/')).text, { timeout: 20_000, intervals: [250] })
    .toContain(title)

  // Typing the slug, as the README once said, makes a new tag: the post is on no page, and the seed says so.
  const lookAlike = await publish('Writer Typed The Slug', ['tutorial-post'])
  expect(lookAlike.tags.map((tag) => tag.slug)).toEqual(['tutorial-post-2'])
  expect((await page(`/learning/tutorials/${lookAlike.slug}/`)).status).toBe(404)
  const { stdout } = await promisify(execFile)(process.execPath, ['scripts/seed.js', '--check'], {
    cwd: new URL('../../blog/', import.meta.url),
    env: process.env,
  })
  expect(stdout).toContain(
    `warning: published post "${lookAlike.slug}" has none of the tags ${[...Object.values(kindTagNames), changelogTag.name].join(', ')} (its tags: tutorial-post), so no page of the site shows it`,
  )
  expect(stdout).not.toContain(`"${post.slug}"`)
})

test("the seeded Ghost's webhooks arrive at the site given as localhost", async () => {
  const webhooks = async () => {
    const { integrations: all } = integrations.parse(
      await (await admin.get('integrations/?include=webhooks&limit=all')).json(),
    )
    return all.find((entry) => entry.name === 'pdfrest-site')?.webhooks ?? []
  }
  const hooks = await webhooks()
  expect(hooks.length).toBe(11)
  // Ghost resolves names through DNS only: the seed gives it the site's loopback address.
  const target = new URL('/api/revalidate/', seededSiteUrl)
  target.hostname = '127.0.0.1'
  for (const hook of hooks) expect(hook.target_url, hook.event).toBe(target.href)
  // The publish above went through: Ghost records the site's answer once the call returns.
  await expect
    .poll(async () => {
      const published = (await webhooks()).find((hook) => hook.event === 'post.published')
      return `${published?.last_triggered_status} ${published?.last_triggered_error ?? ''}`.trim()
    })
    .toBe('200')
})

test("Ghost's front end sends every post address to the post's page on the site", async () => {
  const { posts } = seed()
  const tutorial = posts.find((post) => post.tags.includes('tutorial-post') && !post.tags.includes('staging'))
  const hub = posts.find((post) => post.tags.includes('content-hub'))
  if (!tutorial || !hub) throw new Error('the seed has no tutorial or hub')

  // "Copy link" in Ghost copies the post's url: Ghost's own address, which now leads to the site.
  const read = await admin.get(`posts/slug/${tutorial.slug}/`)
  const copied = savedPost.parse(await read.json()).posts[0]?.url ?? ''
  expect(copied).toBe(`${ghost}/${tutorial.slug}/`)
  const fromGhost = await fetch(copied, { redirect: 'manual' })
  expect(fromGhost.status).toBe(301)
  expect(fromGhost.headers.get('location')).toBe(`${seededSiteUrl}/learning/post/${tutorial.slug}/`)
  expect(await page(`/learning/post/${tutorial.slug}/`)).toMatchObject({
    status: 308,
    location: `/learning/tutorials/${tutorial.slug}/`,
  })
  const topic = hub.tags.find((tag) => tag !== 'content-hub' && !tag.startsWith('hash-'))
  expect(await page(`/learning/post/${hub.slug}/`)).toMatchObject({
    status: 308,
    location: `/learning/${topic}/`,
  })
  expect((await page('/learning/post/no-such-post/')).status).toBe(404)

  // Ghost's other pages go to the learning home; its admin and files stay where they are.
  for (const path of ['/', '/tag/redaction/', '/author/maya-chen/', '/rss/']) {
    const answer = await page(path, ghost)
    expect(answer, path).toMatchObject({ status: 301, location: `${seededSiteUrl}/learning/` })
  }
  expect((await page('/ghost/', ghost)).status).toBe(200)
  const image = /"feature_image":"([^"]+\/content\/images\/[^"]+)"/.exec(
    await (
      await fetch(`${ghost}/ghost/api/content/posts/?key=${process.env.CONTRACT_GHOST_KEY}&limit=100`)
    ).text(),
  )
  expect(image?.[1], 'a seeded post has a feature image on Ghost').toBeTruthy()
  expect((await fetch(image?.[1] ?? '')).status).toBe(200)
})

test("Ghost's Preview shows the draft on the site, behind the preview secret", async () => {
  const response = await admin.post('posts/?source=html', {
    data: {
      posts: [
        {
          title: 'A Draft Only Writers See',
          slug: `a-draft-only-writers-see-${Date.now()}`,
          html: '<p>Saved, not published.</p>',
          status: 'draft',
          tags: [{ name: kindTagNames.solution }],
        },
      ],
    },
  })
  expect(response.ok(), await response.text()).toBe(true)
  const draft = z
    .object({ posts: z.array(z.object({ id: z.string(), uuid: z.string(), slug: z.string() })) })
    .parse(await response.json()).posts[0]
  if (!draft) throw new Error('Ghost answered no draft')
  created.push(draft.id)

  // Ghost's Preview frames /p/{uuid}/ (with the audience it previews as): Ghost sends it to the site.
  const preview = await fetch(`${ghost}/p/${draft.uuid}/?member_status=anonymous`, { redirect: 'manual' })
  expect(preview.status).toBe(302)
  const location = new URL(preview.headers.get('location') ?? '')
  expect(`${location.origin}${location.pathname}`).toBe(`${seededSiteUrl}/learning/preview/${draft.uuid}/`)

  const path = `/learning/preview/${draft.uuid}/`
  const locked = await page(path)
  expect(locked.status).toBe(200)
  expect(locked.text).toContain('Preview secret')
  expect(locked.text).not.toContain('Saved, not published.')

  const enter = await fetch(
    `${realSite}/api/preview/?secret=${process.env.PREVIEW_SECRET}&url=${encodeURIComponent(path)}`,
    { redirect: 'manual' },
  )
  expect(enter.status).toBe(307)
  const cookie = (enter.headers.get('set-cookie') ?? '').split(';')[0] ?? ''
  const shown = await fetch(`${realSite}${path}`, { headers: { cookie } })
  expect(shown.status).toBe(200)
  // Ghost's Preview shows it in a frame of Ghost's admin: the page lets that origin, only, frame it.
  const ancestors = /frame-ancestors ([^;]+)/.exec(shown.headers.get('content-security-policy') ?? '')?.[1]
  expect(ancestors?.split(' ')).toContain(new URL(ghost).origin)
  const elsewhere = (await fetch(`${realSite}/learning/`)).headers.get('content-security-policy') ?? ''
  expect(elsewhere).not.toContain(new URL(ghost).origin)
  const text = visibleText(await shown.text())
  expect(text).toContain('A Draft Only Writers See')
  expect(text).toContain('Saved, not published.')
  expect(text).toContain(`Once published it will be at /learning/solutions/${draft.slug}/`)
  // A draft has no publish date: the byline leaves it out rather than show an empty one.
  expect(text).not.toMatch(/· +·/)
  // Never on the public site while it is a draft.
  expect((await page(`/learning/solutions/${draft.slug}/`)).status).toBe(404)
})

test('the seed gives writers their own Contributor sign-in, and its first run logs no failed webhook', async () => {
  const writer = await playwrightRequest.newContext({
    baseURL: `${ghost}/ghost/api/admin/`,
    extraHTTPHeaders: { Origin: ghost, 'Accept-Version': 'v6.0' },
  })
  const signIn = await writer.post('session/', {
    data: { username: 'writer@example.com', password: owner.password },
  })
  expect(signIn.ok(), await signIn.text()).toBe(true)
  const me = z
    .object({
      users: z.array(
        z.object({ id: z.string(), email: z.string(), roles: z.array(z.object({ name: z.string() })) }),
      ),
    })
    .parse(await (await writer.get('users/me/?include=roles')).json()).users[0]
  expect(me).toEqual({
    id: expect.any(String),
    email: 'writer@example.com',
    roles: [expect.objectContaining({ name: 'Contributor' })],
  })
  // A Contributor saves drafts of their own, as Ghost's editor does; publishing is an editor's.
  const post = { title: `Writer draft ${Date.now()}`, html: '<p>Mine.</p>', authors: [{ id: me?.id }] }
  const draft = await writer.post('posts/?source=html', { data: { posts: [{ ...post, status: 'draft' }] } })
  expect(draft.ok(), await draft.text()).toBe(true)
  const { posts } = z.object({ posts: z.array(z.object({ id: z.string() })) }).parse(await draft.json())
  created.push(...posts.map((saved) => saved.id))
  const published = await writer.post('posts/?source=html', {
    data: { posts: [{ ...post, status: 'published' }] },
  })
  expect(published.status()).toBe(403)
  await writer.dispose()
  // Ghost started and was seeded before the site (scripts/blog-contract.sh), as on a first
  // `npm run blog`: the seed adds the webhooks after its posts, so none was sent to a site not up.
  const log = readFileSync('blog/.tmp/contract/ghost.log', 'utf8')
  expect(log.match(/\[WEBHOOK_DELIVERY_FAILURE\][^\n]*/g) ?? []).toEqual([])
})
