import { randomUUID } from 'node:crypto'
import { HttpResponse, http, type RequestHandler } from 'msw'
import type { z } from 'zod'
import {
  type Author,
  authorSchema,
  type Post,
  postSchema,
  type Tag,
  tagSchema,
} from '#shared/content/blog.schema.ts'
import { type Draft, draftSchema } from '#server/content/ghost-drafts.server.ts'
import { applyServiceMode } from './controls.ts'
import { ghostPages, ghostSettings, ghostSettingsSchema } from './fixtures/ghost-site.ts'
import { allTags, authorBios, authors } from './fixtures/ghost-taxonomy.ts'
import { posts } from './fixtures/posts.ts'
import { mockScale, scalePosts } from './fixtures/scale.ts'
import { compileNql, type FieldResolver, NqlError, type NqlScalar } from './ghost-nql.ts'
import { ghostPlaintext } from './ghost-plaintext.ts'
import { defineSlice } from './state.ts'

/**
 * The Ghost Content API (v5) of the learning blog: posts, pages, tags, authors and settings,
 * with the `key` check, NQL `filter`, `include`, `fields`, `formats`, `limit`, `page` and `order`.
 * See mocks/README.md.
 */
export const ghostState = defineSlice('ghost', () => ({
  posts: [...posts, ...scalePosts(mockScale(), posts.length)].map((post) => postSchema.parse(post)),
  pages: ghostPages.map((page) => postSchema.parse(page)),
  tags: allTags.map((tag) => tagSchema.parse(tag)),
  authors: Object.values(authors).map((author) => authorSchema.parse(author)),
  settings: ghostSettingsSchema.parse(ghostSettings),
  // Posts only the Admin API sees (drafts and scheduled posts), for writers' draft preview.
  drafts: new Array<Draft>(),
}))

/** Saves a draft in the mocked Ghost's editor (tests: "a writer previews a draft"). */
export function addDraft(input: z.input<typeof draftSchema>): Draft {
  const draft = draftSchema.parse(input)
  ghostState().drafts.push(draft)
  return draft
}

type PostInput = z.input<typeof postSchema>

/** Publishes a new post (tests: "an editor publishes in Ghost"). */
export function addPost(input: PostInput): Post {
  const post = postSchema.parse(input)
  ghostState().posts.push(post)
  return post
}

export function updatePost(slug: string, changes: Partial<PostInput>): Post {
  const state = ghostState()
  const index = state.posts.findIndex((post) => post.slug === slug)
  const current = state.posts[index]
  if (!current) throw new Error(`Ghost mock: no post with slug ${slug}`)
  const updated = postSchema.parse({ ...current, ...changes })
  state.posts[index] = updated
  return updated
}

export function removePost(slug: string): void {
  const state = ghostState()
  state.posts = state.posts.filter((post) => post.slug !== slug)
}

type Output = Record<string, unknown>

export function ghostError(
  status: number,
  type: string,
  message: string,
  extra: { context?: string; code?: string } = {},
) {
  const error = {
    message,
    context: extra.context ?? null,
    type,
    details: null,
    property: null,
    help: null,
    code: extra.code ?? null,
    id: randomUUID(),
  }
  return HttpResponse.json({ errors: [error] }, { status })
}

const notFound = (message = 'Resource not found') => ghostError(404, 'NotFoundError', message)

/** Ghost's primary tag is the first tag, and only when that tag is public. */
function primaryTag(post: Post): Tag | null {
  const [first] = post.tags
  return first && first.visibility === 'public' ? first : null
}

const isFeatured = (post: Post) => post.tags.some((tag) => tag.slug === 'hash-featured')
const slugs = (items: { slug: string }[]) => items.map((item) => item.slug)

export const postFields: FieldResolver<Post> = {
  id: (post) => post.id,
  uuid: (post) => post.uuid ?? null,
  slug: (post) => post.slug,
  title: (post) => post.title,
  status: () => 'published',
  visibility: () => 'public',
  featured: isFeatured,
  published_at: (post) => post.published_at,
  created_at: (post) => post.published_at,
  updated_at: (post) => post.updated_at,
  custom_excerpt: (post) => post.custom_excerpt,
  feature_image: (post) => post.feature_image,
  reading_time: (post) => post.reading_time,
  tag: (post) => slugs(post.tags),
  tags: (post) => slugs(post.tags),
  'tags.slug': (post) => slugs(post.tags),
  'tags.name': (post) => post.tags.map((tag) => tag.name),
  'tags.id': (post) => post.tags.map((tag) => tag.id),
  'tags.visibility': (post) => post.tags.map((tag) => tag.visibility),
  primary_tag: (post) => primaryTag(post)?.slug ?? null,
  'primary_tag.slug': (post) => primaryTag(post)?.slug ?? null,
  author: (post) => slugs(post.authors),
  authors: (post) => slugs(post.authors),
  'authors.slug': (post) => slugs(post.authors),
  'authors.name': (post) => post.authors.map((author) => author.name),
  'authors.id': (post) => post.authors.map((author) => author.id),
  primary_author: (post) => post.authors[0]?.slug ?? null,
  'primary_author.slug': (post) => post.authors[0]?.slug ?? null,
}

