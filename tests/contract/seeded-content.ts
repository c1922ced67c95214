import { readFileSync } from 'node:fs'
import { z } from 'zod'

/** The seed both CMSs hold (written by scripts/cms-seed-data.ts): which pages exist where. */
const seedFile = new URL('../../cms/.tmp/seed/content.json', import.meta.url)

const fieldsSchema = z.looseObject({ slug: z.string().optional() })
const seedSchema = z.object({
  collections: z.array(
    z.object({
      uid: z.string(),
      documents: z.array(z.object({ published: fieldsSchema.nullable(), draft: fieldsSchema.nullable() })),
    }),
  ),
})

const sitePaths: Record<string, (slug: string) => string> = {
  'api::page.page': (slug) => (slug === 'home' ? '/' : `/${slug}/`),
  'api::product.product': (slug) => `/products/${slug}/`,
  'api::api-tool.api-tool': (slug) => `/apitools/${slug}/`,
  'api::legal-page.legal-page': (slug) => `/${slug}/`,
}

export type SeededPage = {
  uid: string
  slug: string
  path: string
  published: boolean
  hasDraftEdit: boolean
}

export function seededPages(): SeededPage[] {
  const seed = seedSchema.parse(JSON.parse(readFileSync(seedFile, 'utf8')))
  return seed.collections.flatMap(({ uid, documents }) => {
    const toPath = sitePaths[uid]
    if (!toPath) return []
    return documents.flatMap(({ published, draft }) => {
      const slug = published?.slug ?? draft?.slug
      if (!slug) return []
      return [{ uid, slug, path: toPath(slug), published: published !== null, hasDraftEdit: draft !== null }]
    })
  })
}

/** The visible text of a page: scripts, styles and markup removed, whitespace collapsed. */
export function visibleText(html: string): string {
  return html
    .replace(/<script[\s\S]*?<\/script>/g, ' ')
    .replace(/<style[\s\S]*?<\/style>/g, ' ')
    .replace(/<[^>]+>/g, ' ')
    .replace(/&nbsp;/g, ' ')
    .replace(/\s+/g, ' ')
    .trim()
}

/** The blocks a page rendered, in order (the block renderer marks each with data-block). */
export function renderedBlocks(html: string): string[] {
  return [...html.matchAll(/data-block="([^"]+)"/g)].map((match) => match[1] ?? '')
}

/** The intrinsic size every image declares, in order: the mock's media must match real uploads. */
export function imageSizes(html: string): string[] {
  return [...html.matchAll(/<img\b[^>]*>/g)].map((match) => {
    const tag = match[0]
    return `${/width="(\d+)"/.exec(tag)?.[1] ?? '?'}x${/height="(\d+)"/.exec(tag)?.[1] ?? '?'}`
  })
}
