import { readFileSync, readdirSync } from 'node:fs'
import { createRequire } from 'node:module'
import { describe, expect, it } from 'vitest'
import { z } from 'zod'

// Strapi's save check of text lengths (cms/src/editor/publish-checks.js) runs in Strapi; here it
// walks the generated components and the page's content type as Strapi loads them.
const cms = new URL('../../cms/', import.meta.url)
const schemaFile = z.object({ attributes: z.record(z.string(), z.unknown()) })
const readSchema = (path: URL) => schemaFile.parse(JSON.parse(readFileSync(path, 'utf8')))

const components = Object.fromEntries(
  readdirSync(new URL('src/components/', cms)).flatMap((category) =>
    readdirSync(new URL(`src/components/${category}/`, cms)).map((file) => [
      `${category}.${file.replace(/\.json$/, '')}`,
      readSchema(new URL(`src/components/${category}/${file}`, cms)),
    ]),
  ),
)
const strapi = {
  contentTypes: { 'api::page.page': readSchema(new URL('src/api/page/content-types/page/schema.json', cms)) },
  components,
}

const checks = z
  .object({
    textLengthProblems: z.custom<(strapi: unknown, uid: string, data: unknown) => unknown>(
      (value) => typeof value === 'function',
    ),
  })
  .parse(createRequire(import.meta.url)('../../cms/src/editor/publish-checks.js'))

const problemsOf = (data: unknown) =>
  z
    .array(z.object({ path: z.array(z.union([z.string(), z.number()])), message: z.string() }))
    .parse(checks.textLengthProblems(strapi, 'api::page.page', data))

const hero = (heading: string, label = 'See the plans') => ({
  __component: 'blocks.hero',
  heading,
  primary_cta: { label, url: '/pricing/' },
})

describe("Strapi's check of text lengths", () => {
  it('accepts a text of exactly its limit', () => {
    expect(problemsOf({ title: 'Spring', blocks: [hero('A'.repeat(90))] })).toEqual([])
  })

  it('names the section, the field, its length, the limit and what to cut', () => {
    expect(
      problemsOf({
        title: 'Spring',
        seo: { metaTitle: 'T'.repeat(71), metaDescription: 'A page.' },
        blocks: [{ __component: 'blocks.rich-text', body: 'Hello' }, hero('A'.repeat(95), 'B'.repeat(51))],
      }),
    ).toEqual([
      {
        path: ['seo', 'metaTitle'],
        message:
          'Search and sharing: the title in search results is 71 characters long; at most 70 fit. Shorten it by 1 character.',
      },
      {
        path: ['blocks', 1, 'heading'],
        message:
          'Section 2 (Hero): the headline is 95 characters long; at most 90 fit. Shorten it by 5 characters.',
      },
      {
        path: ['blocks', 1, 'primary_cta', 'label'],
        message:
          'Section 2 (Hero), main button: the button text is 51 characters long; at most 50 fit. Shorten it by 1 character.',
      },
    ])
  })

  it('counts as Strapi does, in UTF-16 units, as the counter under the field does', () => {
    expect(problemsOf({ blocks: [hero(`${'A'.repeat(88)}🚀`)] })).toEqual([])
    expect(problemsOf({ blocks: [hero(`${'A'.repeat(89)}🚀`)] })).toHaveLength(1)
  })
})
