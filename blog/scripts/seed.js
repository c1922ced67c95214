/**
 * Loads the site's learning fixtures (exported by `scripts/blog-seed-data.ts` into .tmp/seed/) into
 * a running Ghost through its Admin API: sets the site up with an owner (no mail is sent), creates
 * the site's integration (Content API key, written to .tmp/site-key) and its revalidate webhooks,
 * then the authors, tags, posts and pages. Idempotent: posts, pages and tags that exist (same slug)
 * are left as editors left them; `--reset` overwrites them with the fixtures.
 */
const fs = require('node:fs')
const path = require('node:path')
const GhostAdminAPI = require('@tryghost/admin-api')

const root = path.resolve(__dirname, '..')
const seedDir = path.join(root, '.tmp', 'seed')
const reset = process.argv.includes('--reset')
const checkOnly = process.argv.includes('--check')
const ghostUrl = (process.env.GHOST_URL || 'http://localhost:2368').replace(/\/+$/, '')
const siteUrl = (process.env.SITE_URL || 'http://localhost:3000').replace(/\/+$/, '')
const revalidateSecret = process.env.REVALIDATE_SECRET || ''
const owner = {
  name: 'Learning Admin',
  email: process.env.BLOG_ADMIN_EMAIL || 'blog-admin@example.com',
  password: process.env.BLOG_ADMIN_PASSWORD || 'Demo-pass-1!',
}
/** The writer's own sign-in (a Contributor: writes and previews drafts, an editor publishes them). */
const writer = {
  name: 'Walter Writer',
  slug: 'walter-writer',
  email: process.env.BLOG_WRITER_EMAIL || 'writer@example.com',
  password: owner.password,
}
const INTEGRATION_NAME = 'pdfrest-site'
const WEBHOOK_EVENTS = [
  'post.published',
  'post.published.edited',
  'post.unpublished',
  'post.deleted',
  'page.published',
  'page.published.edited',
  'page.unpublished',
  'page.deleted',
  'tag.added',
  'tag.edited',
  'tag.deleted',
]
const API_VERSION = 'v6.0'
const adminBase = `${ghostUrl}/ghost/api/admin`

const log = (message) => console.log(`[blog] ${message}`)

/** Ghost 6 answers at most 100 items a page (`limit=all` included): read every page. */
async function browseAll(api, resource, options = {}) {
  const items = []
  for (let page = 1; page;) {
    const batch = await api[resource].browse({ ...options, limit: 100, page })
    items.push(...batch)
    page = batch.meta?.pagination?.next ?? null
  }
  return items
}

/** Ghost's admin session (cookie), for the few endpoints an integration may not call. */
function staffSession() {
  let cookie = ''
  const call = async (method, pathname, body) => {
    const headers = { Origin: ghostUrl, 'Accept-Version': API_VERSION }
    if (cookie) headers.Cookie = cookie
    let payload = body
    if (body && !(body instanceof FormData)) {
      headers['Content-Type'] = 'application/json'
      payload = JSON.stringify(body)
    }
    const response = await fetch(`${adminBase}${pathname}`, { method, headers, body: payload })
    const setCookie = response.headers.getSetCookie?.() ?? []
    if (setCookie.length) cookie = setCookie.map((value) => value.split(';')[0]).join('; ')
    const text = await response.text()
    if (!response.ok)
      throw new Error(`${method} ${pathname} answered ${response.status}: ${text.slice(0, 500)}`)
    // A few endpoints answer plain text ("Created").
    return text.startsWith('{') ? JSON.parse(text) : {}
  }
  return call
}

async function waitForGhost() {
  const deadline = Date.now() + 180_000
  for (;;) {
    try {
      const response = await fetch(`${adminBase}/site/`, { headers: { 'Accept-Version': API_VERSION } })
      if (response.ok) return
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) throw new Error(`Ghost did not answer at ${ghostUrl} within 3 minutes`)
    await new Promise((resolve) => setTimeout(resolve, 500))
  }
}

