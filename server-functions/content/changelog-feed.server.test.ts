import { XMLParser, XMLValidator } from 'fast-xml-parser'
import { describe, expect, it } from 'vitest'
import { z } from 'zod'
import { absoluteLinks, changelogAtom, type FeedEntry } from './changelog-feed.server.ts'

const SITE = 'https://pdfrest.example'

const entry = (overrides: Partial<FeedEntry>): FeedEntry => ({
  uuid: '6f1d2c3b-4a5e-4f60-8a7b-0000000003e8',
  slug: 'pdf-to-postscript',
  title: 'New endpoint: PDF to PostScript',
  html: '<p><a href="/documentation/postscript/">/postscript</a> makes PostScript.</p>',
  summary: 'PostScript level 2 or 3.',
  published: '2026-11-17T14:00:00.000+00:00',
  updated: '2026-11-19T08:15:00.000+00:00',
  authors: ['Tom Becker'],
  ...overrides,
})

const linkSchema = z.object({ '@_rel': z.string(), '@_type': z.string(), '@_href': z.string() })
const textSchema = z.union([z.string(), z.object({ '#text': z.string() }).transform((node) => node['#text'])])
const entrySchema = z.object({
  id: z.string(),
  title: textSchema,
  updated: z.string(),
  published: z.string(),
  link: linkSchema,
  author: z.array(z.object({ name: z.string() })).optional(),
  summary: textSchema.optional(),
  content: z.object({ '#text': z.string(), '@_type': z.literal('html') }),
})
const atomSchema = z.object({
  feed: z.object({
    '@_xmlns': z.literal('http://www.w3.org/2005/Atom'),
    id: z.string(),
    title: textSchema,
    updated: z.string(),
    link: z.array(linkSchema),
    author: z.object({ name: z.string() }),
    entry: z.array(entrySchema).default([]),
  }),
})

/** The feed read back by a strict XML parser, as a feed reader would, into the elements Atom requires. */
function parseBack(xml: string) {
  expect(XMLValidator.validate(xml)).toBe(true)
  const lists = new Set(['feed.link', 'feed.entry', 'feed.entry.author'])
  const parser = new XMLParser({
    ignoreAttributes: false,
    parseTagValue: false,
    // Numeric character references (&#60;) are XML's own; this parser decodes them only when asked.
    htmlEntities: true,
    isArray: (_name, path) => lists.has(String(path)),
  })
  return atomSchema.parse(parser.parse(xml)).feed
}

const rfc3339 = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d+)?(Z|[+-]\d{2}:\d{2})$/

describe('the changelog Atom feed', () => {
  it('has every element Atom requires, with absolute addresses from the site URL', () => {
    const feed = parseBack(changelogAtom(SITE, [entry({})]))
    expect(feed.id).toBe(`${SITE}/changelog/`)
    expect(feed.title).toBe('pdfRest changelog')
    expect(feed.author.name).toBe('pdfRest')
    expect(feed.link).toEqual([
      { '@_rel': 'self', '@_type': 'application/atom+xml', '@_href': `${SITE}/changelog/feed.xml` },
      { '@_rel': 'alternate', '@_type': 'text/html', '@_href': `${SITE}/changelog/` },
    ])
    const [only] = feed.entry
    expect(only?.id).toBe('urn:uuid:6f1d2c3b-4a5e-4f60-8a7b-0000000003e8')
    expect(only?.link['@_href']).toBe(`${SITE}/changelog/pdf-to-postscript/`)
    expect(only?.author).toEqual([{ name: 'Tom Becker' }])
    for (const date of [feed.updated, only?.updated, only?.published]) expect(date).toMatch(rfc3339)
    // Links into the site become absolute inside the HTML too.
    expect(only?.content['#text']).toBe(
      `<p><a href="${SITE}/documentation/postscript/">/postscript</a> makes PostScript.</p>`,
    )
  })

  it("takes the feed's updated date from its newest entry, never from the clock", () => {
    const feed = parseBack(
      changelogAtom(SITE, [
        entry({ slug: 'a', updated: '2026-10-06T09:00:00.000+00:00' }),
        entry({ slug: 'b', updated: '2026-11-19T08:15:00.000+00:00' }),
        entry({ slug: 'c', updated: '2026-11-03T10:00:00.000+00:00' }),
      ]),
    )
    expect(feed.updated).toBe('2026-11-19T08:15:00.000Z')
    expect(changelogAtom(SITE, [entry({})])).toBe(changelogAtom(SITE, [entry({})]))
    expect(parseBack(changelogAtom(SITE, [])).updated).toBe('1970-01-01T00:00:00.000Z')
  })

  it('escapes HTML and text whole: a CDATA end, ampersands, quotes and control characters stay inside', () => {
    const html = '<pre><code>a &amp;&amp; b ]]&gt; "x" ]]> <i>c</i>\u0001</code></pre>'
    const feed = parseBack(
      changelogAtom(SITE, [entry({ title: 'Tables & "shapes" <new>', summary: 'A ]]> B', html })]),
    )
    const [only] = feed.entry
    expect(only?.title).toBe('Tables & "shapes" <new>')
    expect(only?.summary).toBe('A ]]> B')
    // What a reader unescapes is the HTML as it was (less the character XML cannot carry).
    expect(only?.content['#text']).toBe(html.replace('\u0001', ''))
  })

  it('names an entry by its address when Ghost gave no uuid, and lets the feed author stand for none', () => {
    const feed = parseBack(changelogAtom(SITE, [entry({ uuid: undefined, authors: [] })]))
    expect(feed.entry[0]?.id).toBe(`${SITE}/changelog/pdf-to-postscript/`)
    expect(feed.entry[0]?.author).toBeUndefined()
  })
})

describe('absoluteLinks', () => {
  it('makes root-relative links and pictures absolute, and leaves others alone', () => {
    expect(
      absoluteLinks(
        '<a href="/pricing/">p</a><img src="/content/x.png"><a href="//cdn.example/x">c</a><a href="https://other.example/">o</a><a href="#top">t</a>',
        SITE,
      ),
    ).toBe(
      `<a href="${SITE}/pricing/">p</a><img src="${SITE}/content/x.png"><a href="//cdn.example/x">c</a><a href="https://other.example/">o</a><a href="#top">t</a>`,
    )
  })
})