const tagFields: FieldResolver<Tag> = {
  id: (tag) => tag.id,
  name: (tag) => tag.name,
  slug: (tag) => tag.slug,
  visibility: (tag) => tag.visibility,
}

const authorFields: FieldResolver<Author> = {
  id: (author) => author.id,
  name: (author) => author.name,
  slug: (author) => author.slug,
}

type Options = { include: string[]; fields: string[] | undefined; formats: string[] }

function listParam(params: URLSearchParams, name: string): string[] | undefined {
  const value = params.get(name)
  if (value === null) return undefined
  return value
    .split(',')
    .map((item) => item.trim())
    .filter(Boolean)
}

export function readOptions(params: URLSearchParams): Options {
  return {
    include: listParam(params, 'include') ?? [],
    fields: listParam(params, 'fields'),
    formats: listParam(params, 'formats') ?? ['html'],
  }
}

function pickFields(output: Output, fields: string[] | undefined): Output {
  if (!fields) return output
  return Object.fromEntries(Object.entries(output).filter(([key]) => fields.includes(key)))
}

export function renderer(baseUrl: string, state: ReturnType<typeof ghostState>) {
  const absolute = (url: string | null) => url?.replaceAll('__GHOST_URL__', baseUrl) ?? null

  const tag = (item: Tag, options?: Options): Output => ({
    id: item.id,
    name: item.name,
    slug: item.slug,
    description: null,
    feature_image: null,
    visibility: item.visibility,
    og_image: null,
    og_title: null,
    og_description: null,
    twitter_image: null,
    twitter_title: null,
    twitter_description: null,
    meta_title: null,
    meta_description: null,
    codeinjection_head: null,
    codeinjection_foot: null,
    canonical_url: null,
    accent_color: null,
    url: item.visibility === 'public' ? `${baseUrl}/tag/${item.slug}/` : `${baseUrl}/404/`,
    ...(options?.include.includes('count.posts')
      ? {
          count: {
            posts: state.posts.filter((post) => post.tags.some((used) => used.slug === item.slug)).length,
          },
        }
      : {}),
  })

  const author = (item: Author, options?: Options): Output => ({
    id: item.id,
    name: item.name,
    slug: item.slug,
    profile_image: item.profile_image,
    cover_image: null,
    bio: authorBios[item.slug] ?? null,
    website: null,
    location: null,
    facebook: null,
    twitter: null,
    meta_title: null,
    meta_description: null,
    url: `${baseUrl}/author/${item.slug}/`,
    ...(options?.include.includes('count.posts')
      ? {
          count: {
            posts: state.posts.filter((post) => post.authors.some((used) => used.slug === item.slug)).length,
          },
        }
      : {}),
  })

  const post = (item: Post, options: Options): Output => {
    // Ghost stores a root-relative link or image as its own URL and answers it absolute.
    const html = absolute(item.html.replace(/(\s(?:href|src)=")\/(?!\/)/g, '$1__GHOST_URL__/')) ?? ''
    const fields = pickFields(
      {
        id: item.id,
        uuid: item.uuid ?? null,
        title: item.title,
        slug: item.slug,
        ...(options.formats.includes('html') ? { html } : {}),
        ...(options.formats.includes('plaintext') ? { plaintext: ghostPlaintext(html) } : {}),
        comment_id: item.id,
        feature_image: absolute(item.feature_image),
        featured: isFeatured(item),
        visibility: 'public',
        created_at: item.published_at,
        updated_at: item.updated_at,
        published_at: item.published_at,
        custom_excerpt: item.custom_excerpt,
        codeinjection_head: null,
        codeinjection_foot: null,
        custom_template: null,
        canonical_url: null,
        url: `${baseUrl}/${item.slug}/`,
        // Generated from the body as Ghost does: the custom excerpt, else the plain text's first 500 characters.
        excerpt: item.custom_excerpt || ghostPlaintext(html).slice(0, 500) || null,
        reading_time: item.reading_time,
        access: true,
        comments: false,
        og_image: null,
        og_title: null,
        og_description: null,
        twitter_image: null,
        twitter_title: null,
        twitter_description: null,
        meta_title: null,
        meta_description: null,
        email_subject: null,
        frontmatter: null,
        feature_image_alt: null,
        feature_image_caption: null,
      },
      options.fields,
    )
    // Without `include`, Ghost leaves relations (and the primaries derived from them) out.
    const primary = primaryTag(item)
    const tags = options.include.includes('tags')
      ? { tags: item.tags.map((used) => tag(used)), primary_tag: primary ? tag(primary) : null }
      : {}
    const authorsOut = options.include.includes('authors')
      ? {
          authors: item.authors.map((used) => author(used)),
          primary_author: item.authors[0] ? author(item.authors[0]) : null,
        }
      : {}
    return { ...fields, ...tags, ...authorsOut }
  }

  return { tag, author, post, absolute }
}

type Order = { field: string; direction: 'asc' | 'desc' }

function parseOrder<T>(value: string | null, fields: FieldResolver<T>, fallback: Order[]): Order[] {
  if (!value) return fallback
  const orders = value.split(',').flatMap((part): Order[] => {
    const [field = '', direction = 'asc'] = part.trim().split(/\s+/)
    if (!(field in fields)) return []
    return [{ field, direction: direction.toLowerCase() === 'desc' ? 'desc' : 'asc' }]
  })
  return orders.length > 0 ? orders : fallback
}

/**
 * One collator for every comparison: `localeCompare` with options builds one per call, which made a
 * 5,000-post list's sort take 219 ms instead of 6 ms.
 */
const titleOrder = new Intl.Collator('en', { sensitivity: 'base' })

/** Fields a database orders by its text collation; dates, ids and slugs order as their bytes (and much faster). */
const textFields = new Set(['title', 'name'])
const plainOrder = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0)

function sortItems<T>(items: T[], orders: Order[], fields: FieldResolver<T>): T[] {
  const first = (item: T, field: string): NqlScalar => {
    const value = fields[field]?.(item) ?? null
    return Array.isArray(value) ? (value[0] ?? null) : value
  }
  return [...items].sort((left, right) => {
    for (const { field, direction } of orders) {
      const a = first(left, field)
      const b = first(right, field)
      if (a === b) continue
      if (a === null) return 1
      if (b === null) return -1
      const order =
        typeof a === 'number' && typeof b === 'number'
          ? a - b
          : textFields.has(field)
            ? titleOrder.compare(String(a), String(b))
            : plainOrder(String(a), String(b))
      if (order !== 0) return direction === 'asc' ? order : -order
    }
    return 0
  })
}

type Browse<T> = {
  items: T[]
  fields: FieldResolver<T>
  defaultOrder: Order[]
  render: (item: T, options: Options) => Output
}

/** Ghost 6 serves at most 100 items a page: `limit=all`, a larger or a non-numeric limit become 100. */
export const GHOST_MAX_LIMIT = 100
const DEFAULT_LIMIT = 15

function cappedLimit(raw: string | null): number {
  if (!raw || raw === '0') return DEFAULT_LIMIT
  const numeric = Number.parseInt(raw, 10)
  if (raw === 'all' || Number.isNaN(numeric) || numeric > GHOST_MAX_LIMIT) return GHOST_MAX_LIMIT
  return Number(raw)
}

/** Ghost's pagination meta (bookshelf-pagination): `next` counts on past the last page. */
function paginationMeta(page: number, limit: number, total: number) {
  const pages = Math.max(1, Math.ceil(total / limit))
  const single = pages === 1
  return {
    page,
    limit,
    pages,
    total,
    next: single || page === pages ? null : page + 1,
    prev: single || page === 1 ? null : page - 1,
  }
}

function browse<T>(resource: string, params: URLSearchParams, config: Browse<T>) {
  const limit = cappedLimit(params.get('limit'))
  const page = Number(params.get('page') ?? '1')
  if (!Number.isInteger(limit) || limit < 1) {
    return ghostError(422, 'ValidationError', `Validation error, cannot list ${resource}.`, {
      context: 'Validation (isInt) failed for limit',
    })
  }
  if (!Number.isInteger(page) || page < 1) {
    return ghostError(422, 'ValidationError', `Validation error, cannot list ${resource}.`, {
      context: 'Validation (isInt) failed for page',
    })
  }
  const filter = params.get('filter')
  let matching = config.items
  if (filter) {
    try {
      matching = matching.filter(compileNql(filter, config.fields))
    } catch (error) {
      if (!(error instanceof NqlError)) throw error
      return ghostError(400, 'BadRequestError', 'Error parsing filter', { context: error.message })
    }
  }
  const sorted = sortItems(
    matching,
    parseOrder(params.get('order'), config.fields, config.defaultOrder),
    config.fields,
  )
  const options = readOptions(params)
  const items = sorted.slice((page - 1) * limit, page * limit).map((item) => config.render(item, options))
  return HttpResponse.json({
    [resource]: items,
    meta: { pagination: paginationMeta(page, limit, sorted.length) },
  })
}

function read<T extends { id: string; slug: string }>(
  resource: string,
  params: URLSearchParams,
  config: Browse<T>,
  match: { id?: string; slug?: string },
) {
  const found = config.items.find((item) => (match.slug ? item.slug === match.slug : item.id === match.id))
  if (!found) {
    const noun = resource.slice(0, -1)
    return notFound(`${noun.charAt(0).toUpperCase()}${noun.slice(1)} not found.`)
  }
  return HttpResponse.json({ [resource]: [config.render(found, readOptions(params))] })
}

function resourceConfigs(render: ReturnType<typeof renderer>, state: ReturnType<typeof ghostState>) {
  // Ghost's default ends in the id, so pages never overlap or skip a post.
  const byPublished: Order[] = [
    { field: 'published_at', direction: 'desc' },
    { field: 'updated_at', direction: 'desc' },
    { field: 'id', direction: 'desc' },
  ]
  const byTitle: Order[] = [{ field: 'title', direction: 'asc' }]
  const byName: Order[] = [{ field: 'name', direction: 'asc' }]
  const posts: Browse<Post> = {
    items: state.posts,
    fields: postFields,
    defaultOrder: byPublished,
    render: render.post,
  }
  const pages: Browse<Post> = {
    items: state.pages,
    fields: postFields,
    defaultOrder: byTitle,
    render: render.post,
  }
  const tags: Browse<Tag> = {
    items: state.tags,
    fields: tagFields,
    defaultOrder: byName,
    // Ghost 6's Content API lists internal tags too: a filter on `visibility` narrows the list.
    render: render.tag,
  }
  const authors: Browse<Author> = {
    items: state.authors,
    fields: authorFields,
    defaultOrder: byName,
    render: render.author,
  }
  return { posts, pages, tags, authors }
}

const emptyPagination = paginationMeta(1, DEFAULT_LIMIT, 0)

/** The Content API's routes; mocks/ghost-blog.ts puts them on the blog host beside the Admin API. */
export function ghostContentHandlers(baseUrl: string, key: string): RequestHandler[] {
  const apiPath = `${new URL(baseUrl).pathname.replace(/\/$/, '')}/ghost/api/content/`

  const handle = async ({ request }: { request: Request }) => {
    const switched = await applyServiceMode('ghost')
    if (switched) return switched
    const url = new URL(request.url)
    const params = url.searchParams
    const suppliedKey = params.get('key')
    if (!suppliedKey) {
      return ghostError(403, 'NoPermissionError', 'Authorization failed', {
        context:
          'Unable to determine the authenticated member or integration. Check the supplied Content API Key and ensure cookies are being passed through if member auth is failing.',
      })
    }
    if (suppliedKey !== key) {
      return ghostError(401, 'UnauthorizedError', 'Unknown Content API Key', {
        code: 'UNKNOWN_CONTENT_API_KEY',
      })
    }
    const [resource = '', first, second, ...rest] = url.pathname
      .slice(apiPath.length)
      .split('/')
      .filter(Boolean)
    if (rest.length > 0) return notFound()
    const state = ghostState()
    const render = renderer(baseUrl, state)
    if (resource === 'settings' && !first) {
      const settings = {
        ...state.settings,
        logo: render.absolute(state.settings.logo),
        icon: render.absolute(state.settings.icon),
        url: `${baseUrl}/`,
      }
      return HttpResponse.json({ settings, meta: {} })
    }
    if ((resource === 'tiers' || resource === 'newsletters' || resource === 'offers') && !first) {
      return HttpResponse.json({ [resource]: [], meta: { pagination: emptyPagination } })
    }
    const configs = resourceConfigs(render, state)
    const match =
      first === 'slug' ? (second ? { slug: second } : undefined) : first ? { id: first } : undefined
    if (first && (!match || (first !== 'slug' && second))) return notFound()
    const respond = <T extends { id: string; slug: string }>(config: Browse<T>) =>
      match ? read(resource, params, config, match) : browse(resource, params, config)
    if (resource === 'posts') return respond(configs.posts)
    if (resource === 'pages') return respond(configs.pages)
    if (resource === 'tags') return respond(configs.tags)
    if (resource === 'authors') return respond(configs.authors)
    return notFound()
  }

  return [
    http.get(`${baseUrl}/ghost/api/content/*`, handle),
    http.all(`${baseUrl}/ghost/api/content/*`, () => notFound()),
  ]
}