/** Returns true when this run set Ghost up (a fresh database with Ghost's sample content). */
async function setUp(call) {
  const { setup } = await call('GET', '/authentication/setup/')
  const fresh = !setup[0].status
  if (fresh) {
    await call('POST', '/authentication/setup/', {
      setup: [
        { name: owner.name, email: owner.email, password: owner.password, blogTitle: 'pdfRest Learning' },
      ],
    })
    log(`set up with owner ${owner.email}`)
  }
  await call('POST', '/session/', { username: owner.email, password: owner.password })
  return fresh
}

/** A new Ghost starts with a sample post, page and tag ("Coming soon", "About this site", "News"). */
async function removeSamples(api) {
  for (const resource of ['posts', 'pages', 'tags']) {
    const samples = await browseAll(api, resource)
    for (const sample of samples) await api[resource].delete({ id: sample.id })
  }
  log("removed Ghost's sample content")
}

/** The site's custom integration: its Content API key for the site, its Admin API key for this seed. */
async function integration(call) {
  const browse = () => call('GET', '/integrations/?include=api_keys,webhooks&limit=all')
  let found = (await browse()).integrations.find((item) => item.name === INTEGRATION_NAME)
  if (!found) {
    await call('POST', '/integrations/?include=api_keys,webhooks', {
      integrations: [
        { name: INTEGRATION_NAME, description: 'The pdfRest site reads learning posts with this key.' },
      ],
    })
    found = (await browse()).integrations.find((item) => item.name === INTEGRATION_NAME)
  }
  const key = (type) => found.api_keys.find((apiKey) => apiKey.type === type)
  const admin = key('admin')
  return {
    id: found.id,
    webhooks: found.webhooks ?? [],
    contentKey: key('content').secret,
    // Ghost 6 answers the admin key whole ("{id}:{secret}"), as the admin screen shows it.
    adminKey: admin.secret.includes(':') ? admin.secret : `${admin.id}:${admin.secret}`,
  }
}

/**
 * Where Ghost's webhooks reach the site: SITE_URL with `localhost` as 127.0.0.1. Ghost's request
 * library resolves host names through DNS only, never the hosts file, so a webhook to localhost
 * fails with "cacheableLookup ENOTFOUND localhost" wherever DNS has no such name.
 */
function webhookTarget() {
  const url = new URL(`${siteUrl}/api/revalidate/`)
  if (url.hostname === 'localhost') url.hostname = '127.0.0.1'
  return url.href
}

/**
 * One webhook per event to the site's revalidate route, signed with the revalidate secret. Added
 * after the seed's own posts (the old ones removed before them): the site is usually not up yet
 * while Ghost first starts, and each seeded post would otherwise log a failed delivery with its stack.
 */
async function removeWebhooks(api, site) {
  for (const hook of site.webhooks) await api.webhooks.delete({ id: hook.id })
}

async function webhooks(api, site) {
  const target = webhookTarget()
  if (!revalidateSecret) {
    log('REVALIDATE_SECRET is not set: no revalidate webhooks (the site refreshes within a minute)')
    return
  }
  for (const event of WEBHOOK_EVENTS) {
    await api.webhooks.add({
      event,
      target_url: target,
      name: `pdfrest-site revalidate (${event})`,
      secret: revalidateSecret,
      integration_id: site.id,
    })
  }
  log(`webhooks: ${WEBHOOK_EVENTS.length} events → ${target}`)
}

/**
 * Ghost's own front end serves no public copy of the posts: every address it would render is sent
 * to the site. A post's (`/{slug}/`, what "Copy link" gives) goes to the site's /learning/post/{slug}/,
 * which finds the post's learning URL whatever its kind; Ghost's home, tag, author, paging and feed
 * pages go to /learning/, and a preview link (`/p/{uuid}/`) to the site's draft preview. Admin
 * (/ghost/), files (/content/) and members are left alone. Replaced on every run, so the targets
 * follow SITE_URL.
 */
async function frontEndRedirects(call) {
  const learning = `${siteUrl}/learning/`
  const redirects = [
    // Ghost's Preview (and its preview link) shows the draft on the site, behind its preview secret.
    { from: '^/p/([0-9a-f-]{36})/$', to: `${learning}preview/$1/`, permanent: false },
    { from: '^/$', to: learning, permanent: true },
    { from: '^/(?:rss|tag/[^/]+|author/[^/]+|page/[0-9]+)/$', to: learning, permanent: true },
    {
      from: '^/(?!ghost/|members/|p/|r/|email/|unsubscribe/|webmentions/|gift/)([a-z0-9-]+)/$',
      to: `${learning}post/$1/`,
      permanent: true,
    },
  ]
  const form = new FormData()
  form.append(
    'redirects',
    new Blob([JSON.stringify(redirects)], { type: 'application/json' }),
    'redirects.json',
  )
  await call('POST', '/redirects/upload/', form)
  log(
    `front end: every post address → ${learning}post/{slug}/, previews → ${learning}preview/{uuid}/, the rest → ${learning}`,
  )
}

const AUTHOR_ROLE = '5f3c1e000000000000000a01'
const CONTRIBUTOR_ROLE = '5f3c1e000000000000000a02'

/**
 * Ghost creates staff only by invitation (an e-mail) or by import: the authors and the writer come in
 * by import. Imported staff get no password, so the owner sets the writer's.
 */
async function authors(call, api, seed) {
  const existing = async () => new Map((await browseAll(api, 'users')).map((user) => [user.slug, user]))
  let users = await existing()
  const staff = [
    ...seed.authors.map((author) => ({ ...author, role: AUTHOR_ROLE })),
    { name: writer.name, slug: writer.slug, email: writer.email, bio: null, role: CONTRIBUTOR_ROLE },
  ]
  const missing = staff.filter((author) => !users.has(author.slug))
  if (missing.length) {
    const data = {
      users: missing.map((author, index) => ({
        id: `5f3c1e${String(index + 1).padStart(18, '0')}`,
        name: author.name,
        slug: author.slug,
        email: author.email,
        bio: author.bio,
        status: 'active',
      })),
      roles: [
        { id: AUTHOR_ROLE, name: 'Author' },
        { id: CONTRIBUTOR_ROLE, name: 'Contributor' },
      ],
      roles_users: missing.map((author, index) => ({
        user_id: `5f3c1e${String(index + 1).padStart(18, '0')}`,
        role_id: author.role,
      })),
    }
    const file = JSON.stringify({ db: [{ meta: { exported_on: Date.now(), version: '6.0.0' }, data }] })
    const form = new FormData()
    form.append('importfile', new Blob([file], { type: 'application/json' }), 'authors.json')
    await call('POST', '/db/', form)
    // The import runs as a background job.
    const deadline = Date.now() + 60_000
    while (missing.some((author) => !users.has(author.slug))) {
      if (Date.now() > deadline) throw new Error('Ghost did not import the authors within a minute')
      await new Promise((resolve) => setTimeout(resolve, 500))
      users = await existing()
    }
    log(`staff imported: ${missing.map((author) => author.slug).join(', ')}`)
    if (missing.some((author) => author.slug === writer.slug)) {
      const id = users.get(writer.slug).id
      await call('PUT', '/users/password/', {
        password: [{ newPassword: writer.password, ne2Password: writer.password, user_id: id }],
      })
      // Ghost locks imported staff until they reset their password by e-mail, which a local Ghost
      // never sends: the owner unlocks the writer.
      await call('PUT', `/users/${id}/`, { users: [{ status: 'active' }] })
      log(`writer ${writer.email} (Contributor) can sign in`)
    }
  }
  return new Map([...users].map(([slug, user]) => [slug, user.id]))
}

async function tags(api, seed) {
  const existing = new Map(
    (await browseAll(api, 'tags', { filter: 'visibility:[public,internal]' })).map((tag) => [tag.slug, tag]),
  )
  const ids = new Map()
  let created = 0
  for (const tag of seed.tags) {
    const found = existing.get(tag.slug)
    if (!found) {
      ids.set(tag.slug, (await api.tags.add(tag)).id)
      created += 1
    } else {
      if (reset) await api.tags.edit({ id: found.id, ...tag, updated_at: found.updated_at })
      ids.set(tag.slug, found.id)
    }
  }
  log(`tags: ${created} created, ${seed.tags.length - created} kept${reset ? ' (reset)' : ''}`)
  return ids
}

async function placeholderImage(api) {
  const uploaded = await api.images.upload({ file: path.join(seedDir, 'placeholder.png') })
  return uploaded.url
}

async function documentFields(fixture, refs) {
  return {
    title: fixture.title,
    slug: fixture.slug,
    html: fixture.html,
    custom_excerpt: fixture.custom_excerpt,
    featured: fixture.featured ?? false,
    feature_image: fixture.feature_image ? await refs.image() : null,
    status: 'published',
    published_at: fixture.published_at,
  }
}

/** Past this many missing posts, they come in by one import rather than one Admin API call each. */
const IMPORT_FROM = 20

/**
 * Missing posts in one import (`POST /db/`, Ghost's own JSON export format, as Ghost's importer reads
 * it): one request and one transaction instead of a request per post (the 10x seed took 606 s post by
 * post). Ghost turns each body into its editor's format as the Admin API's `source=html` does, and
 * tags every imported post with an internal `#Import <date>` tag, removed afterwards.
 */
async function importPosts(call, api, fixtures, refs, existingCount) {
  // Ids only tie the file's rows together: Ghost gives the posts new ones.
  const fileId = (index) => `5f3c1f${String(index + 1).padStart(18, '0')}`
  const posts = []
  const postsTags = []
  const postsAuthors = []
  for (const [index, fixture] of fixtures.entries()) {
    const id = fileId(index)
    posts.push({ id, type: 'post', ...(await documentFields(fixture, refs)) })
    fixture.tags.forEach((slug, order) =>
      postsTags.push({ post_id: id, tag_id: refs.tags.get(slug), sort_order: order }),
    )
    fixture.authors.forEach((slug, order) =>
      postsAuthors.push({ post_id: id, author_id: refs.authors.get(slug), sort_order: order }),
    )
  }
  const data = { posts, posts_tags: postsTags, posts_authors: postsAuthors }
  const file = JSON.stringify({ db: [{ meta: { exported_on: Date.now(), version: '6.0.0' }, data }] })
  const form = new FormData()
  form.append('importfile', new Blob([file], { type: 'application/json' }), 'posts.json')
  await call('POST', '/db/', form)
  // The import runs as a background job, in one transaction that holds SQLite's only connection: a
  // read waits for it (or times out) until every post is there.
  const expected = existingCount + fixtures.length
  const deadline = Date.now() + 15 * 60_000
  let imported = 0
  while (imported < expected) {
    if (Date.now() > deadline) {
      throw new Error(`Ghost did not import ${fixtures.length} posts within 15 minutes (its log says why)`)
    }
    await new Promise((resolve) => setTimeout(resolve, 2000))
    imported = await api.posts
      .browse({ filter: 'status:[draft,published,scheduled]', limit: 1, fields: 'id' })
      .then((batch) => batch.meta.pagination.total)
      .catch(() => imported)
  }
  const importTags = (await browseAll(api, 'tags', { filter: 'visibility:internal' })).filter((tag) =>
    tag.name.startsWith('#Import '),
  )
  for (const tag of importTags) await api.tags.delete({ id: tag.id })
}

async function documents(resource, call, api, fixtures, refs) {
  const existing = new Map(
    (await browseAll(api, resource, { filter: 'status:[draft,published,scheduled]' })).map((item) => [
      item.slug,
      item,
    ]),
  )
  const missing = fixtures.filter((fixture) => !existing.has(fixture.slug))
  const imported = resource === 'posts' && missing.length >= IMPORT_FROM
  const started = Date.now()
  if (imported) await importPosts(call, api, missing, refs, existing.size)
  let created = 0
  let kept = 0
  for (const fixture of fixtures) {
    const fields = {
      ...(await documentFields(fixture, refs)),
      tags: fixture.tags.map((slug) => ({ id: refs.tags.get(slug) })),
      authors: fixture.authors.map((slug) => ({ id: refs.authors.get(slug) })),
    }
    const found = existing.get(fixture.slug)
    if (!found) {
      if (!imported) await api[resource].add(fields, { source: 'html' })
      created += 1
    } else if (reset) {
      await api[resource].edit({ id: found.id, ...fields, updated_at: found.updated_at }, { source: 'html' })
    } else {
      kept += 1
    }
  }
  log(
    `${resource}: ${created} created${imported ? ` (one import, ${Math.round((Date.now() - started) / 1000)} s)` : ''}, ${fixtures.length - created - kept} reset, ${kept} kept`,
  )
}

/**
 * Published posts no page of the site shows: no kind tag (a writer typed `tutorial-post` into
 * Ghost's tag box, which searches names, and got a new tag `tutorial-post-2`), or a hub without a
 * topic tag. Listed as warnings on every run; the site logs them too when it reads them.
 */
async function checkKinds(api, kinds) {
  const posts = await browseAll(api, 'posts', { filter: 'status:published', include: 'tags' })
  const names = kinds.map((kind) => kind.name).join(', ')
  const offSite = posts.flatMap((post) => {
    const tags = post.tags ?? []
    const slugs = tags.map((tag) => tag.slug)
    const tagList = tags.map((tag) => tag.name).join(', ') || 'none'
    const isHub = slugs.includes('content-hub')
    if (slugs.some((slug) => slug !== 'content-hub' && kinds.some((kind) => kind.slug === slug))) return []
    const topic = tags.some(
      (tag) => tag.slug !== 'content-hub' && tag.visibility === 'public' && !tag.name.startsWith('#'),
    )
    if (isHub && topic) return []
    const hubName = kinds.find((kind) => kind.slug === 'content-hub')?.name
    return [
      isHub
        ? `hub post "${post.slug}" has no topic tag beside ${hubName} (its tags: ${tagList})`
        : `post "${post.slug}" has none of the tags ${names} (its tags: ${tagList})`,
    ]
  })
  for (const problem of offSite) log(`warning: published ${problem}, so no page of the site shows it`)
  log(`check: ${posts.length} published posts, ${offSite.length} on no page of the site`)
  return offSite
}

async function main() {
  const seed = JSON.parse(fs.readFileSync(path.join(seedDir, 'content.json'), 'utf8'))
  await waitForGhost()
  const call = staffSession()
  const fresh = await setUp(call)
  const site = await integration(call)
  const api = new GhostAdminAPI({ url: ghostUrl, key: site.adminKey, version: API_VERSION })
  if (checkOnly) {
    await checkKinds(api, seed.kinds)
    return
  }
  await call('PUT', '/settings/', {
    settings: [
      { key: 'title', value: seed.settings.title },
      { key: 'description', value: seed.settings.description },
    ],
  })
  await removeWebhooks(api, site)
  await frontEndRedirects(call)
  if (fresh) await removeSamples(api)
  let image
  const refs = {
    tags: await tags(api, seed),
    authors: await authors(call, api, seed),
    image: async () => (image ??= await placeholderImage(api)),
  }
  await documents('posts', call, api, seed.posts, refs)
  await documents('pages', call, api, seed.pages, refs)
  await checkKinds(api, seed.kinds)
  await webhooks(api, site)

  const keyFile = path.resolve(root, process.env.BLOG_SITE_KEY_FILE || '.tmp/site-key')
  fs.writeFileSync(keyFile, `${site.contentKey}\n`, { mode: 0o600 })
  // The Admin API key reads drafts for the site's draft preview: a secret, written to a file only.
  const adminKeyFile = path.resolve(root, process.env.BLOG_ADMIN_KEY_FILE || '.tmp/admin-key')
  fs.writeFileSync(adminKeyFile, `${site.adminKey}\n`, { mode: 0o600 })
  log(
    `seed: done. Content API key for the site: ${site.contentKey} (also in ${path.relative(path.dirname(root), keyFile)})`,
  )
  log(
    `sign in at ${ghostUrl}/ghost/ as ${writer.email} (a writer) or ${owner.email} (the owner), password ${owner.password}`,
  )
}

main().catch((error) => {
  console.error(`[blog] seed failed: ${error.stack || error}`)
  process.exit(1)
})
